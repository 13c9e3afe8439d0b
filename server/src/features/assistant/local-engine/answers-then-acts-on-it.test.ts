import { describe, expect, it } from "vitest";
import { useUnderstandingRig } from "../evaluate-understanding/use-understanding-rig";
import { findAskedNoun } from "./find-asked-noun";
import { tokenizeRequest } from "./tokenize-request";

// A question about a thing, then an order on the same thing ('¿dónde es? acepta la invitación'): real turns through
// the chat route over the sandbox's demo data, with no model.
const rig = useUnderstandingRig();

function readAskedNoun(text: string): string | undefined {
  const tokens = tokenizeRequest(text);
  const index = findAskedNoun(text, tokens, new Set());
  return index === undefined ? undefined : tokens[index]?.raw;
}

describe("the noun a question asks for", () => {
  it.each([
    ["La de la presentación, ¿para qué reunión era?", "reunión"],
    ["¿en qué sala toca el comité de seguridad?", "sala"],
    ["q dia hay q cambiar las contraseñas", "dia"],
    ["la reunión de Atlas y en que sala es?", "sala"],
  ])("«%s» asks for «%s»", (text, noun) => {
    expect(readAskedNoun(text)).toBe(noun);
  });

  it.each([
    "¿qué dice el acta del lunes?",
    "q sabes de raquel soler?",
    "¿Qué necesita Pedro de mí?",
    "q pone en la guia de estilo sobre los colores",
    "los correos que tengan adjuntos y que sean de Pedro",
  ])("«%s» asks with a verb, not for a noun", (text) => {
    expect(readAskedNoun(text)).toBeUndefined();
  });
});

