import { describe, expect, test } from "vitest";
import { expandShorthand } from "./expand-shorthand";

describe("shorthand of quick typing", () => {
  test.each([
    ["los contactos q se han dado de alta", "los contactos que se han dado de alta"],
    ["y tb la de Iberia", "y también la de Iberia"],
    ["qe canales teniamos en el plan", "que canales teniamos en el plan"],
    ["lo qe dijo Marta", "lo que dijo Marta"],
    ["cual de mis ultimas publis tuvo mas me gusta?", "cual de mis ultimas publicaciones tuvo mas me gusta?"],
    ["qué publi mía gustó más", "qué publicación mía gustó más"],
    ["cuántos likes tiene mi última publi", "cuántos likes tiene mi última publicación"],
    ["agéndame una reu con Laura", "agéndame una reunión con Laura"],
    ["qué reus tengo mañana", "qué reuniones tengo mañana"],
  ])("%s is read in full", (typed, full) => {
    expect(expandShorthand(typed)).toBe(full);
  });

  test.each([["y q me dijo Laura"], ["manda a la basura la publi de la tienda"]])("%s stays", (text) => {
    expect(expandShorthand(text)).toBe(text);
  });
});
