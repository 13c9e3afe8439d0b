import { describe, expect, test } from "vitest";
import { readMatterAddedToPlace } from "./read-matter-added-to-place";

describe("a new thing said with 'lo de' and the place it goes in", () => {
  test.each([
    [
      "añade en el tablero de eventos lo de resevar hotel para la feria de valencia",
      "añade en el tablero de eventos: resevar hotel para la feria de valencia",
    ],
    [
      "apúntame lo de llamar a hoteles mediterraneo en la lista de clientes",
      "apúntame en la lista de clientes: llamar a hoteles mediterraneo",
    ],
    ["mete al tablero de la app lo de revisar los textos", "mete al tablero de la app: revisar los textos"],
    ["agregá en el proyecto Web lo del banner de navidad.", "agregá en el proyecto Web: banner de navidad"],
  ])("%s names the new thing", (said, read) => {
    expect(readMatterAddedToPlace(said)).toBe(read);
  });

  test.each([
    "pon en el calendario lo de la cena con Pedro",
    "mueve lo de ordenar los contratos a la lista de clientes",
  ])("%s keeps its meaning", (said) => {
    expect(readMatterAddedToPlace(said)).toBe(said);
  });
});

describe("a new thing named by its kind after the place", () => {
  test.each([
    [
      "añade al tablero de la app una tarea de revisar las capturas",
      "añade al tablero de la app: revisar las capturas",
    ],
    ["crea en la lista Clientes un elemento para llamar a Nuria", "crea en la lista Clientes: llamar a Nuria"],
    [
      "añade en el tablero de eventos un elemento para reservar hotel",
      "añade en el tablero de eventos: reservar hotel",
    ],
  ])("«%s» is «%s»", (text, request) => {
    expect(readMatterAddedToPlace(text)).toBe(request);
  });
});
