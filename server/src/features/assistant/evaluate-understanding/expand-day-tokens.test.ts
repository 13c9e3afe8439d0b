import { describe, expect, it } from "vitest";
import { expandDayTokens } from "./expand-day-tokens";

describe("expandDayTokens", () => {
  const now = Date.parse("2026-12-06T11:00:00Z");

  it("writes a day relative to now as Spanish short dates", () => {
    expect(expandDayTokens("{hoy+45}", now)).toBe("20 ene");
    expect(expandDayTokens("vence el {hoy-6}|{hoy+0}", now)).toBe("vence el 30 nov|6 dic");
  });

  it("leaves facts without tokens alone", () => {
    expect(expandDayTokens("Transportes Galaicos", now)).toBe("Transportes Galaicos");
  });
});
