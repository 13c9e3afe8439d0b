import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { answerRemainingCount } from "./answer-remaining-count";

const options = { now: new Date("2026-12-06T12:00:00Z"), timeZone: "Europe/Madrid" };
const message = (title: string): ListedItem => ({ id: title, title });

describe("answerRemainingCount", () => {
  it("answers what is left of a total once a part is done", () => {
    const items = [
      message("Ya está el cartel."),
      message("Pruebas de la app móvil: 12 errores encontrados, 9 ya corregidos."),
    ];
    expect(answerRemainingCount(items, "¿cuántos errores quedan?", options)).toMatch(
      /^Quedan \*\*3\*\* errores: de 12, 9 ya corregidos\./,
    );
    expect(answerRemainingCount([message("Hay 5 facturas y 4 pagadas")], "cuantas facturas faltan?", options)).toMatch(
      /^Queda \*\*1\*\* facturas/,
    );
  });

  it("leaves alone a question that asks no remainder, or messages that give no part done", () => {
    const items = [message("Pruebas: 12 errores encontrados, 9 ya corregidos.")];
    expect(answerRemainingCount(items, "¿cuántos errores hubo?", options)).toBeUndefined();
    expect(answerRemainingCount([message("12 errores encontrados")], "¿cuántos quedan?", options)).toBeUndefined();
    expect(answerRemainingCount(items, "¿cuántas tareas me quedan?", options)).toBeUndefined();
  });
});
