import { describe, expect, it } from "vitest";
import { expandDayTokens } from "./expand-day-tokens";

describe("expandDayTokens", () => {
  const now = Date.parse("2026-12-06T11:00:00Z");

  it("writes a day relative to now as a list and as a sentence write it", () => {
    expect(expandDayTokens("{hoy+45}", now)).toBe("20 ene|20 de enero");
    expect(expandDayTokens("{hoy-6}", now)).toBe("30 nov|30 de noviembre");
  });

  it("writes the days left in the year, counted in Spain", () => {
    expect(expandDayTokens("{hasta-fin-de-año}", now)).toBe("25 días");
    expect(expandDayTokens("{hasta-fin-de-año}", Date.parse("2026-12-30T23:30:00Z"))).toBe("0 días");
  });

  it("leaves facts without tokens alone", () => {
    expect(expandDayTokens("Transportes Galaicos", now)).toBe("Transportes Galaicos");
  });
});
