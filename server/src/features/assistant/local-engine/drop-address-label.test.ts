import { describe, expect, it } from "vitest";
import { dropAddressLabel } from "./drop-address-label";

describe("the words that label an address", () => {
  it.each([
    [
      "da de alta a Lucía Ferrer, su correo es lucia@mueblesferrer.es",
      "da de alta a Lucía Ferrer, lucia@mueblesferrer.es",
    ],
    ["mete a Pablo Ruiz en el crm, su mail: pablo@ruiz.com", "mete a Pablo Ruiz en el crm, pablo@ruiz.com"],
    ["registra a Marta Gil y su email es marta.gil@gil.es", "registra a Marta Gil marta.gil@gil.es"],
    ["crea el contacto Ana Sanz, tiene como correo electrónico ana@sanz.es", "crea el contacto Ana Sanz, ana@sanz.es"],
  ])("«%s» keeps the address alone", (text, kept) => {
    expect(dropAddressLabel(text)).toBe(kept);
  });

  it.each([
    "mándale un correo a lucia@mueblesferrer.es",
    "reenvía el mail a pablo@ruiz.com",
    "busca el correo de endesa",
  ])("«%s» is left as it is", (text) => {
    expect(dropAddressLabel(text)).toBe(text);
  });
});
