import { describe, expect, it } from "vitest";
import { askLocalEngine, type EngineOptions } from "./test-support/ask-local-engine";

const general: EngineOptions = {
  assistant: "shifu",
  connectedApps: ["gmail", "teams"],
  directories: { teams: { places: [], people: ["Marta López"] } },
};

describe("a reply in the general chat", () => {
  it("answers the person's latest mail even when a team chat has them", async () => {
    const step = await askLocalEngine("contéstale a Marta que me parece bien", general);
    expect(step.toolName).toMatch(/^gmail_/);
  });

  it("is a chat message when the chat is named", async () => {
    const step = await askLocalEngine("contéstale a Marta por Teams que me parece bien", general);
    expect(step.toolName).toMatch(/^teams_/);
  });
});
