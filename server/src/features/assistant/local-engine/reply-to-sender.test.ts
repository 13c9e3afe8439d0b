import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { type ModelToolResult, UNTRUSTED_NOTICE } from "../model-tool-result";
import { promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

const gmail = { assistant: "gmail", connectedApps: ["gmail"] } as const;

function listed(items: ListedItem[]): ModelToolResult {
  return { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items } };
}

describe("a reply that names only whom it answers", () => {
  it("answers their newest mail, however often an older one names them", async () => {
    const found = [
      {
        id: "old",
        title: "Fotos de la cena",
        from: "Laura Gómez <laura.gomez@ejemplo.com>",
        date: "2026-11-10T09:00:00Z",
        snippet: "Te dejo las fotos, Laura. Un abrazo, Laura",
      },
      {
        id: "new",
        title: "Revisión del presupuesto",
        from: "Laura Gómez <laura.gomez@ejemplo.com>",
        date: "2026-11-22T09:00:00Z",
        snippet: "He repasado el presupuesto.",
      },
    ];
    const step = await runEngineStep(
      promptWithToolResult("contestale a laura que vale", [
        {
          toolName: "gmail_search_messages",
          input: { from: "laura", count: 5 },
          toolCallId: "r0-f0-a",
          result: listed(found),
        },
      ]),
      gmail,
    );
    expect(step).toMatchObject({ toolName: "gmail_reply_message", input: { messageId: "new" } });
  });

  it("answers nothing that only mentions them, nor a mail sent to them, and offers a new mail", async () => {
    const mentions = [
      {
        id: "invite",
        title: "Invitación: reunión de seguimiento",
        from: "Google Calendar <calendar-notification@google.com>",
        snippet: "Pedro Sánchez te ha invitado a un evento.",
      },
      { id: "sent", title: "Propuesta de agenda", from: "Para Pedro Sánchez", snippet: "Hola, Pedro" },
    ];
    const text = "respondele a pedro que el jueves me va bien";
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "gmail_search_messages",
          input: { from: "pedro", count: 5 },
          toolCallId: "r0-f0-a",
          result: listed([]),
        },
        {
          toolName: "gmail_list_recent_messages",
          input: { count: 20 },
          toolCallId: "r0-f1-a",
          result: listed(mentions),
        },
        {
          toolName: "gmail_search_messages",
          input: { words: "pedro", count: 5 },
          toolCallId: "r0-f2-a",
          result: listed(mentions),
        },
      ]),
      gmail,
    );
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("ningún correo de Pedro");
    expect(step.text).toContain("correo nuevo");
  });
});
