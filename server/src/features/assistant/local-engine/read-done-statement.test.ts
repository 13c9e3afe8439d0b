import { describe, expect, it } from "vitest";
import { readDoneStatement } from "./read-done-statement";

describe("a thing said to be done", () => {
  it.each([
    ["ya he terminado lo del seguro de la furgo", "marca como hecha la tarea de seguro de la furgo"],
    ["he acabado con los banners", "marca como hecha la tarea de banners"],
    ["ya hice lo de Levante", "marca como hecha la tarea de Levante"],
    ["ya he renovado el seguro de la furgoneta", "marca como hecha la tarea de renovado el seguro de la furgoneta"],
    ["lo de la furgo ya está", "marca como hecha la tarea de la furgo"],
    ["la presentación ya está terminada.", "marca como hecha la tarea de presentación"],
  ])("«%s» is «%s»", (text, request) => {
    expect(readDoneStatement(text)).toBe(request);
  });

  it.each([
    "¿ya he terminado lo del seguro?",
    "he terminado el informe, mándaselo a Marta",
    "ya he terminado. ahora crea otra para el lunes",
    "ya he dicho",
    "terminé la presentación",
    "Marta ya está",
  ])("«%s» stays", (text) => {
    expect(readDoneStatement(text)).toBe(text);
  });
});
