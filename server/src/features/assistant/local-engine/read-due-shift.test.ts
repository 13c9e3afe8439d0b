import { describe, expect, it, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readDueShift, shiftDueFromItem } from "./read-due-shift";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

describe("a due day moved by an amount", () => {
  test.each([
    ["retrasa una semana lo de traducir la web", 7],
    ["aplazala un par de dias", 2],
    ["adelanta dos dias la de los banners", -2],
    ["pospon 3 semanas mas la tarea del inventario", 21],
  ])("'%s' moves it by %i days from its own day", (text, days) => {
    expect(readDueShift(text)).toBe(days);
  });

  test.each([
    "pasa lo de la web a dentro de una semana",
    "cambia la tarea para dentro de dos dias",
    "pasa la de los banners al viernes",
  ])("'%s' names a day, counted from today", (text) => {
    expect(readDueShift(text)).toBeUndefined();
  });

  it("is read only when the request moves a thing", () => {
    const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
    expect(parse("retrasa una semana lo de traducir la web").request.dueShiftDays).toBe(7);
    expect(parse("que tareas tengo para dentro de una semana").request.dueShiftDays).toBeUndefined();
  });

  it("counts from the thing's due day, a bare day or an instant in the person's zone", () => {
    const request = { text: "retrasa una semana", dueDate: "2026-11-30T17:00:00+01:00", dueShiftDays: 7 };
    const fromDay = shiftDueFromItem(request, { id: "1", title: "Traducir la web", due: "2026-11-28" }, TEST_ZONE);
    expect(fromDay.dueDate).toBe("2026-12-05T00:00:00+01:00");
    // 23:30 UTC on the 28th is already the 29th in Madrid.
    const instant = { id: "2", title: "Inventario", due: "2026-11-28T23:30:00.000Z" };
    expect(shiftDueFromItem(request, instant, TEST_ZONE).dueDate).toBe("2026-12-06T00:00:00+01:00");
  });

  it("keeps the day counted from today for a thing with no due day", () => {
    const request = { text: "retrasa una semana", dueDate: "2026-11-30T17:00:00+01:00", dueShiftDays: 7 };
    expect(shiftDueFromItem(request, { id: "1", title: "Comida de Navidad" }, TEST_ZONE)).toBe(request);
  });
});
