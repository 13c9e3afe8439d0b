import { describe, expect, it } from "vitest";
import { readAgreedAsMinutes } from "./read-agreed-as-minutes";

describe("what was agreed at a meeting", () => {
  it.each([
    ["en que quedamos en la ultima reunion del comite de direccion?", "qué dice el acta del comite de direccion?"],
    ["¿qué se acordó en la reunión con Grupo Alameda?", "qué dice el acta de Grupo Alameda?"],
    ["que decidimos en el comité de dirección?", "qué dice el acta del comité de dirección?"],
    ["en qué quedaron en la junta de socios?", "qué dice el acta de socios?"],
  ])("«%s» asks «%s»", (text, question) => {
    expect(readAgreedAsMinutes(text)).toBe(question);
  });

  it.each([
    "¿a qué hora es la reunión del comité?",
    "en que quedamos con Marta?",
    "qué tengo en la reunión de mañana?",
    "qué acuerdos salieron del último comité?",
  ])("«%s» stays", (text) => {
    expect(readAgreedAsMinutes(text)).toBe(text);
  });
});
