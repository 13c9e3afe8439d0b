import { describe, expect, test } from "vitest";
import { type DateDirection, parseSpanishDates } from "./parse-spanish-dates";

// Monday 23 November 2026, 11:30 in Madrid (UTC+1).
const now = new Date("2026-11-23T10:30:00Z");
const timeZone = "Europe/Madrid";

function read(text: string, direction: DateDirection) {
  return parseSpanishDates(text, { now, timeZone, direction });
}

const day = (date: string) => ({ from: `${date}T00:00:00+01:00`, to: `${date}T23:59:59+01:00` });

describe("Spanish dates, read as ranges for searches", () => {
  test.each([
    ["ayer", day("2026-11-22")],
    ["correos de ayer", day("2026-11-22")],
    ["hoy", { from: "2026-11-23T00:00:00+01:00", to: "2026-11-23T11:30:00+01:00" }],
    ["anoche", { from: "2026-11-22T20:00:00+01:00", to: "2026-11-22T23:59:59+01:00" }],
    ["antes de ayer", day("2026-11-21")],
    ["hace dos días", day("2026-11-21")],
    ["hace 3 semanas", day("2026-11-02")],
    ["hace una semana", day("2026-11-16")],
    ["esta semana", { from: "2026-11-23T00:00:00+01:00", to: "2026-11-23T11:30:00+01:00" }],
    ["estos días", { from: "2026-11-17T00:00:00+01:00", to: "2026-11-23T11:30:00+01:00" }],
    ["la semana pasada", { from: "2026-11-16T00:00:00+01:00", to: "2026-11-22T23:59:59+01:00" }],
    ["este mes", { from: "2026-11-01T00:00:00+01:00", to: "2026-11-23T11:30:00+01:00" }],
    ["el mes pasado", { from: "2026-10-01T00:00:00+02:00", to: "2026-10-31T23:59:59+01:00" }],
    ["desde el jueves", { from: "2026-11-19T00:00:00+01:00" }],
    ["desde el lunes", { from: "2026-11-16T00:00:00+01:00" }],
    ["desde hace 3 días", { from: "2026-11-20T00:00:00+01:00" }],
    ["el viernes", day("2026-11-20")],
    ["el martes pasado", day("2026-11-17")],
    ["el 3 de noviembre", day("2026-11-03")],
    ["el 15 de diciembre", day("2025-12-15")],
    ["del lunes al miércoles", { from: "2026-11-16T00:00:00+01:00", to: "2026-11-18T23:59:59+01:00" }],
    ["hasta el viernes", { to: "2026-11-20T23:59:59+01:00" }],
    ["las facturas en octubre", { from: "2026-10-01T00:00:00+02:00", to: "2026-10-31T23:59:59+01:00" }],
    ["correos en noviembre", { from: "2026-11-01T00:00:00+01:00", to: "2026-11-23T11:30:00+01:00" }],
  ])("'%s'", (text, range) => {
    expect(read(text, "past").dateRange).toEqual(range);
  });

  test.each([
    ["tareas para diciembre", { from: "2026-12-01T00:00:00+01:00", to: "2026-12-31T23:59:59+01:00" }],
    ["lo que vence en noviembre", { from: "2026-11-01T00:00:00+01:00", to: "2026-11-30T23:59:59+01:00" }],
    ["lo que vence en marzo", { from: "2027-03-01T00:00:00+01:00", to: "2027-03-31T23:59:59+02:00" }],
  ])("'%s', looking ahead, is the whole month", (text, range) => {
    expect(read(text, "future").dateRange).toEqual(range);
  });
});

describe("Spanish dates, read ahead for due dates", () => {
  test.each([
    ["mañana", "2026-11-24T00:00:00+01:00"],
    ["pasado mañana", "2026-11-25T00:00:00+01:00"],
    ["pasado manana", "2026-11-25T00:00:00+01:00"],
    ["el jueves", "2026-11-26T00:00:00+01:00"],
    ["para el lunes", "2026-11-30T00:00:00+01:00"],
    ["el jueves que viene", "2026-11-26T00:00:00+01:00"],
    ["el próximo viernes", "2026-11-27T00:00:00+01:00"],
    ["mañana a las 5 de la tarde", "2026-11-24T17:00:00+01:00"],
    ["mañana a las cinco de la tarde", "2026-11-24T17:00:00+01:00"],
    ["a las 9 de la noche", "2026-11-23T21:00:00+01:00"],
    ["a las 8 de la mañana", "2026-11-24T08:00:00+01:00"],
    ["el viernes a las 10", "2026-11-27T10:00:00+01:00"],
    ["a mediodía", "2026-11-23T12:00:00+01:00"],
    ["el miércoles a mediodía", "2026-11-25T12:00:00+01:00"],
    ["mañana por la tarde", "2026-11-24T16:00:00+01:00"],
    ["a las siete y media de la tarde", "2026-11-23T19:30:00+01:00"],
    ["dentro de tres días", "2026-11-26T00:00:00+01:00"],
    ["en 2 semanas", "2026-12-07T00:00:00+01:00"],
    ["el 5 de diciembre", "2026-12-05T00:00:00+01:00"],
    ["el 3 de enero", "2027-01-03T00:00:00+01:00"],
    ["el día 28", "2026-11-28T00:00:00+01:00"],
    ["el día 2", "2026-12-02T00:00:00+01:00"],
  ])("'%s'", (text, due) => {
    expect(read(text, "future").dueDate).toBe(due);
  });

  test.each([
    ["la semana que viene", { from: "2026-11-30T00:00:00+01:00", to: "2026-12-06T23:59:59+01:00" }],
    ["la próxima semana", { from: "2026-11-30T00:00:00+01:00", to: "2026-12-06T23:59:59+01:00" }],
    ["esta semana", { from: "2026-11-23T00:00:00+01:00", to: "2026-11-29T23:59:59+01:00" }],
    ["este fin de semana", { from: "2026-11-28T00:00:00+01:00", to: "2026-11-29T23:59:59+01:00" }],
    ["estos dias", { from: "2026-11-23T00:00:00+01:00", to: "2026-11-29T23:59:59+01:00" }],
    ["en los próximos días", { from: "2026-11-23T00:00:00+01:00", to: "2026-11-29T23:59:59+01:00" }],
    ["el mes que viene", { from: "2026-12-01T00:00:00+01:00", to: "2026-12-31T23:59:59+01:00" }],
    ["el próximo mes", { from: "2026-12-01T00:00:00+01:00", to: "2026-12-31T23:59:59+01:00" }],
  ])("'%s' as a due range", (text, range) => {
    expect(read(text, "future").dateRange).toEqual(range);
  });
});

