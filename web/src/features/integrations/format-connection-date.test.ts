import { describe, expect, it } from "vitest";
import { formatConnectionDate } from "./format-connection-date";

describe("formatConnectionDate", () => {
  it("writes the day in Spanish (Spain)", () => {
    expect(formatConnectionDate("2026-11-20T12:00:00Z")).toBe("20 de noviembre de 2026");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatConnectionDate("ayer")).toBe("ayer");
  });
});
