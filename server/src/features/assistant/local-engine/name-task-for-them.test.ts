import { describe, expect, it } from "vitest";
import { nameTaskForThem } from "./name-task-for-them";

describe("nameTaskForThem", () => {
  it("names a task for them after whom the task before was for", () => {
    expect(nameTaskForThem("llamarles", "cancela la tarea de revisar el contrato con construcciones ibericas")).toBe(
      "Llamar a Construcciones Ibericas",
    );
    expect(nameTaskForThem("llamarlos", "termina la de enviar la propuesta a Hoteles Mediterráneo,")).toBe(
      "Llamar a Hoteles Mediterráneo",
    );
    expect(nameTaskForThem("escribirle", "completa la de preparar la demo para logistica castellana")).toBe(
      "Escribir a Logistica Castellana",
    );
  });

  it("keeps a name that says more than a verb, or a verb nobody was named for", () => {
    expect(nameTaskForThem("llamar a Nuria por el pedido", "completa la de Levante")).toBeUndefined();
    expect(nameTaskForThem("llamarles", "completa la tarea")).toBeUndefined();
    expect(nameTaskForThem("hablar", "completa la de Levante")).toBeUndefined();
    expect(nameTaskForThem("revisarlo", "borra la del contrato con Levante")).toBeUndefined();
    expect(nameTaskForThem("llamarles", "borra la tarea de revisar el informe")).toBeUndefined();
  });
});
