import { describe, expect, it } from "vitest";
import { readStoryBeforeMessage } from "./read-story-before-message";

describe("a story before an order that says a message", () => {
  it.each([
    [
      "el lunes hablé con Pedro y quedamos en vernos, escríbele diciendo que el jueves me va bien",
      "escríbele a Pedro diciendo que el jueves me va bien",
    ],
    [
      "esta mañana estuve con lucía en la oficina y me pidió las fechas, mándale uno diciendo q son del 3 al 7",
      "mándale a lucía uno diciendo q son del 3 al 7",
    ],
    [
      "en #general preguntaron quién iba a la cena de empresa, pon que yo voy seguro",
      "pon en #general que yo voy seguro",
    ],
    [
      "en el canal de marketing comentaron lo del evento del viernes, escribe q me apunto",
      "escribe en el canal de marketing q me apunto",
    ],
    [
      "laura me pidio por slack el contacto del director de hoteles mirador, le escribes por privado q se lo paso en un rato?",
      "le escribes a laura por privado por slack q se lo paso en un rato?",
    ],
    [
      "pedro me preguntó por teams si ya está el informe, dile q mañana sin falta",
      "dile a pedro por teams q mañana sin falta",
    ],
    ["Marta me ha pedido las fechas, contéstale que son del 3 al 7", "contéstale a Marta que son del 3 al 7"],
  ])("«%s» is «%s»", (text, order) => {
    expect(readStoryBeforeMessage(text)).toBe(order);
  });

  it.each([
    "dile a Marta que mañana no llego, que estoy malo",
    "hablé con Pedro ayer, ¿qué me escribió?",
    "ayer me pidió laura el informe, dile que mañana",
    "en #random hay mucho ruido, léeme los últimos mensajes",
    "pon en #ventas que ya está la propuesta",
  ])("«%s» is left as it is", (text) => {
    expect(readStoryBeforeMessage(text)).toBe(text);
  });
});
