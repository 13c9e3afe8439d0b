import { readFileSync } from "node:fs";
import path from "node:path";
import spanishWords from "an-array-of-spanish-words" with { type: "json" };
import { describe, expect, it } from "vitest";
import { listSpanishNearWords } from "./list-spanish-near-words";
import { listDirectoryWords, MENDABLE_WORDS, mendRequestWords } from "./mend-request-words";

describe("mendRequestWords", () => {
  it("mends one slip in the verb, the question word, the day or the kind of thing", () => {
    expect(mendRequestWords("arhciva el correo de Iberia")).toBe("archiva el correo de Iberia");
    expect(mendRequestWords("cunatos correos sin leer tengo??")).toBe("cuantos correos sin leer tengo??");
    expect(mendRequestWords("que reunon tengo el vienres")).toBe("que reunion tengo el viernes");
    expect(mendRequestWords("porfa, elmina la tarea de ayer")).toBe("porfa, elimina la tarea de ayer");
    expect(mendRequestWords("madnale a Marta que vale")).toBe("mandale a Marta que vale");
    expect(mendRequestWords("reenvaile el de Iberia")).toBe("reenviale el de Iberia");
    expect(mendRequestWords("cuantso tengo para maañna")).toBe("cuantos tengo para manana");
    expect(mendRequestWords("dnóde está el contrato? alguein me ha escirto?")).toBe(
      "donde está el contrato? alguien me ha escrito?",
    );
  });

  it("reads voseo as the tú the rules are written in", () => {
    expect(mendRequestWords("decime qué tenés mañana")).toBe("dime qué tienes mañana");
    expect(mendRequestWords("poné en general: mañana no hay reunión")).toBe("pon en general: mañana no hay reunión");
    expect(mendRequestWords("poneme una reunión con Marta")).toBe("ponme una reunión con Marta");
  });

  it("never mends a Spanish word, a name, an app or an address into another word", () => {
    expect(mendRequestWords("busca el informe semanal de marta")).toBe("busca el informe semanal de marta");
    expect(mendRequestWords("que ha escrito raul mendes?")).toBe("que ha escrito raul mendes?");
    expect(mendRequestWords("tengo algo de laura en gmail?")).toBe("tengo algo de laura en gmail?");
    expect(mendRequestWords("tengo que responderle a javier")).toBe("tengo que responderle a javier");
    expect(mendRequestWords("la de la comida pasala al viernes")).toBe("la de la comida pasala al viernes");
    expect(mendRequestWords("escribe a borrra@empresa.es")).toBe("escribe a borrra@empresa.es");
    expect(mendRequestWords("busca lo de Arhciva")).toBe("busca lo de Arhciva");
  });

  it("keeps the people and places the apps know as they are", () => {
    const keep = listDirectoryWords(
      new Map([["slack", { places: [{ id: "C1", name: "marca-blanca", holds: "message" }], people: ["Lucía Marcs"] }]]),
    );
    expect(mendRequestWords("qué dijo marcs en marca-blanca", keep)).toBe("qué dijo marcs en marca-blanca");
  });

  it("leaves what the person says for someone else as written, but reads a request after it", () => {
    expect(mendRequestWords("dile a laura que no puedo, que tengo una reunon")).toBe(
      "dile a laura que no puedo, que tengo una reunon",
    );
    expect(mendRequestWords("contesta a rosa que el martes nos vemos y luego decime que tengo el jueves")).toBe(
      "contesta a rosa que el martes nos vemos y luego dime que tengo el jueves",
    );
    expect(mendRequestWords("crea una tarea que se llame Revsiar el contrato")).toBe(
      "crea una tarea que se llame Revsiar el contrato",
    );
  });
});

describe("spanish-near-words.json", () => {
  it("lists the Spanish words near the rules' vocabulary as it is now", () => {
    const file = path.join(import.meta.dirname, "spanish-near-words.json");
    const written: unknown = JSON.parse(readFileSync(file, "utf8"));
    // Out of date after a change to the vocabulary: run write-spanish-near-words.ts.
    expect(written).toEqual(listSpanishNearWords(spanishWords, MENDABLE_WORDS));
  });
});
