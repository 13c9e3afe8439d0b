import { describe, expect, it } from "vitest";
import { computeLoginStreak } from "./login-streak";

describe("computeLoginStreak", () => {
  const now = new Date("2026-11-22T00:30:00Z");

  it("starts at 1 on the first login", () => {
    expect(computeLoginStreak(0, null, now)).toBe(1);
  });

  it("adds one when the last login was the previous UTC day, even minutes ago", () => {
    expect(computeLoginStreak(3, new Date("2026-11-21T23:59:00Z"), now)).toBe(4);
  });

  it("keeps the streak on a second login the same UTC day", () => {
    expect(computeLoginStreak(3, new Date("2026-11-22T00:01:00Z"), now)).toBe(3);
  });

  it("starts over after a missed day", () => {
    expect(computeLoginStreak(9, new Date("2026-11-20T12:00:00Z"), now)).toBe(1);
  });
});
