import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";

const now = new Date("2026-11-23T10:30:00Z");

function countIn(text: string) {
  return parseSpanishRequest(text, { now, timeZone: "Europe/Madrid" }).request.count;
}

describe("how many things a request wants", () => {
  test("a number in what a thing is called counts nothing", () => {
    expect(countIn("quien me ha comentado en el reel de las tres tareas")).toBeUndefined();
  });

  test.each([
    ["dame los tres ultimos correos", 3],
    ["resume los 3 correos de laura", 3],
    ["el resumen de los tres últimos correos", 3],
  ])("%s wants %i", (text, count) => {
    expect(countIn(text)).toBe(count);
  });
});
