import { describe, expect, test } from "vitest";
import { extractQuotedText } from "./extract-quoted-text";
import { foldCharacters, normalizeText } from "./normalize-text";
import { parseSpanishNumber } from "./parse-spanish-number";

describe("normalizeText", () => {
  test.each([
    ["¿Cuáles son mis últimos correos?", "cuales son mis ultimos correos"],
    ["¡Muéstrame   los PDF!", "muestrame los pdf"],
    ["Enséñame la página «Año nuevo»", "ensename la pagina ano nuevo"],
    ["  hola,  buenas  ", "hola buenas"],
  ])("'%s' → '%s'", (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  test("folding keeps every offset in place", () => {
    const text = "¿Qué tal, Begoña? Mañana";
    expect(foldCharacters(text)).toHaveLength(text.length);
    expect(foldCharacters(text)).toBe("¿que tal, begona? manana");
  });
});

describe("parseSpanishNumber", () => {
  test.each([
    ["3", 3],
    ["tres", 3],
    ["diez", 10],
    ["quince", 15],
    ["veinte", 20],
  ])("'%s' → %i", (word, value) => {
    expect(parseSpanishNumber(word)).toBe(value);
  });

  test.each(["correo", "2025x", "1234"])("'%s' is not a small number", (word) => {
    expect(parseSpanishNumber(word)).toBeUndefined();
  });
});

describe("extractQuotedText", () => {
  test.each([
    ["borra el correo «Oferta de verano»", "Oferta de verano"],
    ['crea la etiqueta "Facturas 2026"', "Facturas 2026"],
    ["abre “Plan de ventas”", "Plan de ventas"],
    ["lee la página 'Notas de equipo' por favor", "Notas de equipo"],
    ["archiva ‘Viejo’", "Viejo"],
  ])("%s", (text, quoted) => {
    expect(extractQuotedText(text)?.value).toBe(quoted);
  });

  test("an apostrophe inside a word is no quote", () => {
    expect(extractQuotedText("busca O'Brien en mis correos")).toBeUndefined();
  });

  test("the first of several quotes wins", () => {
    expect(extractQuotedText('responde a «Factura» diciendo "vale"')?.value).toBe("Factura");
  });
});
