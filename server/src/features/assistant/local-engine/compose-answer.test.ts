import { describe, expect, it } from "vitest";
import { findDroppedDetails } from "./compose-answer";

describe("the details a proposed action leaves out", () => {
  const request = { text: "", company: "Lumen", jobTitle: "directora de compras", phone: "+34 600 111 222" };

  it("names each detail the input does not carry, whole words only and never from an address", () => {
    expect(findDroppedDetails(request, { email: "javier@lumen.es", firstname: "Javier" })).toEqual([
      "la empresa «Lumen»",
      "el cargo «directora de compras»",
      "el teléfono «+34 600 111 222»",
    ]);
  });

  it("counts a detail as carried when the input or the card's words hold it, accents and case aside", () => {
    const input = { company: "LUMEN", jobtitle: "Directora de Compras" };
    expect(findDroppedDetails(request, input, "Crear el contacto (teléfono +34 600 111 222)")).toEqual([]);
  });
});
