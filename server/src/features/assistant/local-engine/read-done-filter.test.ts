import { describe, expect, it } from "vitest";
import { findDoneSpan } from "./read-done-filter";

const asks = (text: string) => findDoneSpan(text) !== undefined;

describe("a question about things already done", () => {
  it("is read however it is said", () => {
    for (const text of [
      "que tarea cerre ayer?",
      "¿qué he terminado esta semana?",
      "cuántas tareas completé hoy",
      "las tareas completadas del lunes",
      "¿qué hicimos la semana pasada en asana?",
    ]) {
      expect(asks(text), text).toBe(true);
    }
  });

  it("spans the words that ask it, to be left out of what is looked for", () => {
    const text = "¿qué tarea cerré ayer en monday?";
    const span = findDoneSpan(text);
    expect(span && text.slice(span.start, span.end)).toBe("qué tarea cerré");
  });

  it("is not an order to complete, nor a task named by what it is about", () => {
    for (const text of [
      "marca como completada la de Levante",
      "completa la del seguro de la furgoneta",
      "¿qué tareas tengo pendientes?",
      "ya terminé el informe, márcalo",
      "publica en #general que el viernes cerramos a las 14h",
      "dile a Laura que ya terminamos la demo",
    ]) {
      expect(asks(text), text).toBe(false);
    }
  });
});