describe("a question about a thing, then an order on it", () => {
  it("answers where an invitation is and proposes accepting that one, named only by its kind", async () => {
    const turn = await rig.send("outlook", "Javier Ruiz me ha invitado a comer, ¿dónde es? acepta la invitación");
    expect(turn.reply).toMatch(/Restaurante Sacha/);
    expect(turn.approvals).toHaveLength(1);
    expect(turn.approvals[0]).toMatchObject({ tool: "outlook_respond_invitation", args: { response: "accepted" } });
    expect(turn.approvals[0]?.summary).toMatch(/Comida con Javier Ruiz/);
    expect(turn.reply).not.toMatch(/¿Cuál de estos\?/);
  });

  it("looks for a task by its name, not by the noun its question asks for, and assigns it", async () => {
    const turn = await rig.send(
      "asana",
      "La de la presentacion de resultados del trimestre, ¿para qué reunión era? Pásasela a Lucía que yo esta semana no llego",
    );
    expect(turn.approvals).toHaveLength(1);
    expect(turn.approvals[0]?.tool).toBe("asana_assign_task");
    expect(turn.approvals[0]?.summary).toMatch(/presentación de resultados del trimestre.*Lucía Ortega/);
  });

  it("reads the mail a question names by its sender ('según el correo de andres') and forwards that one", async () => {
    const turn = await rig.send(
      "outlook",
      "q dia hay q cambiar las contraseñas segun el correo de andres? reenvialo a Laura Gómez xfa",
    );
    expect(turn.reply).toMatch(/Cambio de contraseñas del correo/);
    expect(turn.reply).toMatch(/lunes/);
    expect(turn.reply).not.toMatch(/Renovación del contrato de la sala/);
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["outlook_forward_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Cambio de contraseñas del correo/);
  });

  it("forwards the mail of an invitation asked about in a mail app, never dropping the forward", async () => {
    const turn = await rig.send(
      "gmail",
      "quien me invito a la reunion de seguimiento del proyecto Atlas y en que sala es? reenviaselo a Carlos Martinez",
    );
    expect(turn.reply).toMatch(/Sala Retiro/);
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["gmail_forward_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Carlos Martínez.*seguimiento del proyecto Atlas/);
  });

  it("asks a meeting's room of the calendar ('¿en qué sala toca…?')", async () => {
    const turn = await rig.send("outlook", "¿en qué sala toca el comité de seguridad?");
    expect(turn.toolCalls[0]?.toolName).toBe("outlook_list_events");
    expect(turn.reply).toMatch(/Sala Atocha/);
  });

  it("asks a second question of the source the first one named ('según el plan de marketing? y qué toca en marzo?')", async () => {
    const turn = await rig.send(
      "notion",
      "¿Cuánto vamos a meter al mes en LinkedIn Ads según el plan de marketing? y qué toca en marzo?",
    );
    expect(turn.reply).toMatch(/2\.500 €/);
    expect(turn.reply).toMatch(/Digital Business/);
    expect(turn.reply).not.toMatch(/cosa de LinkedIn/);
  });

  it("reads a lower-case 'javier' as whom a ClickUp task is given to, not as an infinitive", async () => {
    const turn = await rig.send("clickup", "encarga a javier lo del pedido de material de oficina");
    expect(turn.approvals[0]?.tool).toBe("clickup_assign_task");
    expect(turn.approvals[0]?.summary).toMatch(/Cerrar el pedido de material de oficina.*Javier Ortiz/);
  });

  it("answers a question about a mail and archives 'ese correo', the one asked about", async () => {
    const turn = await rig.send("gmail", "que asiento me toco en el vuelo a barcelona? y despues archiva ese correo");
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["gmail_archive_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Confirmación de tu reserva Madrid – Barcelona/);
  });

  it("puts a note 'de que…' on the contact a question found, with what it says", async () => {
    const turn = await rig.send(
      "hubspot",
      "¿qué teléfono tiene el director general de Hoteles Mediterráneo? apúntale una nota de que le llamo el lunes por la propuesta",
    );
    expect(turn.reply).toMatch(/963 214 578/);
    expect(turn.approvals).toHaveLength(1);
    expect(turn.approvals[0]).toMatchObject({
      tool: "hubspot_add_note",
      args: { body: "le llamo el lunes por la propuesta" },
    });
    expect(turn.approvals[0]?.summary).toMatch(/Jorge Castillo/);
  });

  it("proposes both bins when one verb names two mails ('borra el A y también la B')", async () => {
    const turn = await rig.send(
      "gmail",
      "borra el boletín de emprendedores y también la oferta de verano de Tienda XYZ",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["gmail_trash_message", "gmail_trash_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/Boletín de noviembre/);
    expect(turn.approvals[1]?.summary).toMatch(/Oferta de verano/);
  });

  it("lists the newest contacts asked for with 'q' ('los ultimos contactos q se han dado de alta')", async () => {
    const turn = await rig.send("hubspot", "quienes son los ultimos contactos q se han dado de alta?");
    expect(turn.toolCalls[0]?.toolName).toBe("hubspot_list_recent_contacts");
    expect(turn.reply).not.toMatch(/queda fuera/);
  });

  it("makes a label and puts it on the mail described after 'pónsela'", async () => {
    const turn = await rig.send(
      "gmail",
      "crea una etiqueta que se llame Proyecto Atlas y ponsela a la invitacion de la reunion que me mando Pedro",
    );
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["gmail_create_label", "gmail_label_message"]);
    expect(turn.approvals[1]?.args).toMatchObject({ labelName: "Proyecto Atlas" });
    expect(turn.approvals[1]?.summary).toMatch(/seguimiento del proyecto Atlas/);
  });

  it("bins a Notion page with its archive, and says on the card where it goes", async () => {
    const turn = await rig.send("notion", "manda a la papelera la página de ideas del blog");
    expect(turn.approvals[0]?.tool).toBe("notion_archive_page");
    expect(turn.approvals[0]?.summary).toMatch(/Ideas para el blog.*papelera/);
  });

  it("posts 'que sí' to the channel named, never answering an invitation with it", async () => {
    const turn = await rig.send(
      "shifu",
      "hay algo por algún lado de hoteles mirador? y publica en #ventas q sí, q voy a la reunión con ellos",
    );
    expect(turn.reply).toMatch(/ampliar a 3 hoteles/);
    expect(turn.approvals.map((approval) => approval.tool)).toEqual(["slack_post_message"]);
    expect(turn.approvals[0]?.summary).toMatch(/#ventas/);
    expect(String(turn.approvals[0]?.args.text)).toMatch(/voy a la reunión/);
  });
});
