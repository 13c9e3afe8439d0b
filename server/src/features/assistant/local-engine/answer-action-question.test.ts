import { describe, expect, it } from "vitest";
import { answerActionQuestion } from "./answer-action-question";

describe("a question about what an action does", () => {
  it("answers what archiving, deleting and completing do, from what the apps do", () => {
    const archive = answerActionQuestion(
      "una duda rapida: si archivo un correo se borra? o lo puedo recuperar despues?",
    );
    expect(archive).toMatch(/^Archivar no borra nada/);
    expect(answerActionQuestion("¿qué pasa si borro un archivo del drive?")).toContain("30 días");
    expect(answerActionQuestion("si mando algo a la papelera, ¿se puede recuperar?")).toContain("papelera");
    expect(answerActionQuestion("si completo una tarea desaparece?")).toMatch(/^Completar una tarea no la borra/);
  });

  it("leaves alone orders and questions about things", () => {
    for (const text of [
      "archiva el correo de LinkedIn",
      "borra el correo de Iberia y dime si se puede recuperar",
      "¿se borró el correo de Iberia?",
      "si te da tiempo, archiva lo de Iberia",
      "¿qué pasa con el pedido 4521?",
    ]) {
      expect(answerActionQuestion(text), text).toBeUndefined();
    }
  });

  it("answers the difference between two actions with what each one does", () => {
    for (const text of [
      "es lo mismo borrar un archivo que archivarlo?",
      "en qué se diferencia archivar de eliminar un mail?",
      "qué diferencias hay entre completar una tarea y borrarla?",
    ]) {
      const answer = answerActionQuestion(text) ?? "";
      expect(answer.split("\n\n"), text).toHaveLength(2);
    }
    expect(answerActionQuestion("qué diferencia hay entre el presupuesto de enero y el de febrero?")).toBeUndefined();
  });
});
