import { describe, expect, test } from "vitest";
import { readAskedPointingVerb } from "./read-asked-pointing-verb";

describe("a verb asked of the listener with the fronted thing's pronoun before it", () => {
  test.each([
    [
      "la llamada con javier de grupo norte me la pasas media hora mas tarde? a las 5 no llego",
      "la llamada con javier de grupo norte muévela media hora mas tarde? a las 5 no llego",
    ],
    ["el de Iberia lo puedes archivar?", "el de Iberia archívalo"],
    ["lo de las facturas me lo pasas a mañana?", "lo de las facturas pásalo a mañana"],
    ["¿la demo con Logística Castellana me la mueves al jueves?", "la demo con Logística Castellana muévela al jueves"],
    ["los de LinkedIn me los borras porfa", "los de LinkedIn bórralos porfa"],
    ["la reunión del comité me la podrías retrasar una hora?", "la reunión del comité retrásala una hora"],
  ])("%s is the order", (said, read) => {
    expect(readAskedPointingVerb(said)).toBe(read);
  });

  test.each([
    "lo de Levante ya está hecho, lo marcas?",
    "¿me la pasas?",
    "la factura me la pagan el lunes",
    "pasa la llamada con Javier a las 5",
  ])("%s keeps its meaning", (said) => {
    expect(readAskedPointingVerb(said)).toBe(said);
  });
});
