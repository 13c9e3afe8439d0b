import { describe, expect, it } from "vitest";
import type { ListedItem, ParsedRequest } from "../app-tool";
import { readMovedStart, readMoveEventArgs } from "./event-tool-inputs";

const ZONE = "Europe/Madrid";
const DEMO: ListedItem = { id: "evt-1", title: "Demo con Logística Castellana", date: "2026-12-09T09:00:00.000Z" };
const move = (request: Omit<ParsedRequest, "text"> & { text?: string }) =>
  readMoveEventArgs({ text: "", ...request }, DEMO);

describe("readMoveEventArgs", () => {
  it("carries a shift from the event's own start, never a new start", () => {
    expect(move({ text: "muévela una hora más tarde", startShiftMinutes: 60 })).toEqual({
      eventId: "evt-1",
      shiftMinutes: 60,
    });
  });

  it("reads a day with no hour as that day at the hour the event has", () => {
    expect(move({ text: "pásala al jueves", dueDate: "2026-12-10T00:00:00+01:00" })).toEqual({
      eventId: "evt-1",
      day: "2026-12-10",
    });
  });

  it("never moves an event to a midnight nobody said", () => {
    expect(move({ text: "muévela, que no llego", dueDate: "2026-12-07T00:00:00+01:00" })).toBeNull();
    expect(move({ text: "muévela al jueves a medianoche", dueDate: "2026-12-10T00:00:00+01:00" })).toMatchObject({
      start: "2026-12-10T00:00:00+01:00",
    });
  });
});

describe("readMovedStart", () => {
  it("moves the event's own start by the minutes given, keeping its day", () => {
    expect(readMovedStart({ shiftMinutes: 60 }, "2026-12-09T09:00:00.000Z", ZONE)).toBe("2026-12-09T10:00:00.000Z");
    expect(readMovedStart({ shiftMinutes: -30 }, "2026-12-09T09:00:00.000Z", ZONE)).toBe("2026-12-09T08:30:00.000Z");
  });

  it("moves it to the day given at the hour it had", () => {
    expect(readMovedStart({ day: "2026-12-10" }, "2026-12-09T09:00:00.000Z", ZONE)).toBe("2026-12-10T09:00:00.000Z");
  });

  it("asks for the new time when none is given", () => {
    expect(() => readMovedStart({}, "2026-12-09T09:00:00.000Z", ZONE)).toThrow(/a qué día y hora/);
  });
});
