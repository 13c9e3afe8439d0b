import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Real turns through the chat route over the sandbox's demo data, with no model: what people say around an order (a
// thing told in the sentence before, whom a reply answers, the words of a congratulation), tasks already done, and
// questions asked before acting.
const rig = useUnderstandingRig();

describe("the thing told before an order that points back at it", () => {
  it("forwards the mail the sentence before described, not the newest one", async () => {
    const turn = await rig.send("gmail", "me llegó un correo de Iberia con la reserva. reenvíaselo a Marta");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["gmail_forward_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Marta López.*Iberia/);
  });

  it("answers the person who wrote what the statement tells", async () => {
    const turn = await rig.send(
      "outlook",
      "El otro día me escribió Rosa por lo de la reunión de seguimiento. Ya lo hablé con Javier, así que contéstale que perfecto",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_reply_message"]);
    expect(turn.approvals[0]?.summary).toContain("Rosa Jiménez");
  });
});

describe("a reply to someone named", () => {
  it("answers only what that person sent, never another sender's mail on the same subject", async () => {
    const turn = await rig.send(
      "gmail",
      "contesta a Rosa lo de la reunión de seguimiento y dile que me cuadra el martes",
    );
    expect(turn.approvals).toHaveLength(0);
    expect(turn.reply).toMatch(/No he encontrado/);
  });

  it("finds it in the other mail app from the general chat, with the words 'dile que' as the reply", async () => {
    const turn = await rig.send(
      "shifu",
      "contesta a Rosa lo de la reunión de seguimiento y dile que me cuadra el martes",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_reply_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Rosa Jiménez.*«me cuadra el martes»/);
  });
});

describe("congratulating or thanking someone", () => {
  it.each([
    ["slack", "felicita a Laura por el lanzamiento", "¡Enhorabuena por el lanzamiento!"],
    ["teams", "mándale un mensaje a Pablo agradeciéndole la ayuda", "¡Muchas gracias por la ayuda!"],
  ] as const)("%s: '%s' sends «%s»", async (app, text, words) => {
    const turn = await rig.send(app, text);
    expect(turn.approvals).toHaveLength(1);
    expect(turn.approvals[0]?.summary).toContain(`«${words}»`);
  });
});

describe("tasks already done", () => {
  it("lists what was completed yesterday, not what fell due", async () => {
    const turn = await rig.send("asana", "¿qué tarea cerré ayer?");
    expect(turn.toolCalls[0]).toMatchObject({ toolName: "asana_list_my_tasks", input: { completed: true } });
    expect(turn.reply).toContain("Enviar el informe mensual a dirección");
    expect(turn.reply).not.toContain("Revisar contrato con Construcciones Ibéricas");
  });
});

describe("a contact's phone", () => {
  it("answers it, then proposes the note asked in the same sentence", async () => {
    const turn = await rig.send("hubspot", "dame el telefono de nuria prieto y ponle una nota: llamarla el jueves");
    expect(turn.reply).toContain("El teléfono de **Nuria Prieto** es +34 965 887 102.");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["hubspot_add_note"]);
  });

  it("adds the note to the contact named first, never making a contact of it", async () => {
    const turn = await rig.send("hubspot", "añade al contacto de Nuria Prieto una nota: quiere el catálogo nuevo");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["hubspot_add_note"]);
    expect(turn.approvals[0]?.summary).toContain("«quiere el catálogo nuevo»");
  });
});

describe("a question asked before acting", () => {
  it("answers what archiving does, calling no tool", async () => {
    const turn = await rig.send("gmail", "una duda antes de tocar nada: si archivo un correo se borra?");
    expect(turn.toolCalls).toHaveLength(0);
    expect(turn.reply).toMatch(/^Archivar no borra nada/);
  });
});
