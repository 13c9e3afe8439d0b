import { describe, expect, it } from "vitest";
import { describeTarget } from "./describe-target";

describe("describeTarget", () => {
  it("keeps what a mail asks for out of the words it must have ('el mail raro que pide…')", () => {
    expect(describeTarget({ text: "borra el mail raro que pide la lista", keywords: "raro que pide" })).toEqual({
      alternatives: [["raro que"]],
    });
  });
});
