import { describe, expect, test } from "vitest";
import { readInfinitiveRequest } from "./read-infinitive-request";

describe("readInfinitiveRequest", () => {
  test.each([
    [
      "¿puedes apuntar en la ficha de nuria prieto que el pedido llega el martes?",
      "apunta en la ficha de nuria prieto que el pedido llega el martes",
    ],
    ["¿me puedes decirle a Elena que me cojo el 2?", "dile a Elena que me cojo el 2"],
    ["¿podrías ponerle la etiqueta viajes al de iberia?", "ponle la etiqueta viajes al de iberia"],
    ["necesito mandarle un slack a pedro", "mandale un slack a pedro"],
    ["hay que archivar el correo de LinkedIn", "archiva el correo de LinkedIn"],
    ["¿me ayudas a escribirle a Laura que llego tarde?", "escribele a Laura que llego tarde"],
    ["quería mover la reunión con Iberia al viernes", "mueve la reunión con Iberia al viernes"],
  ])("'%s' orders '%s'", (text, order) => {
    expect(readInfinitiveRequest(text)).toBe(order);
  });

  test.each([
    ["¿hay que pagar la factura de Endesa?"],
    ["¿puedes ver si tengo algo de Iberia?"],
    ["quiero saber cuántos correos tengo"],
    ["me podes decir a que hora sale mi vuelo?"],
    ["¿puedes ayudarme?"],
    ["archiva el correo de LinkedIn"],
  ])("'%s' stays as it is", (text) => {
    expect(readInfinitiveRequest(text)).toBe(text);
  });
});
