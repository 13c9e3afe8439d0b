import { describe, expect, it } from "vitest";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("a question of whether something can be done", () => {
  it.each([
    [
      "una duda antes d ponerme a organizarme: tu puedes crear tareas en clickup o nomas ver las q ya tengo?",
      "Sí, en ClickUp puedo crear tareas",
    ],
    ["¿sabes mandar correos?", "Sí, puedo mandar correos en Gmail y Outlook"],
    ["puedes mandar mensajes por teams?", "Sí, en Teams puedo mandar mensajes"],
    ["¿se pueden borrar elementos en monday o solo crearlos?", "No, en Monday no puedo borrar elementos"],
  ])("«%s» is answered, nothing is made", async (text, answer) => {
    const step = await askLocalEngine(text);
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain(answer);
  });

  it("answers in the app's own chat without naming it", async () => {
    const step = await askLocalEngine("¿puedes crear páginas?", { assistant: "notion" });
    expect(step.text).toContain("Sí, en Notion puedo crear páginas");
  });

  it("takes an order said politely as the order", async () => {
    expect((await askLocalEngine("¿puedes borrar correos de laura?")).text ?? "").not.toMatch(/^(?:Sí|No),/);
    expect((await askLocalEngine("¿puedes crear una tarea en clickup para revisar el contrato?")).toolName).toBe(
      "clickup_create_task",
    );
  });
});
