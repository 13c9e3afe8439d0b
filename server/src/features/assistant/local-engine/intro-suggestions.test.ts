import { type AssistantKey, introSuggestions } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { ALL_APPS, askLocalEngine } from "./test-support/ask-local-engine";

const suggested = (Object.entries(introSuggestions) as [AssistantKey, readonly string[]][]).flatMap(
  ([assistant, suggestions]) => suggestions.map((text) => ({ assistant, text })),
);

describe("the intro cards' suggestions", () => {
  it("suggests requests to every app the engine has tools for", () => {
    for (const app of ALL_APPS) expect(introSuggestions[app], app).toHaveLength(2);
  });

  it.each(suggested)(
    "$assistant: «$text» is carried out by one of the assistant's own tools",
    async ({ assistant, text }) => {
      const step = await askLocalEngine(text, { assistant });
      const app = assistant === "shifu" ? "gmail" : assistant;
      expect(step.toolName, step.text).toMatch(new RegExp(`^${app}_`));
    },
  );
});
