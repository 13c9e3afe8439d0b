import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { type ModelToolResult, UNTRUSTED_NOTICE } from "../model-tool-result";
import { askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

const general = { assistant: "shifu", connectedApps: ["gmail", "outlook"] } as const;

function listed(items: ListedItem[]): ModelToolResult {
  return { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "email", items } };
}

describe("a reply to someone in the general chat", () => {
  const text = "contéstale a Carmen por mail que el jueves lo miramos";

  it("looks for their mail in the first mail app", async () => {
    const step = await askLocalEngine(text, general);
    expect(step).toMatchObject({ toolName: "gmail_search_messages", input: { from: "Carmen" } });
  });

  it("looks in the other mail app when the first has nothing from them", async () => {
    const step = await runEngineStep(
      promptWithToolResult(text, [
        { toolName: "gmail_search_messages", input: { from: "Carmen" }, toolCallId: "r0-f0-a", result: listed([]) },
        { toolName: "gmail_list_recent_messages", input: { count: 20 }, toolCallId: "r0-f1-a", result: listed([]) },
      ]),
      general,
    );
    expect(step).toMatchObject({ toolName: "outlook_search_messages", input: { from: "Carmen" } });
  });

  it("reads someone's mail from the other mail app, leaving room for the read", async () => {
    const question = "¿de qué va lo que me pasó rosa por correo?";
    const first = await askLocalEngine(question, general);
    expect(first).toMatchObject({ toolName: "gmail_search_messages", input: { from: "rosa" } });
    expect(first.input).not.toHaveProperty("words");
    const next = await runEngineStep(
      promptWithToolResult(question, [
        { toolName: "gmail_search_messages", input: { from: "rosa" }, toolCallId: "r0-f0-a", result: listed([]) },
        { toolName: "gmail_list_recent_messages", input: { count: 20 }, toolCallId: "r0-f1-a", result: listed([]) },
      ]),
      general,
    );
    expect(next).toMatchObject({ toolName: "outlook_search_messages", input: { from: "rosa" } });
  });

  it("looks for a mail it describes in the other mail app when the first has none that fits", async () => {
    const described = "contesta al correo del cierre contable diciendo que mañana mando las facturas";
    const first = await askLocalEngine(described, general);
    expect(first).toMatchObject({ toolName: "gmail_search_messages", input: { words: "cierre contable" } });
    const next = await runEngineStep(
      promptWithToolResult(described, [
        {
          toolName: "gmail_search_messages",
          input: { words: "cierre contable", count: 5 },
          toolCallId: "r0-f0-a",
          result: listed([]),
        },
        { toolName: "gmail_list_recent_messages", input: { count: 20 }, toolCallId: "r0-f1-a", result: listed([]) },
      ]),
      general,
    );
    expect(next).toMatchObject({ toolName: "outlook_search_messages", input: { text: "cierre contable" } });
  });
});
