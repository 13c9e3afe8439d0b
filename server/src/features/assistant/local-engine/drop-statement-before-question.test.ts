import { describe, expect, it } from "vitest";
import { dropStatementBeforeQuestion } from "./drop-statement-before-question";

const alwaysAlone = () => true;

describe("what is told before a question that stands on its own", () => {
  it.each([
    [
      "estuve todo el día metida en reuniones y no vi nada, ¿alguien me mencionó en slack entre ayer y hoy?",
      "¿alguien me mencionó en slack entre ayer y hoy?",
    ],
    [
      "buenas! vuelvo de unos días fuera y tengo el correo hecho un desastre. cuantos sin leer me quedan en la bandeja?",
      "cuantos sin leer me quedan en la bandeja?",
    ],
    [
      "tengo la cabeza como un bombo, que tengo pendiente por ahi entre correos, tareas y demas?",
      "que tengo pendiente por ahi entre correos, tareas y demas?",
    ],
    [
      "llevo toda la mañana apagando fuegos, cuántos correos me quedan sin leer?",
      "cuántos correos me quedan sin leer?",
    ],
  ])("«%s» is left out", (text, question) => {
    expect(dropStatementBeforeQuestion(text, alwaysAlone)).toBe(question);
  });

  it("stays when the question needs it", () => {
    const text = "tengo una factura pendiente del mes pasado, ¿de cuánto es?";
    expect(dropStatementBeforeQuestion(text, () => false)).toBe(text);
  });

  it.each([
    "mañana tengo la reunión con Lumen, ¿me mandaron el orden del día?",
    "me escribió alguien de ventas@ejemplo.com, ¿qué quería?",
    "¿qué tengo hoy? y el correo de ayer, ¿de quién era?",
    "archiva el boletín, ¿cuántos quedan sin leer?",
    "la propuesta de Lumen, qué dice del plazo?",
    "archiva el boletín, cuántos quedan sin leer?",
    "en el excel de las ventas, q prevision hay de consultoria para diciembre?",
    "marta me escribio algo del cierre de noviembre, que facturas eran las que le faltaban?",
    "del acta del comité de dirección, qué acuerdos quedaron pendientes?",
  ])("«%s» keeps what names something, a question before, or an order", (text) => {
    expect(dropStatementBeforeQuestion(text, alwaysAlone)).toBe(text);
  });
});
