import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";

// Real turns through the chat route over the sandbox's demo data, with no model: the facts asked for must be in the
// answers, found by meaning rather than by a title.
const rig = useUnderstandingRig();

describe("questions answered from the person's own data", () => {
  it.each([
    ["gmail", "de cuanto es la factura de la luz de octubre?", /342,18/],
    ["drive", "que dice la politica de teletrabajo sobre los dias en casa", /tres días/],
    ["drive", "¿Dónde está el acta de la reunión del lunes? ¿qué dice?", /Acta reunión lunes/],
    ["gmail", "oye tengo algo de hacienda o de la agencia tributaria??", /modelo 303/],
    ["slack", "cuantos inscritos tiene el webinar del jueves", /142/],
    // 'qe' typed short for 'que' names nothing: the page is found by its title and read for the figure.
    ["notion", "qe canales hay en el plan de marketing del q1? y cuanto nos gastamos en linkedin al mes", /2\.500/],
    // Where the person put a thing, said again by what it is for: found by its name, with its folder.
    ["onedrive", "dnd meti la factura de logistica norte? la del transporte de octubre", /Facturas/],
    // What was said of a topic in a channel named: its messages, not the channel's newest.
    ["slack", "q se comento en ventas sobre grupo alameda? por cuanto se cerro", /48\.000/],
    // A meeting named with no day, gone already: the week before is read when none lies ahead.
    ["calendar", "quien vino a la reunion de seguimiento del proyecto atlas?", /Laura Gómez/],
    ["calendar", "a q hora fue la reunion de seguimiento del proyecto atlas? y quien mas venia", /10:00/],
  ])("%s «%s»", async (app, message, fact) => {
    const turn = await rig.send(app, message);
    expect(turn.clientError).toBeUndefined();
    expect(turn.reply).toMatch(fact);
    expect(turn.reply).not.toMatch(/queda fuera de lo que puedo hacer/);
  });

  it.each([
    ["slack", "¿cuántos tickets ha habido este mes en soporte?", /Son 7 tickets este mes/],
    ["discord", "cuantos errores han salido en las pruebas de la app movil", /12 errores encontrados/],
    ["slack", "que nota tiene la satisfaccion del soporte", /4,6 sobre 5/],
    ["discord", "¿a qué porcentaje va la integración con el ERP de Levante?", /60 %/],
    ["shifu", "¿qué porcentaje de descuento nos ofrece Tienda XYZ?", /40 % de descuento/],
  ])("answers %s «%s» with the sentence that states it, not a count or a list", async (app, message, fact) => {
    const turn = await rig.send(app, message);
    expect(turn.reply).toMatch(fact);
    expect(turn.reply).toMatch(/^> /m);
    expect(turn.reply).not.toMatch(/^(Tienes \*\*|He encontrado)/);
  });

  it("answers what someone says of a thing found across apps with its text, in whole sentences", async () => {
    const turn = await rig.send("shifu", "q dice carmen del contrato de logistica norte");
    expect(turn.reply).toMatch(/La cláusula de penalizaciones necesita cambios antes de firmar/);
    expect(turn.reply).not.toMatch(/…/);
  });

  it("heads a passage with the item found, never with the question's words re-ordered", async () => {
    const turn = await rig.send("gmail", "a que hora sale el vuelo de iberia?");
    expect(turn.reply).toMatch(/^\*\*Confirmación de tu reserva Madrid – Barcelona\*\* \(de Iberia\) dice:/);
    expect(turn.reply).toMatch(/08:05/);
    expect(turn.reply).not.toMatch(/Sobre «/);
  });

  it("keeps a general question that no app holds out of scope, in the person's words", async () => {
    const turn = await rig.send("gmail", "¿cuál es la capital de Francia?");
    expect(turn.toolCalls).toEqual([]);
    expect(turn.reply).toMatch(/queda fuera de lo que puedo hacer aquí/);
    expect(turn.reply).not.toMatch(/LLM_|variable|modelo de lenguaje/);
  });

  it("never turns 'archiva' into a trash, and an app named as a topic stays in this chat", async () => {
    const archived = await rig.send("gmail", "Archiva el correo de LinkedIn");
    expect(archived.approvals.map((approval) => approval.tool)).not.toContain("gmail_trash_message");
    const topic = await rig.send("notion", "que dice el plan de marketing q1 sobre linkedin");
    expect(topic.reply).not.toMatch(/Eso es cosa de LinkedIn/);
    expect(topic.toolCalls.length).toBeGreaterThan(0);
  });

  it("reads an app named after 'de' or 'sobre' as what the messages are about, and 'en' or 'abre' as the app", async () => {
    for (const text of [
      "¿alguien ha hablado de los precios de instagram?",
      "¿qué se dijo sobre la carpeta de drive?",
    ]) {
      const topic = await rig.send("slack", text);
      expect(topic.reply).not.toMatch(/Eso es cosa de/);
      expect(topic.toolCalls.map((call) => call.toolName)).toContain("slack_list_recent_messages");
    }
    for (const text of ["abre instagram", "¿qué comentarios hay en instagram?", "los comentarios de instagram"]) {
      const elsewhere = await rig.send("slack", text);
      expect(elsewhere.reply).toMatch(/Eso es cosa de Instagram/);
    }
  });

  it("answers a question someone already asked in the chat with the reply that came after it", async () => {
    const turn = await rig.send("slack", "¿quién contesta las preguntas de instagram?");
    expect(turn.reply).toMatch(/^\*\*Pedro Sánchez\*\* en marketing, respondiendo a Ana Ruiz/);
    expect(turn.reply).toMatch(/Las contesto yo/);
  });

  it("narrows by the day a task was given, not the day it is due, when the day is in a relative clause", async () => {
    const given = await rig.send("asana", "las tareas que me asignaron hace dos semanas");
    expect(given.toolCalls[0]?.input).toMatchObject({ createdFrom: expect.stringMatching(/T00:00/) });
    expect(given.toolCalls[0]?.input).not.toHaveProperty("dueFrom");
    expect(given.reply).toMatch(/plan de marketing de primavera/);
    expect(given.reply).not.toMatch(/Revisar contrato con Construcciones/);
  });

  it("pages further back in Slack only when the newest messages hold nothing that fits", async () => {
    const old = await rig.send("slack", "¿cuándo hay que subir las notas de gastos?");
    expect(old.reply).toMatch(/día 25/);
    expect(old.toolCalls.at(-1)).toMatchObject({
      toolName: "slack_list_recent_messages",
      input: { text: expect.stringContaining("gastos") },
    });
    const recent = await rig.send("slack", "cuantos inscritos tiene el webinar del jueves");
    expect(recent.reply).toMatch(/142/);
    expect(recent.toolCalls.filter((call) => "text" in call.input)).toEqual([]);
  });

  it("reads a past verb of the sentence itself as when a task was given", async () => {
    const given = await rig.send("asana", "¿qué tareas me asignaron hace 15 días?");
    expect(given.toolCalls[0]?.input).toMatchObject({ createdFrom: expect.stringMatching(/T00:00/) });
    expect(given.toolCalls[0]?.input).not.toHaveProperty("dueFrom");
  });

  it("proposes the one mail that most of a loose description fits, named exactly on the card", async () => {
    const turn = await rig.send("gmail", "borra la promo esa de la tienda de muebles de oficina q me llego");
    expect(turn.approvals).toHaveLength(1);
    expect(turn.approvals[0]?.summary).toContain("Oferta de verano");
  });
});
