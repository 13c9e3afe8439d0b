import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Over the sandbox's demo data, with no model: an amount, a total, a count or the most of something asked of a thing
// described is found, read when the fact is inside it, and answered.
const rig = useUnderstandingRig();

describe("a fact asked of a thing described", () => {
  it("answers what a bank's mail says is to be paid, named before the question", async () => {
    const turn = await rig.send("gmail", "oye el correo del banco con la factura de la tarjeta, cuanto hay q pagar?");
    expect(turn.toolCalls.some((call) => call.toolName === "gmail_read_message")).toBe(true);
    expect(turn.reply).toMatch(/1\.284,56/);
  });

  it("reads a proposal's total in the file, not a sum of the files found", async () => {
    const turn = await rig.send(
      "drive",
      "necesito el total de la propuesta q le hicimos a grupo norte, está en el drive en algun lado",
    );
    expect(turn.toolCalls.some((call) => call.toolName === "drive_read_file")).toBe(true);
    expect(turn.reply).toMatch(/43\.300/);
  });

  it("answers a total of a table with its total line", async () => {
    const turn = await rig.send(
      "drive",
      "cuanto nos desviamos en total en el presupuesto 2026? el de la carpeta finanzas",
    );
    expect(turn.reply).toMatch(/20\.600/);
  });

  it("sums the open deals asked in slang", async () => {
    const turn = await rig.send("hubspot", "cuánta guita suman los negocios abiertos?");
    expect(turn.reply).toMatch(/146\.050/);
  });

  it("counts what someone has in their charge as theirs", async () => {
    const turn = await rig.send("monday", "cuantas cosas tiene Patricia a su cargo y cuales son");
    expect(turn.reply).toMatch(/^\*\*Patricia Gil\*\* tiene \*\*2\*\* elementos/);
    expect(turn.reply).toMatch(/pantalla de pagos/);
  });

  it("lists what someone has in their charge", async () => {
    const turn = await rig.send("monday", "qué hay a cargo de Patricia?");
    expect(turn.toolCalls[0]?.input).toMatchObject({ assignee: "Patricia Gil" });
    expect(turn.reply).toMatch(/folletos/);
  });

  it("picks the post that was liked most", async () => {
    const turn = await rig.send("instagram", "qué publi mía gustó más?");
    expect(turn.reply).toMatch(/214/);
  });

  it("asks a second question of the post the first described", async () => {
    const turn = await rig.send(
      "instagram",
      "qué me preguntan en los comentarios del post del webinar? y cuántos likes lleva ese post",
    );
    expect(turn.reply).toMatch(/grabado/);
    expect(turn.reply).toMatch(/98 me gusta/);
  });

  it("counts what is still to do in a checklist page", async () => {
    const turn = await rig.send("notion", "cuantas cosas quedan sin hacer en la lista de tareas de la semana");
    expect(turn.reply).toMatch(/quedan \*\*3\*\* cosas por hacer/);
  });

  it("answers the pending agreements of a page named before the question", async () => {
    const turn = await rig.send(
      "notion",
      "del acta del comité de dirección, qué acuerdos quedaron pendientes y de quién es cada uno?",
    );
    expect(turn.reply).toMatch(/Laura: enviar la previsión/);
    expect(turn.reply).toMatch(/Javier: publicar la oferta de empleo/);
  });
});
