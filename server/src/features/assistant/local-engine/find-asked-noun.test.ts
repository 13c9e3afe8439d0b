import { describe, expect, test } from "vitest";
import { findAskedNoun } from "./find-asked-noun";
import { tokenizeRequest } from "./tokenize-request";

function readAskedNoun(text: string): string | undefined {
  const tokens = tokenizeRequest(text);
  const index = findAskedNoun(text, tokens, new Set());
  return index === undefined ? undefined : tokens[index]?.norm;
}

describe("the noun a question asks for", () => {
  test.each([
    ["¿para qué reunión era?", "reunion"],
    ["qué acuerdos quedaron pendientes en el acta?", "acuerdos"],
    ["del acta del comité de dirección, qué acuerdos quedaron pendientes?", "acuerdos"],
  ])("%s asks for %s", (text, noun) => {
    expect(readAskedNoun(text)).toBe(noun);
  });

  test.each([["¿qué dice el acta?"], ["del acta del comité, que acuerdos quedaron pendientes"]])(
    "%s asks for no noun",
    (text) => {
      expect(readAskedNoun(text)).toBeUndefined();
    },
  );
});
