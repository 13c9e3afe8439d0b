import { describe, expect, test } from "vitest";
import { dropOpeningCourtesy } from "./drop-opening-courtesy";

describe("dropOpeningCourtesy", () => {
  test.each([
    ["buenas! me dices si tengo algo sin leer de laura porfa", "tengo algo sin leer de laura porfa"],
    ["Hola Shifu, ¿qué tal? ¿Tengo algo nuevo de Marta?", "¿Tengo algo nuevo de Marta?"],
    ["oye, ¿sabes si me ha escrito Sergio?", "me ha escrito Sergio?"],
    ["dime si hay correos de Iberia", "hay correos de Iberia"],
    ["fijate si escribieron algo urgente en el canal de soporte", "escribieron algo urgente en el canal de soporte"],
    ["mira a ver si me ha contestado Laura", "me ha contestado Laura"],
    ["comprueba si tengo algo de Hacienda.", "tengo algo de Hacienda."],
    ["a ver si ha llegado lo de Iberia", "ha llegado lo de Iberia"],
    ["dime cuántos sin leer tengo", "cuántos sin leer tengo"],
    ["dime qué tengo hoy", "qué tengo hoy"],
    ["¿me dices cuando es la comida con Javier?", "cuando es la comida con Javier?"],
    ["oye, ¿sabes quién lleva lo de la feria?", "quién lleva lo de la feria?"],
  ])("'%s' asks '%s'", (text, request) => {
    expect(dropOpeningCourtesy(text)).toBe(request);
  });

  test.each([
    "hola",
    "¡Buenas tardes!",
    "mira el correo de Laura",
    "si puedes, archiva lo de LinkedIn",
    "hola, ¿qué tal?",
    "¿sabes que mañana no vengo?",
    "dime algo bonito",
    "¿qué tal va lo de los vinos?",
  ])("'%s' is left as it was said", (text) => {
    expect(dropOpeningCourtesy(text)).toBe(text);
  });
});
