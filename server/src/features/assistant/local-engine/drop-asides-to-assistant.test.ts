import { describe, expect, test } from "vitest";
import { dropAsidesToAssistant } from "./drop-asides-to-assistant";

describe("what is said to Shifu around a request", () => {
  test.each([
    ["qué tareas tengo atrasadas? no te cortes jajaja", "qué tareas tengo atrasadas?"],
    ["se sincera, cuantos correos sin leer tengo", "cuantos correos sin leer tengo"],
    ["jeje cuánto hemos facturado este mes xd", "cuánto hemos facturado este mes"],
    ["pregunta tonta: como se comparte una carpeta?", "como se comparte una carpeta?"],
    ["dímelo sin rodeos, voy tarde con algo en trello?", "voy tarde con algo en trello?"],
    ["por curiosidad, quién lleva lo de la feria lol", "quién lleva lo de la feria"],
    [
      "dos cosas: creame en asana una tarea para revisar la factura",
      "creame en asana una tarea para revisar la factura",
    ],
    ["una cosa rápida: ¿qué tengo mañana?", "¿qué tengo mañana?"],
    ["un par de cosas: mándale un correo a Ana", "mándale un correo a Ana"],
  ])("%s", (said, request) => {
    expect(dropAsidesToAssistant(said)).toBe(request);
  });

  test("words that only hold the same letters stay", () => {
    expect(dropAsidesToAssistant("busca el correo de jacinto sobre la sincera disculpa")).toBe(
      "busca el correo de jacinto sobre la sincera disculpa",
    );
    expect(dropAsidesToAssistant("el proyecto jajo")).toBe("el proyecto jajo");
    expect(dropAsidesToAssistant("crea una tarea de comprar dos cosas para la oficina")).toBe(
      "crea una tarea de comprar dos cosas para la oficina",
    );
  });

  test("an aside alone stays as it is", () => {
    expect(dropAsidesToAssistant("jajaja")).toBe("jajaja");
  });
});
