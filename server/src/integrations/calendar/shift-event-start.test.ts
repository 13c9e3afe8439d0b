import { describe, expect, it } from "vitest";
import { shiftEventStart } from "./shift-event-start";

const MADRID = "Europe/Madrid";

describe("shiftEventStart", () => {
  it("moves an event by minutes on its own day", () => {
    expect(shiftEventStart("2026-12-09T10:00:00+01:00", 60, MADRID)).toBe("2026-12-09T10:00:00.000Z");
    expect(shiftEventStart("2026-12-09T10:00:00+01:00", -30, MADRID)).toBe("2026-12-09T08:30:00.000Z");
  });

  it("keeps the hour on the wall clock when it moves by days, across a change of summer time", () => {
    expect(shiftEventStart("2026-12-09T10:00:00+01:00", 1440, MADRID)).toBe("2026-12-10T09:00:00.000Z");
    expect(shiftEventStart("2026-03-27T10:00:00+01:00", 7 * 1440, MADRID)).toBe("2026-04-03T08:00:00.000Z");
    expect(shiftEventStart("2026-12-01T10:00:00+01:00", -1440, MADRID)).toBe("2026-11-30T09:00:00.000Z");
  });
});
