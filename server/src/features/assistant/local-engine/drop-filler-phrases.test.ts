import { describe, expect, test } from "vitest";
import { dropFillerPhrases } from "./drop-filler-phrases";

describe("words put in while speaking", () => {
  test("hold nothing to look for", () => {
    expect(dropFillerPhrases("a que hora era al final la formacion?")).toBe("a que hora era la formacion?");
    expect(dropFillerPhrases("o sea, que tengo hoy")).toBe(" que tengo hoy");
  });

  test("'al final de' says where", () => {
    expect(dropFillerPhrases("qué pone al final del acta")).toBe("qué pone al final del acta");
  });
});
