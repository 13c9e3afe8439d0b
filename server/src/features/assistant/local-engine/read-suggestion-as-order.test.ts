import { describe, expect, test } from "vitest";
import { readSuggestionAsOrder } from "./read-suggestion-as-order";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("a suggestion made to whoever does the work", () => {
  test.each([
    ["que tal si archivas lo del banco", "archivas lo del banco"],
    ["¿y si le contestas a Laura que vale?", "le contestas a Laura que vale"],
    ["¿por qué no borras la publi?", "borras la publi"],
  ])("%s reads as the order", (text, order) => {
    expect(readSuggestionAsOrder(text)).toBe(order);
  });

  test.each(["¿qué tal el viaje?", "¿y si no llega el pedido?", "¿por qué no me ha contestado Laura?"])(
    "%s keeps its meaning",
    (text) => {
      expect(readSuggestionAsOrder(text)).toBe(text);
    },
  );

  test("is a write, not a greeting", async () => {
    const step = await askLocalEngine("que tal si archivas lo del banco", {
      assistant: "gmail",
      connectedApps: ["gmail"],
    });
    expect(step.toolName).toMatch(/^gmail_(search|list)/);
  });
});
