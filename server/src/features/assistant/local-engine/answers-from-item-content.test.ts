import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";
import { narrowOpenItems } from "./narrow-open-items";

// Over the sandbox's demo data, with no model: a question asked of one item the person describes is answered with the
// passage of it that holds the fact, never with a summary of its beginning.
const rig = useUnderstandingRig();

describe("a question answered from the content of one item", () => {
  it("answers what is left to one person in a meeting's minutes", async () => {
    for (const message of [
      "en el acta del comite de direccion q quedo pendiente pa laura?",
      "q tiene pendiente laura segun el acta del comite de direccion?",
    ]) {
      const turn = await rig.send("notion", message);
      expect(turn.reply).toMatch(/previsión de cierre/);
      expect(turn.reply).not.toMatch(/oferta de empleo/);
    }
    const all = await rig.send("notion", "¿qué queda por hacer en el acta del comité?");
    expect(all.reply).toMatch(/previsión de cierre[\s\S]*oferta de empleo/);
  });

  it("asks of the thing a question before asked whether it was there", async () => {
    const drive = await rig.send(
      "drive",
      "hay un doc en el drive sobre el teletrabajo no? cuantos dias x semana se pueden hacer desde casa?",
    );
    expect(drive.toolCalls.some((call) => call.toolName === "drive_read_file")).toBe(true);
    expect(drive.reply).toMatch(/tres días/);
    const docs = await rig.send("docs", "tenemos una politica de teletrabajo verdad? cuanto nos pagan de la conexion?");
    expect(docs.reply).toMatch(/30 €/);
  });

  it("answers two questions of one thing, each from its own sentence", async () => {
    const policy = await rig.send(
      "docs",
      "cuantos dias de teletrabajo nos dejan por semana? y cuanto nos pagan de la conexion? lo tendria q poner la politica esa",
    );
    expect(policy.reply).toMatch(/tres días[\s\S]*30 €/);
    const survey = await rig.send(
      "slides",
      "q nota saco la satisfaccion general en la encuesta de clima? y q habia q mejorar?",
    );
    expect(survey.reply).toMatch(/8,1[\s\S]*comunicación entre áreas/);
  });

  it("answers with the rows a sheet holds in the state asked", async () => {
    for (const message of [
      "en la hoja de control de facturas cual sigue pendiente de cobro y de cuanto es?",
      "que facturas quedan sin cobrar en el control de facturas?",
    ]) {
      const turn = await rig.send("sheets", message);
      expect(turn.reply).toMatch(/F-2026-117[\s\S]*8\.900/);
      expect(turn.reply).not.toMatch(/Cobrada/);
    }
  });

  it("reads a figure inside a thing named after the count", async () => {
    const turn = await rig.send(
      "slides",
      "cuantos clientes decimos q tenemos en la presentacion corporativa de este año?",
    );
    expect(turn.reply).toMatch(/120 clientes/);
  });

  it("reads a written thing named before the question as where the answer is, in any app", async () => {
    const brief = await rig.send(
      "shifu",
      "en el briefing de la campaña de navidad q descuento ofrecemos y por cuantos meses?",
    );
    expect(brief.reply).toMatch(/20 %/);
    expect(brief.reply).toMatch(/tres meses/);
    const minutes = await rig.send(
      "shifu",
      "en el acta de la reunion del lunes, antes de q dia habia q cerrar la propuesta de grupo norte?",
    );
    expect(minutes.reply).toMatch(/día 30/);
  });

  it("leaves out why the person asks, said after the question", async () => {
    const turn = await rig.send(
      "shifu",
      "cual era el localizador del vuelo de iberia madrid-barcelona? lo necesito pal check in",
    );
    expect(turn.reply).toMatch(/K7[XP]Q2M/);
  });

  it("keeps every open item when the question's words only name the list", () => {
    const items = ["Laura: enviar la previsión", "Javier: publicar la oferta"];
    expect(narrowOpenItems(items, "qué le queda a Javier")).toEqual(["Javier: publicar la oferta"]);
    expect(narrowOpenItems(items, "qué queda pendiente en el acta")).toEqual(items);
  });
});
