import { describe, expect, it } from "vitest";
import { describeItem, formatItemContent, isShowableSummary } from "./format-summary";

describe("the summary's formatting", () => {
  const now = new Date(2026, 10, 23, 9, 5);

  it("keeps an item's own date, time, description and content", () => {
    expect(
      describeItem(
        { id: "1", type: "reuniones", fecha: "2026-11-20", hora: "10:00", descripcion: "Comité", content: "Sala 2" },
        "Reuniones",
        now,
      ),
    ).toEqual({
      id: "1",
      date: "2026-11-20",
      time: "10:00",
      description: "Comité",
      content: "Sala 2",
      typeTitle: "Reuniones",
    });
  });

  it("defaults to now, the panel's title and 'no content available'", () => {
    expect(
      describeItem(
        { id: "2", type: "tono", fecha: null, hora: "", descripcion: " ", content: null },
        "Tono de respuesta",
        now,
      ),
    ).toEqual({
      id: "2",
      date: "2026-11-23",
      time: "09:05",
      description: "Tono de respuesta",
      content: "no content available",
      typeTitle: "Tono de respuesta",
    });
  });

  it("writes structured content one 'Campo: valor' per line, each field by its Spanish name", () => {
    expect(formatItemContent({ email: "laura@acme.com", personas: ["Ana", "Luis"], vacío: "" })).toBe(
      "Correo: laura@acme.com\nPersonas: Ana, Luis",
    );
    expect(
      formatItemContent({ name: "Javier Ruiz", role: "cliente", days: "lunes", start: "09:00", end: "14:00" }),
    ).toBe("Nombre: Javier Ruiz\nCargo: cliente\nDías: lunes\nInicio: 09:00\nFin: 14:00");
    expect(formatItemContent({})).toBe("no content available");
  });

  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [Number.NaN, false],
    [[], true],
  ])("shows the diagram for %j: %s", (summary, expected) => {
    expect(isShowableSummary(summary)).toBe(expected);
  });
});
