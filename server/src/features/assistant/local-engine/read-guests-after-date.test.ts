import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";

const now = new Date("2026-11-23T10:30:00Z");

function parse(text: string) {
  return parseSpanishRequest(text, { now, timeZone: "Europe/Madrid" });
}

describe("guests named after a new meeting's day", () => {
  test("'una reunión el jueves de 9 a 10 con Pedro para …' invites Pedro, not what it is for", () => {
    const parsed = parse("ponme una reunion el jueves de 9 a 10 con pedro para ver el presupuesto");
    expect(parsed.action).toBe("create");
    expect(parsed.request.name).toBe("pedro");
  });

  test("guests right after the meeting are read as before", () => {
    expect(parse("ponme una reunion con pedro el jueves").request.name).toBe("pedro");
  });
});

describe("direct messages asked in words", () => {
  test("'¿qué me ha dicho Laura por dm?' reads what Laura sent", () => {
    const parsed = parse("que me ha dicho laura por dm?");
    expect(parsed.request.directOnly).toBe(true);
    expect(parsed.request.person).toBe("laura");
  });

  test("'qué me escribió Laura por privado' is a chat's private message, not a mail", () => {
    expect(parse("que me escribio laura por privado?").objects).toEqual(["message"]);
    expect(parse("que correos privados me escribio laura?").objects).toContain("email");
  });
});
