import { describe, expect, it } from "vitest";
import { isSameStem, readAskedThing, stemWord } from "./read-asked-thing";

describe("readAskedThing", () => {
  it("reads the thing named right after the asking word", () => {
    expect(readAskedThing("¿cuántos tickets llevamos?", "message")).toBe(stemWord("tickets"));
    expect(readAskedThing("que nota tiene la satisfaccion del soporte", "message")).toBe(stemWord("nota"));
    expect(readAskedThing("para cuantas personas hay que reservar", "task")).toBe(stemWord("personas"));
    expect(readAskedThing("¿cuál es el localizador?", "email")).toBe(stemWord("localizador"));
  });

  it("reads nothing when the thing asked is what the app lists", () => {
    expect(readAskedThing("¿cuántos mensajes tengo?", "message")).toBeUndefined();
    expect(readAskedThing("que mails me han llegado", "email")).toBeUndefined();
    expect(readAskedThing("¿cuántas tareas me quedan?", "task")).toBeUndefined();
    expect(readAskedThing("revisa el canal", "message")).toBeUndefined();
  });
});

describe("isSameStem", () => {
  it("takes a typo of one letter in a long stem as the same word, not in a short one", () => {
    expect(isSameStem(stemWord("errores"), stemWord("erores"))).toBe(true);
    expect(isSameStem("mes", "mas")).toBe(false);
  });
});
