import { describe, expect, it } from "vitest";
import { matchesNameLoosely } from "./matches-name-loosely";

describe("matchesNameLoosely", () => {
  it.each([
    ["Marta Vidal", "marta vidla"],
    ["Carmen Aguilar", "carmen agilar"],
    ["Raúl Medina", "raul medina"],
    ["Íñigo Etxeberria", "inigo"],
  ])("«%s» is named by '%s'", (name, written) => {
    expect(matchesNameLoosely(name, written)).toBe(true);
  });

  it.each([
    ["Rubén Gil", "ruben gal"],
    ["Marta Vidal", "marta ruiz"],
    ["Nuria Prieto", ""],
  ])("«%s» is not named by '%s'", (name, written) => {
    expect(matchesNameLoosely(name, written)).toBe(false);
  });
});
