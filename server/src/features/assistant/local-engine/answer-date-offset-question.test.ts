import { describe, expect, it } from "vitest";
import { answerDateOffsetQuestion } from "./answer-date-offset-question";

// Monday 7 December 2026, in the morning in Madrid.
const now = new Date("2026-12-07T09:00:00Z");
const ask = (text: string) => answerDateOffsetQuestion(text, now, "Europe/Madrid");

describe("the day a span counted from today reaches", () => {
  it.each([
    ["¿qué día es dentro de 45 días?", "jueves, 21 de enero de 2027"],
    ["el proveedor nos da 30 dias para pagar desde hoy, que dia cae eso?", "miércoles, 6 de enero de 2027"],
    ["¿Qué fecha será en tres semanas?", "lunes, 28 de diciembre de 2026"],
    ["tenemos 2 meses de plazo, en qué día cae?", "domingo, 7 de febrero de 2027"],
    ["si tenéis 10 días hábiles desde hoy, ¿cuándo vence?", "lunes, 21 de diciembre de 2026"],
  ])("«%s» is %s", (text, day) => {
    expect(ask(text)).toContain(day);
  });

  it("counts back with 'hace'", () => {
    expect(ask("¿qué día fue hace 10 días?")).toBe("Hace 10 días fue el viernes, 27 de noviembre de 2026.");
  });

  it.each([
    "¿qué tareas vencen en 5 días?",
    "¿qué día es la reunión con Marta?",
    "¿qué día es hoy?",
    "entre 5 días y 10 días, ¿qué día es mejor?",
  ])("leaves «%s» to others", (text) => {
    expect(ask(text)).toBeUndefined();
  });
});
