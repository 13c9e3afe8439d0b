import { afterEach, expect, it } from "vitest";
import { moveClockToWorkingHours } from "./move-clock-to-working-hours";

const RealDate = Date;
afterEach(() => {
  globalThis.Date = RealDate;
});

const hourInSpain = (instant: number) =>
  Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", hour: "numeric", hourCycle: "h23" }).format(instant),
  );

it("moves a night-time clock to noon of the same day in Spain, and leaves it running", async () => {
  moveClockToWorkingHours();
  const moved = Date.now();
  expect(hourInSpain(moved)).toBeGreaterThanOrEqual(9);
  expect(hourInSpain(moved)).toBeLessThan(19);
  // Made with no argument, a date is the moved clock's now too.
  const made = new Date();
  expect(Math.abs(made.getTime() - moved)).toBeLessThan(1_000);
  expect(new Date(0).getTime()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(Date.now()).toBeGreaterThan(moved);
  const day = (instant: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(instant);
  expect(day(moved)).toBe(day(RealDate.now()));
});
