import { describe, expect, it } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

const mail = { id: "msg-42", title: "Factura de noviembre", from: "Contabilidad Acme" };

describe("a request about a notification card's item", () => {
  it.each([
    ["etiquétalo como Facturas", "gmail_label_message", { messageId: "msg-42", labelName: "Facturas" }],
    ["ponle la etiqueta «Pagos»", "gmail_label_message", { messageId: "msg-42", labelName: "Pagos" }],
    ["bórralo", "gmail_trash_message", { messageId: "msg-42" }],
    ["mándalo a la papelera", "gmail_trash_message", { messageId: "msg-42" }],
  ])("'%s' acts on that item without searching", async (text, toolName, input) => {
    const step = await askLocalEngine(text, {
      assistant: "gmail",
      connectedApps: ["gmail"],
      focus: { app: "gmail", item: mail },
    });
    expect(step.toolName).toBe(toolName);
    expect(step.input).toMatchObject(input);
  });

  it("answers a reply with its text to that item", async () => {
    const step = await askLocalEngine("respóndele que sí, que el lunes le envío el pago", {
      assistant: "gmail",
      connectedApps: ["gmail"],
      focus: { app: "gmail", item: mail },
    });
    expect(step.toolName).toBe("gmail_reply_message");
    expect(step.input).toMatchObject({ messageId: "msg-42" });
    expect(JSON.stringify(step.input)).toContain("el lunes le envío el pago");
  });

  it("without a focused item still searches for the one the request names", async () => {
    const step = await askLocalEngine("etiqueta el correo de Contabilidad como Facturas", {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    expect(step.toolName).toBe("gmail_search_messages");
  });
});
