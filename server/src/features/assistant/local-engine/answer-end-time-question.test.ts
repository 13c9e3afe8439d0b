import { describe, expect, it } from "vitest";
import { answerEndTimeQuestion } from "./answer-end-time-question";

describe("answerEndTimeQuestion", () => {
  it.each([
    [
      "una cuenta rapida: arranco a las 10, una hora de demo y despues 45 min de preguntas, a q hora quedo libre?",
      "Quedas libre a las 11:45: 10:00 + 1 h + 45 min (1 h 45 min en total).",
    ],
    [
      "si la reunión empieza a las 4 de la tarde y dura hora y media, ¿a qué hora acabo?",
      "Quedas libre a las 17:30: 16:00 + 1 h 30 min.",
    ],
    [
      "empiezo a las 9 y media, dos horas de formación y media horita de café, ¿cuándo termino?",
      "Quedas libre a las 12:00: 09:30 + 2 h + 30 min (2 h 30 min en total).",
    ],
    [
      "entro a las ocho y son tres cuartos de hora de reunión, a qué hora salgo?",
      "Quedas libre a las 08:45: 08:00 + 45 min.",
    ],
  ])("«%s» is answered", (text, answer) => {
    expect(answerEndTimeQuestion(text)).toBe(answer);
  });

  it.each([
    "¿a qué hora acaba la reunión de mañana?",
    "arranco a las 10, ¿a qué hora quedo libre?",
    "empiezo a las 10 con 3 clientes, una hora cada uno, ¿a qué hora acabo?",
    "¿a qué hora termino hoy?",
  ])("«%s» is left to the apps", (text) => {
    expect(answerEndTimeQuestion(text)).toBeUndefined();
  });
});
