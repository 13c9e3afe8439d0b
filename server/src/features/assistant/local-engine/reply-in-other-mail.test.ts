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
});
