import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

describe("'dime qué tengo …' said of a day", () => {
  it("asks the agenda of that day, as '¿qué tengo mañana?' does", () => {
    expect(parse("dime que tengo mañana")).toMatchObject({ action: "list", objects: ["event"] });
    expect(parse("dime qué tengo el jueves")).toMatchObject({ action: "list", objects: ["event"] });
  });

  it("leaves what is pending and things named by their kind as they were", () => {
    expect(parse("dime que tengo pendiente hoy")).toMatchObject({ action: "summarize", objects: ["pending"] });
    expect(parse("dime qué correos tengo hoy")).toMatchObject({ action: "list", objects: ["email"] });
  });
});
