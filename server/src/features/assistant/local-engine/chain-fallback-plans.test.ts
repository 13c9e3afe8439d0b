import { describe, expect, it } from "vitest";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { type EngineOptions, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

const general: EngineOptions = {
  assistant: "shifu",
  connectedApps: ["hubspot", "gmail", "slack"],
  directories: { slack: { places: [], people: ["Sofía Herrera", "Laura Gómez"] } },
};

const nothing = {
  status: "ok" as const,
  notice: UNTRUSTED_NOTICE,
  output: { kind: "list" as const, object: "contact" as const, items: [] },
};

describe("'¿quién es…?' in the general chat", () => {
  it("reads the team chat whose members include the person once the contacts know nobody", async () => {
    const prompt = promptWithToolResult("quien es sofia herrera?", [
      {
        toolName: "hubspot_search_contacts",
        input: { query: "sofia herrera" },
        result: nothing,
        toolCallId: "r0-f0-a",
      },
      { toolName: "hubspot_list_recent_contacts", input: { count: 50 }, result: nothing, toolCallId: "r0-f1-b" },
    ]);
    expect(await runEngineStep(prompt, general)).toMatchObject({
      toolName: "slack_list_recent_messages",
      input: { from: "Sofía Herrera" },
    });
  });

  it("goes on to the mail when no team chat has the person", async () => {
    const prompt = promptWithToolResult("quien es rosa jimenez?", [
      { toolName: "hubspot_search_contacts", input: { query: "rosa jimenez" }, result: nothing, toolCallId: "r0-f0-a" },
      { toolName: "hubspot_list_recent_contacts", input: { count: 50 }, result: nothing, toolCallId: "r0-f1-b" },
    ]);
    expect(await runEngineStep(prompt, general)).toMatchObject({ toolName: "gmail_search_messages" });
  });
});
