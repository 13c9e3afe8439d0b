import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Real turns over the sandbox's demo data, with no model: a question about a fact is answered from the text of the
// thing that holds it, found by its content when its title shares no word with the question, reading the best
// candidates in turn until one answers.
const rig = useUnderstandingRig();

describe("questions about a fact read the thing that holds it", () => {
  it.each([
    ["drive", "¿cuánto nos abona la empresa por la conexión si teletrabajamos?", [/30 €/]],
    ["drive", "¿cuánto dura el contrato con Navarro Asociados?", [/doce meses/]],
    ["notion", "¿cuántas licencias pide Grupo Alameda?", [/40 licencias/]],
    ["notion", "¿qué tipografía se usa según la guía de estilo?", [/Inter/]],
    ["outlook", "¿de cuánto es la factura de transporte y cuándo hay que pagarla?", [/3\.480/, /15 de diciembre/]],
  ])("%s «%s»", async (app, message, facts) => {
    const turn = await rig.send(app, message);
    expect(turn.clientError).toBeUndefined();
    for (const fact of facts) expect(turn.reply).toMatch(fact);
    expect(turn.toolCalls.some((call) => call.toolName.endsWith("_read_file") || /_read_/.test(call.toolName))).toBe(
      true,
    );
  });

  it("reads no more than the turn allows and still answers from what it read", async () => {
    const turn = await rig.send("drive", "¿cuánto dura el contrato con Navarro Asociados?");
    expect(turn.reply).not.toMatch(/No me ha dado tiempo/);
    expect(turn.toolCalls.filter((call) => call.toolName === "drive_read_file").length).toBeLessThanOrEqual(3);
  });
});

describe("a fact asked of a named sender is read off that sender's mail only", () => {
  it("never answers '¿de cuánto es la factura de Iberia?' with another company's invoice", async () => {
    const turn = await rig.send("gmail", "¿de cuánto es la factura de Iberia?");
    const read = turn.toolCalls.filter((call) => call.toolName === "gmail_read_message");
    expect(read.length).toBeGreaterThan(0);
    expect(turn.reply).not.toMatch(/342,18|electricidad/i);
    expect(turn.reply).toMatch(/reserva/i);
  });
});

describe("a question after a search asks about what was searched", () => {
  it("reads the thing found and answers with the question's own words", async () => {
    const turn = await rig.send("drive", "busca la politica de teletrabajo y dime cuantos dias se puede teletrabajar");
    expect(turn.toolCalls.map((call) => call.toolName)).toContain("drive_read_file");
    expect(turn.reply).toMatch(/tres días/);
    expect(turn.reply).not.toMatch(/queda fuera de lo que puedo hacer/);
  });
});

describe("a read and a write of the same thing in one message", () => {
  it("reads the mail and then proposes the reply", async () => {
    const turn = await rig.send(
      "outlook",
      "lee el correo de marta sobre el cierre contable y respondele que lo miro mañana",
    );
    expect(turn.toolCalls.map((call) => call.toolName)).toContain("outlook_read_message");
    expect(turn.reply).toMatch(/coworking/);
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_reply_message"]);
  });
});

describe("an app's own chat reads what it keeps", () => {
  it("lists the newest files when only asking and time words are left", async () => {
    const turn = await rig.send("drive", "¿qué archivos he tocado últimamente?");
    expect(turn.toolCalls.map((call) => call.toolName)).toEqual(["drive_list_recent_files"]);
  });

  it("looks for a kind of thing the app does not keep among the things it keeps", async () => {
    const turn = await rig.send("onedrive", "busca la nota de la reunion con rosa");
    expect(turn.toolCalls.map((call) => call.toolName)).toContain("onedrive_search_files");
    expect(turn.reply).toMatch(/Notas de la reunión con Rosa/);
  });
});
