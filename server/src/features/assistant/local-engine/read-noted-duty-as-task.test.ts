import { describe, expect, test } from "vitest";
import { readNotedDutyAsTask } from "./read-noted-duty-as-task";

describe("a duty noted down in a place", () => {
  test.each([
    [
      "apuntame en asana que tengo que llamar a nuria prieto el lunes",
      "apuntame en asana una tarea para llamar a nuria prieto el lunes",
    ],
    [
      "anótame en clickup que hay que revisar el contrato mañana",
      "anótame en clickup una tarea para revisar el contrato mañana",
    ],
    [
      "porfa recuérdame en asana q tenemos que mandarle el presupuesto a Levante el viernes",
      "porfa recuérdame en asana una tarea para mandarle el presupuesto a Levante el viernes",
    ],
    [
      "apúntate en la lista de clientes que debo llamar a Hoteles Sol",
      "apúntate en la lista de clientes una tarea para llamar a Hoteles Sol",
    ],
  ])("%s is a task made there", (said, read) => {
    expect(readNotedDutyAsTask(said)).toBe(read);
  });

  test.each([
    "apúntame en el calendario que tengo que ir al médico el lunes",
    "apúntame en Notion que hay que pagar 1.284,56 €",
    "apúntame que tengo que llamar a Nuria",
    "¿qué tengo que hacer en asana?",
    "apúntame en asana que Pedro es el responsable",
  ])("%s keeps its words", (said) => {
    expect(readNotedDutyAsTask(said)).toBe(said);
  });
});
