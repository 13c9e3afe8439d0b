import { describe, expect, it } from "vitest";
import { findFrontedVerb } from "./find-fronted-verb";
import { ALL_VERB_FORMS } from "./intent-vocabulary";

const isVerb = (word: string) => ALL_VERB_FORMS.has(word);
const verbOf = (text: string) => {
  const words = text.split(" ");
  const at = findFrontedVerb(words, isVerb);
  return at === undefined ? undefined : words[at];
};

describe("findFrontedVerb", () => {
  it("finds the verb that points back at a thing named before it", () => {
    expect(verbOf("el de iberia archivalo")).toBe("archivalo");
    expect(verbOf("lo de levante marcalo como hecho")).toBe("marcalo");
  });

  it("finds the verb after a person or a place, which needs no pronoun", () => {
    expect(verbOf("a laura contestale que si")).toBe("contestale");
    expect(verbOf("en ventas publica que llevamos el 78 %")).toBe("publica");
  });

  it("finds none in a clause, a list or a thing whose verb does not point back", () => {
    expect(verbOf("a pedro que lo revise")).toBeUndefined();
    expect(verbOf("los de linkedin y los de la tienda")).toBeUndefined();
    expect(verbOf("la guia de marca")).toBeUndefined();
    expect(verbOf("archiva el de linkedin")).toBeUndefined();
    // A word after an article is a noun, though it is spelled as an order ('lista', 'nota').
    expect(verbOf("en la lista campanas una tarea")).toBeUndefined();
    // A word just after a place's kind is part of its name ('generales' is no 'genérales').
    expect(verbOf("en la lista tareas generales una tarea")).toBeUndefined();
  });
});
