import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { findCountedFact } from "./find-counted-fact";

const messages: ListedItem[] = [
  { id: "1", title: "Les llamo esta tarde. Pásame el historial de tickets." },
  { id: "2", title: "Historial enviado por correo. Son 7 tickets este mes, 2 todavía abiertos." },
  { id: "3", title: "Pruebas de la app móvil: 12 errores encontrados, 9 ya corregidos." },
];

describe("findCountedFact", () => {
  it("finds the sentence that states how many of the thing asked there are", () => {
    expect(findCountedFact(messages, "¿cuántos tickets ha habido este mes?", "message")).toEqual({
      item: messages[1],
      sentence: "Son 7 tickets este mes, 2 todavía abiertos.",
    });
    expect(findCountedFact(messages, "cuantos erores han salido en las pruebas", "message")?.sentence).toBe(
      "Pruebas de la app móvil: 12 errores encontrados, 9 ya corregidos.",
    );
  });

  it("reads a task's notes, with a word between the number and the thing", () => {
    const tasks: ListedItem[] = [
      { id: "t", title: "Encargar los folletos", details: ["Notas: Imprenta Levante, 2.000 folletos nuevos."] },
    ];
    expect(findCountedFact(tasks, "¿cuántos folletos encargamos?", "task")?.sentence).toBe(
      "Notas: Imprenta Levante, 2.000 folletos nuevos.",
    );
  });

  it("leaves a count of the listed things themselves, or of a thing no item states, to the count", () => {
    expect(findCountedFact(messages, "¿cuántos mensajes tengo?", "message")).toBeUndefined();
    expect(findCountedFact(messages, "¿cuántos clientes hay?", "message")).toBeUndefined();
    expect(findCountedFact(messages, "¿qué tickets hay?", "message")).toBeUndefined();
    expect(findCountedFact(messages, "¿cuántos tickets hay?", "anything")).toBeUndefined();
  });
});
