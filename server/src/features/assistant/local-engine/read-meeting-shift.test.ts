import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text";
import { readMeetingShift, readsMeetingMove } from "./read-meeting-shift";

describe("readMeetingShift", () => {
  it("reads an hour's shift as a meeting's reschedule, whatever verb or object the rules saw", () => {
    expect(readMeetingShift(normalizeText("atrasa media hora la llamada con Javier"), "list", [])).toEqual({
      minutes: 30,
      action: "reschedule",
      objects: ["event"],
    });
    expect(
      readMeetingShift(normalizeText("retrasa media hora la presentación"), "reschedule", ["presentation"]),
    ).toMatchObject({ minutes: 30, objects: ["event"] });
  });

  it("reads days as a meeting's only when a meeting is named", () => {
    expect(readMeetingShift(normalizeText("pásala un día después, la demo"), "assign", [])?.minutes).toBe(1440);
    expect(readMeetingShift(normalizeText("retrasa una semana lo de traducir la web"), "reschedule", [])).toBe(
      undefined,
    );
    expect(readMeetingShift(normalizeText("retrasa una hora la tarea"), "reschedule", ["task"])).toBeUndefined();
  });

  it("leaves requests with no shifting verb or move alone", () => {
    expect(readMeetingShift(normalizeText("qué tengo una hora más tarde"), "list", ["event"])).toBeUndefined();
  });
});

describe("readsMeetingMove", () => {
  it("reads a meeting named by what happens at it as one to move", () => {
    expect(readsMeetingMove(normalizeText("mueve la demo, que no llego"), "move", [])).toBe(true);
    expect(readsMeetingMove(normalizeText("mueve el informe a la carpeta Clientes"), "move", [])).toBe(false);
    expect(
      readsMeetingMove(normalizeText("pasame la demo de Logística Castellana a la lista Campañas"), "move", []),
    ).toBe(false);
  });
});
