import { describe, expect, test } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

describe("kind words after 'lo de'", () => {
  test.each([
    ["mueve lo de la presentacion de resultados a mañana", "presentacion"],
    ["completa lo del documento de onboarding", "documento"],
    ["borra lo de la hoja de gastos", "hoja"],
  ])("%s names the thing by what it is about", (said, word) => {
    const parsed = parse(said);
    expect(parsed.objects).toEqual([]);
    expect(parsed.request.keywords).toContain(word);
  });

  test.each([
    ["mueve lo de la reunión con Pedro a mañana", "event"],
    ["mové lo de las reseñas de google a tareas generales", "task"],
    ["mueve la presentación de resultados a la carpeta Ventas", "presentation"],
  ])("%s keeps its kind", (said, kind) => {
    expect(parse(said).objects).toContain(kind);
  });
});
