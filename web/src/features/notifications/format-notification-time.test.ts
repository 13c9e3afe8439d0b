import { describe, expect, it } from "vitest";
import { formatNotificationTime } from "./format-notification-time";

/** The expected HH:mm of a local date, computed independently of the formatter. */
function localHoursMinutes(date: Date): string {
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

describe("formatNotificationTime", () => {
  it("shows a Date as 24-hour HH:mm", () => {
    expect(formatNotificationTime(new Date(2026, 10, 22, 9, 5))).toBe("09:05");
    expect(formatNotificationTime(new Date(2026, 10, 22, 23, 59))).toBe("23:59");
  });

  it("reads ISO strings, with or without a zone", () => {
    expect(formatNotificationTime("2026-11-22T17:45:00")).toBe("17:45");
    const utc = "2026-11-22T17:45:00.000Z";
    expect(formatNotificationTime(utc)).toBe(localHoursMinutes(new Date(utc)));
  });

  it("rewrites day/month/year and day-month-year as year-month-day before reading them", () => {
    expect(formatNotificationTime("22/11/2026 14:30")).toBe("14:30");
    expect(formatNotificationTime("22-11-2026 08:15")).toBe("08:15");
    expect(formatNotificationTime("5/3/2026 21:00")).toBe("21:00");
  });

  it("reads numbers under 1e12 as seconds and others as milliseconds", () => {
    const instant = new Date(2026, 10, 22, 13, 20);
    expect(formatNotificationTime(instant.getTime() / 1000)).toBe("13:20");
    expect(formatNotificationTime(instant.getTime())).toBe("13:20");
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["an object", { hora: "10:00" }],
    ["an unreadable string", "ayer por la tarde"],
    ["an invalid Date", new Date(Number.NaN)],
    ["NaN", Number.NaN],
  ])("falls back to the notification's date for %s", (_label, value) => {
    expect(formatNotificationTime(value, "2026-11-22T06:40:00")).toBe("06:40");
    expect(formatNotificationTime(value, "22/11/2026 07:10")).toBe("07:10");
  });

  it("says 'Hora desconocida' when neither the value nor the date can be read", () => {
    expect(formatNotificationTime("nunca")).toBe("Hora desconocida");
    expect(formatNotificationTime(undefined, null)).toBe("Hora desconocida");
    expect(formatNotificationTime(null, "Fecha desconocida")).toBe("Hora desconocida");
  });
});
