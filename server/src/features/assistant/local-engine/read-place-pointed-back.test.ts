import { describe, expect, test } from "vitest";
import { readPlacePointedBack } from "./read-place-pointed-back";

describe("a place named after a thing, then 'allí'", () => {
  test.each([
    [
      "lo de ordenar los contratos escaneados mejor en la lista de clientes, cambialo alli",
      "lo de ordenar los contratos escaneados, muévelo a la lista de clientes",
    ],
    [
      "la tarea de la web va en el tablero de marketing, pásala ahí",
      "la tarea de la web, muévela al tablero de marketing",
    ],
    [
      "lo del catálogo mejor en la columna Hecho, llévalo allí porfa",
      "lo del catálogo, muévelo a la columna Hecho porfa",
    ],
    [
      "la de revisar el presupuesto iría en el proyecto de finanzas, cámbiamela allí",
      "la de revisar el presupuesto, muévela al proyecto de finanzas",
    ],
    [
      "la de ordenar los contratos iría en la lista de clientes, muevemela ahí",
      "la de ordenar los contratos, muévela a la lista de clientes",
    ],
  ])("%s moves it there", (said, read) => {
    expect(readPlacePointedBack(said)).toBe(read);
  });

  test.each([
    "lo de ordenar los contratos en la lista de clientes",
    "la reunión en la sala grande, cámbiala a las 5",
    "el informe en la carpeta de ventas, ábrelo allí",
  ])("%s keeps its meaning", (said) => {
    expect(readPlacePointedBack(said)).toBe(said);
  });
});
