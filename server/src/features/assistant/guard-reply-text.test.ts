import { describe, expect, it } from "vitest";
import { createReplyGuard } from "./guard-reply-text";

const guard = () => createReplyGuard({ isWrite: (name) => name === "gmail_trash_message" });

function say(words: readonly string[], toolAfter?: { index: number; name: string }) {
  const reply = guard();
  let shown = "";
  words.forEach((word, index) => {
    shown += reply.write(word);
    if (toolAfter?.index === index) shown += reply.breakAt(toolAfter.name);
  });
  shown += reply.end();
  return { shown, stored: reply.text() };
}

describe("the reply guard", () => {
  it("shows a sentence once it is whole, and a long run without one in pieces", () => {
    const reply = guard();
    expect(reply.write("Hola, soy")).toBe("");
    expect(reply.write(" Shifu. ¿En")).toBe("Hola, soy Shifu. ");
    expect(reply.write(" qué te ayudo?")).toBe("");
    expect(reply.end()).toBe("¿En qué te ayudo?");
    expect(reply.write("palabra ".repeat(40)).length).toBeGreaterThan(100);
  });

  it("leaves out a claim that an action is done once a write was proposed, and only then", () => {
    const words = ["Lo muevo a la papelera. ", "¡Listo! ", "He borrado el correo. ", "¿Algo más?"];
    expect(say(words, { index: 0, name: "gmail_trash_message" }).stored).toBe("Lo muevo a la papelera.\n\n¿Algo más?");
    // After a read, 'enviado por' is a fact about the data.
    expect(
      say(["- Factura enviada por Iberia\n", "- Oferta de Tienda XYZ\n"], { index: 1, name: "gmail_search_messages" })
        .shown,
    ).toContain("enviada por Iberia");
  });

  it("keeps a card's long summary whole, though it names a folder or a title with a participle", () => {
    const summary =
      "**Mover a Elementos eliminados el correo «Acción urgente requerida en su buzón» de Soporte Técnico del departamento de sistemas**";
    const words = [
      "Para hacerlo necesito tu confirmación: ",
      ...summary.split(" ").map((word) => `${word} `),
      ". Pulsa «Confirmar» o «Cancelar».",
    ];
    const { shown } = say(words, { index: 0, name: "gmail_trash_message" });
    expect(shown).toBe(`Para hacerlo necesito tu confirmación: ${summary} . Pulsa «Confirmar» o «Cancelar».`);
    // In its own voice, a participle still claims the deed.
    expect(
      say(["Te lo propongo. ", "**Correo eliminado** de Soporte. ", "¿Algo más?"], {
        index: 0,
        name: "gmail_trash_message",
      }).stored,
    ).toBe("Te lo propongo.\n\n¿Algo más?");
  });

  it("keeps a summary whole when a sentence ends inside it, as a card's list of sessions follows its addresses", () => {
    const summary =
      "**Mover el evento «Comité» y avisar a los invitados: laura.gomez@ejemplo.com. Sesión afectada: lunes 7 de diciembre**";
    const words = [
      "Para hacerlo necesito tu confirmación: ",
      ...summary.split(" ").map((word) => `${word} `),
      ". Pulsa «Confirmar» o «Cancelar».",
    ];
    const { shown, stored } = say(words, { index: 0, name: "gmail_trash_message" });
    expect(shown).toBe(`Para hacerlo necesito tu confirmación: ${summary} . Pulsa «Confirmar» o «Cancelar».`);
    expect(stored).toContain(`${summary} . Pulsa «Confirmar»`);
  });

  it("names apps instead of tools, and leaves file names alone", () => {
    const { shown } = say(["Con `gmail_search_messages` y hubspot_find_deal busqué ", "drive_backup_2024.zip."]);
    expect(shown).toBe("Con Gmail y HubSpot busqué drive_backup_2024.zip.");
  });

  it("leaves out a sentence that names a server setting", () => {
    expect(say(["Falta configurar LLM_BASE_URL y LLM_MODEL. ", "Puedo ayudarte con Gmail."]).stored).toBe(
      "Puedo ayudarte con Gmail.",
    );
  });

  it("turns an invitation to connect a coming-soon app into the fact, and keeps the others", () => {
    const { stored } = say([
      "Puedes conectar Salesforce y LinkedIn Sales desde el botón +. ",
      "También puedes conectar Asana.",
    ]);
    expect(stored).toBe(
      "Salesforce y LinkedIn Sales todavía no se pueden conectar en Shifu (Próximamente). También puedes conectar Asana.",
    );
    expect(say(["Jira no está disponible todavía."]).stored).toBe("Jira no está disponible todavía.");
  });
});
