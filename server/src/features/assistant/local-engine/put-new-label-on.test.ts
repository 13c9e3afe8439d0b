import { describe, expect, it } from "vitest";
import { putNewLabelOn } from "./put-new-label-on";

describe("a label made and put on a mail in one sentence", () => {
  it.each([
    [
      "crea una etiqueta que se llame Proyecto Atlas y ponsela a la invitacion de la reunion que me mando Pedro",
      "crea una etiqueta que se llame Proyecto Atlas y ponle la etiqueta Proyecto Atlas a la invitacion de la reunion que me mando Pedro",
    ],
    [
      "crea la etiqueta Viajes y pónsela al correo de Iberia",
      "crea la etiqueta Viajes y ponle la etiqueta Viajes al correo de Iberia",
    ],
  ])("«%s» names the label in the second request", (text, said) => {
    expect(putNewLabelOn(text)).toBe(said);
  });

  it("leaves a label put on a mail with its name alone", () => {
    const text = "ponle la etiqueta Viajes al correo de Iberia";
    expect(putNewLabelOn(text)).toBe(text);
  });
});
