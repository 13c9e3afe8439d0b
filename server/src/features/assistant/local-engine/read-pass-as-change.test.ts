import { describe, expect, test } from "vitest";
import { readPassAsChange, readPassToDayAsMove, readPassToListAsMove } from "./read-pass-as-change";

describe("'pasar' a thing to an hour", () => {
  test.each([
    ["pasa el comite a las 11, todas las sesiones", "cambia el comite a las 11, todas las sesiones"],
    ["porfa pásame la demo para las 9", "porfa cambia la demo para las 9"],
  ])("%s reads as a change", (text, changed) => {
    expect(readPassAsChange(text)).toBe(changed);
  });

  test.each(["¿qué pasa en ventas?", "pásame el enlace del catálogo", "pasa lo de las facturas al lunes"])(
    "%s keeps its verb",
    (text) => {
      expect(readPassAsChange(text)).toBe(text);
    },
  );
});

describe("'pasar' a task to a list", () => {
  test.each([
    ["la de los contratos pásala a la lista Clientes", "la de los contratos muévela a la lista Clientes"],
    ["pasame la demo a la lista Campañas", "mueve la demo a la lista Campañas"],
    [
      "la de revisar las facturas pásala al proyecto de clientes",
      "la de revisar las facturas muévela al proyecto de clientes",
    ],
    [
      "pasa la tarea de llamar a Levante al proyecto Operaciones",
      "mueve la tarea de llamar a Levante al proyecto Operaciones",
    ],
  ])("%s reads as a move", (text, moved) => {
    expect(readPassToListAsMove(text)).toBe(moved);
  });

  test.each(["pásame la lista de la compra", "pasa lo de las facturas al lunes"])("%s keeps its verb", (text) => {
    expect(readPassToListAsMove(text)).toBe(text);
  });
});

describe("'pasar' a thing pointed back at to a day", () => {
  test.each([
    ["pásalo a mañana que hoy no llego", "muévelo a mañana que hoy no llego"],
    ["y pasala al viernes", "y muévela al viernes"],
    ["pásalos para el lunes", "muévelos para el lunes"],
    ["lo de la memoria, pásamelo a mañana", "lo de la memoria, muévelo a mañana"],
    ["la del dentista pasamela al jueves", "la del dentista muévela al jueves"],
    ["los del banco pásamelos a la semana que viene", "los del banco muévelos a la semana que viene"],
  ])("%s reads as a move", (text, moved) => {
    expect(readPassToDayAsMove(text)).toBe(moved);
  });

  test.each(["pásame el enlace", "pasa lo de las facturas al lunes", "pásala a la lista Clientes"])(
    "%s keeps its verb",
    (text) => {
      expect(readPassToDayAsMove(text)).toBe(text);
    },
  );
});
