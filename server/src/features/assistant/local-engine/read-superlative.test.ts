import { describe, expect, test } from "vitest";
import { readSuperlative } from "./read-superlative";

describe("the superlative a request asks for", () => {
  test.each([
    ["cual de mis ultimas publicaciones tuvo mas me gusta", { superlative: "largest", of: "Me gusta" }],
    ["que publicacion mia gusto mas", { superlative: "largest", of: "Me gusta" }],
    ["la que menos gusto de la semana", { superlative: "smallest", of: "Me gusta" }],
    ["el post con mas comentarios", { superlative: "largest", of: "Comentarios" }],
    ["el negocio mas gordo", { superlative: "largest" }],
    ["que tarea es la siguiente en vencer", { superlative: "soonest" }],
    ["cual es la proxima factura a vencer", { superlative: "soonest" }],
    ["cual de los contratos es el primero en caducar", { superlative: "soonest" }],
    ["la oportunidad proxima a cerrarse", { superlative: "soonest" }],
    ["que entrega es la ultima en terminarse", { superlative: "latest" }],
  ])("%s", (folded, expected) => {
    expect(readSuperlative(folded, [])).toEqual(expected);
  });

  test("a range of amounts is no superlative", () => {
    expect(readSuperlative("negocios mayores de 10.000", [])).toBeUndefined();
  });
});