describe("where dates sit", () => {
  test("reports the date words so they are not read again", () => {
    const text = "crea una tarea revisar facturas para pasado mañana";
    const { spans } = read(text, "future");
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual(["pasado mañana"]);
  });

  test("finds nothing where there is no date", () => {
    expect(read("busca el presupuesto", "past")).toEqual({ spans: [] });
  });

  test("computes in the given zone, across its own offset", () => {
    const result = parseSpanishDates("ayer", { now, timeZone: "America/New_York", direction: "past" });
    expect(result.dateRange).toEqual({ from: "2026-11-22T00:00:00-05:00", to: "2026-11-22T23:59:59-05:00" });
  });
});

describe("a part of the day", () => {
  test("is all of it when no hour is said, and the hour's half of the day when one is", () => {
    expect(read("tengo algo el jueves por la tarde?", "future").dateRange).toEqual({
      from: "2026-11-26T14:00:00+01:00",
      to: "2026-11-26T19:59:59+01:00",
    });
    expect(read("qué tengo mañana por la mañana", "future").dateRange).toEqual({
      from: "2026-11-24T08:00:00+01:00",
      to: "2026-11-24T13:59:59+01:00",
    });
    expect(read("el jueves por la tarde a las 5", "future").dueDate).toBe("2026-11-26T17:00:00+01:00");
  });

  test("'esta tarde' is today's, even after its first hour", () => {
    const afternoon = { now: new Date("2026-11-23T14:40:00Z"), timeZone, direction: "future" as const };
    expect(parseSpanishDates("cancela la llamada de esta tarde", afternoon).dateRange).toEqual({
      from: "2026-11-23T14:00:00+01:00",
      to: "2026-11-23T19:59:59+01:00",
    });
    expect(read("qué tengo esta noche", "future").dateRange).toEqual({
      from: "2026-11-23T20:00:00+01:00",
      to: "2026-11-23T23:59:59+01:00",
    });
  });
});

describe("a number after a weekday or 'del' is a day of the month", () => {
  test.each([
    ["la factura del 3", "past", day("2026-11-03")],
    ["los correos del lunes 16", "past", day("2026-11-16")],
    ["la revisión del jueves 17", "future", day("2026-12-17")],
    ["la comida del 25", "future", day("2026-11-25")],
  ] as const)("'%s' (%s)", (text, direction, range) => {
    expect(read(text, direction).dateRange).toEqual(range);
  });

  test("'del 28 al 3' runs into the next month", () => {
    expect(read("vacaciones del 28 al 3", "future").dateRange).toEqual({
      from: "2026-11-28T00:00:00+01:00",
      to: "2026-12-03T23:59:59+01:00",
    });
  });

  test.each(["el jueves 17:30", "el jueves a las 5 de la tarde"])("'%s' keeps its hour", (text) => {
    expect(read(text, "future").dueDate).toMatch(/T17:(00|30)/);
  });
});

describe("a span of hours, and an hour said after the verb", () => {
  // Monday 23 November 2026: 'el jueves' is the 26th, 'mañana' the 24th.
  test.each([
    ["el jueves de 9 a 11", "2026-11-26T09:00:00+01:00", "2026-11-26T11:00:00+01:00"],
    ["mañana de 10:30 a 12", "2026-11-24T10:30:00+01:00", "2026-11-24T12:00:00+01:00"],
    ["el viernes de 11 a 1", "2026-11-27T11:00:00+01:00", "2026-11-27T13:00:00+01:00"],
    ["el jueves que viene resérvame de 9 a 11", "2026-11-26T09:00:00+01:00", "2026-11-26T11:00:00+01:00"],
    ["el martes apúntame de 4 a 6", "2026-11-24T04:00:00+01:00", "2026-11-24T06:00:00+01:00"],
  ])("«%s» runs from %s to %s", (text, from, to) => {
    expect(read(text, "future").dateRange).toEqual({ from, to });
  });
});
