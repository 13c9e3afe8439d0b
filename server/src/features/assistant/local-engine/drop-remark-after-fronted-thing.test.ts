import { describe, expect, test } from "vitest";
import { dropRemarkAfterFrontedThing } from "./drop-remark-after-fronted-thing";

describe("a remark between a fronted thing and its order", () => {
  test.each([
    ["la de ideas para el blog ya no sirve, bórrala", "la de ideas para el blog, bórrala"],
    ["lo de la presentacion hoy no llego ni de broma, pásamelo a mañana", "lo de la presentacion, pásamelo a mañana"],
    ["el excel de gastos está repetido, cárgatelo", "el excel de gastos, cárgatelo"],
    ["la reunión con Pedro esta semana no me da tiempo, muévela al lunes", "la reunión con Pedro, muévela al lunes"],
    ["los borradores viejos sobran, archívalos", "los borradores viejos, archívalos"],
  ])("%s leaves the remark out", (said, read) => {
    expect(dropRemarkAfterFrontedThing(said)).toBe(read);
  });

  test.each([
    "lo de Levante ya está hecho, márcalo",
    "la de ideas no sirve para nada",
    "la tarea de Pedro no llego, dile que la haga él",
    "borra la de ideas para el blog",
  ])("%s keeps its meaning", (said) => {
    expect(dropRemarkAfterFrontedThing(said)).toBe(said);
  });
});
