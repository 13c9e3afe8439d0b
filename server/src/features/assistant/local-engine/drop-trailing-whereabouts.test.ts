import { describe, expect, it } from "vitest";
import { dropTrailingWhereabouts } from "./drop-trailing-whereabouts";

describe("where the thing is, said after the question", () => {
  it.each([
    [
      "qué acuerdos salieron del último comité de dirección? está el acta en notion",
      "qué acuerdos salieron del último comité de dirección en notion?",
    ],
    [
      "cuanto nos desviamos en total en el presupuesto 2026? el de la carpeta finanzas",
      "cuanto nos desviamos en total en el presupuesto 2026?",
    ],
    ["¿qué dice el contrato de Lumen? lo tengo en el drive", "¿qué dice el contrato de Lumen en drive?"],
    [
      "necesito el total de la propuesta q le hicimos a grupo norte, está en el drive en algun lado",
      "necesito el total de la propuesta q le hicimos a grupo norte en drive?",
    ],
    ["dime qué pone el acta del comité, la tengo en notion", "dime qué pone el acta del comité en notion?"],
  ])("«%s» is the question alone", (text, question) => {
    expect(dropTrailingWhereabouts(text)).toBe(question);
  });

  it.each([
    "¿de cuánto es? está en el correo de Endesa",
    "¿qué dice? está en la carpeta de RRHH",
    "¿qué tengo hoy? y archiva el de Iberia",
    "¿cuánto es?, está en el correo de Endesa",
  ])("«%s» keeps what describes the thing or asks more", (text) => {
    expect(dropTrailingWhereabouts(text)).toBe(text);
  });
});
