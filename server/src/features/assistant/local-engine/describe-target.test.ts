import { describe, expect, it } from "vitest";
import { describeTarget } from "./describe-target";

describe("describeTarget", () => {
  it("keeps what a mail asks for out of the words it must have ('el mail raro que pide…')", () => {
    expect(describeTarget({ text: "borra el mail raro que pide la lista", keywords: "raro que pide" })).toEqual({
      alternatives: [["raro que"]],
    });
  });

  it("drops an asking verb with a pronoun joined to it ('pagarle')", () => {
    expect(describeTarget({ text: "cuánto tengo que pagarle a logística", keywords: "pagarle norte" })).toEqual({
      alternatives: [["norte"]],
    });
  });

  it("lets what names a thing describe it without the remark after it ('…del equipo que ocupa un montón')", () => {
    const text = "borra la foto del equipo que ocupa un montón";
    expect(describeTarget({ text, keywords: "equipo que ocupa un montón" })).toEqual({
      alternatives: [["equipo que ocupa un montón"], ["equipo"]],
    });
  });
});
