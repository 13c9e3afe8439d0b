import { describe, expect, it } from "vitest";
import { formatMessageTime, readIsoTimestamp } from "./format-message-time";

/** The expected HH:MM of a local date, computed independently of the formatter. */
function localHoursMinutes(date: Date): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

describe("formatMessageTime", () => {
  it("formats a Date as 24-hour HH:MM", () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5))).toBe("09:05");
    expect(formatMessageTime(new Date(2026, 10, 22, 23, 59))).toBe("23:59");
    expect(formatMessageTime(new Date(2026, 10, 22, 0, 7))).toBe("00:07");
  });

  it("reads ISO strings, with or without a zone", () => {
    expect(formatMessageTime("2026-11-22T17:45:00")).toBe("17:45");
    const utc = "2026-11-22T17:45:00.000Z";
    expect(formatMessageTime(utc)).toBe(localHoursMinutes(new Date(utc)));
  });

  it("rewrites day/month/year and day-month-year strings as year-month-day", () => {
    expect(formatMessageTime("22/11/2026 14:30")).toBe("14:30");
    expect(formatMessageTime("22-11-2026 08:15")).toBe("08:15");
    expect(formatMessageTime("5/3/2026 21:00")).toBe("21:00");
    expect(formatMessageTime("22/11/2026")).toBe("00:00");
  });

  it("reads numbers under 1e12 as seconds and others as milliseconds", () => {
    const instant = new Date(2026, 10, 22, 13, 20);
    expect(formatMessageTime(instant.getTime() / 1000)).toBe("13:20");
    expect(formatMessageTime(instant.getTime())).toBe("13:20");
    expect(formatMessageTime(0)).toBe(localHoursMinutes(new Date(0)));
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty string", ""],
    ["words", "ayer por la tarde"],
    ["an invalid Date", new Date(Number.NaN)],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an object", { hora: "10:00" }],
    ["an impossible day", "45/13/2026"],
  ])("says 'Hora desconocida' for %s", (_label, value) => {
    expect(formatMessageTime(value)).toBe("Hora desconocida");
  });
});

describe("readIsoTimestamp", () => {
  it("gives the ISO form of a readable timestamp and nothing otherwise", () => {
    expect(readIsoTimestamp("2026-11-22T17:45:00.000Z")).toBe("2026-11-22T17:45:00.000Z");
    expect(readIsoTimestamp(1_700_000_000)).toBe(new Date(1_700_000_000_000).toISOString());
    expect(readIsoTimestamp("nunca")).toBeUndefined();
  });
});
