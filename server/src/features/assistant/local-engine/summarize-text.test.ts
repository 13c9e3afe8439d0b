import { describe, expect, it } from "vitest";
import { findPassage, splitSentences, summarizeText } from "./summarize-text";

const policy = `Política de teletrabajo

Hola equipo,

Desde el 1 de enero, todo el personal podrá teletrabajar hasta tres días por semana. Los días de teletrabajo se acuerdan con el responsable de cada área antes del viernes anterior. La empresa abonará 30 € al mes para gastos de conexión a internet. El horario de disponibilidad en teletrabajo es de 9:00 a 14:00. Las reuniones de equipo de los lunes serán siempre presenciales. Quien necesite una silla ergonómica puede pedirla a Recursos Humanos.

Un saludo,
Dirección`;

describe("splitSentences", () => {
  it("keeps whole sentences and drops greetings, sign-offs and headers", () => {
    const sentences = splitSentences(`De: Laura <l@x.es>\nAsunto: Hola\n\nHola Ana,\n${policy}`);
    expect(sentences[0]).toBe("Política de teletrabajo");
    expect(sentences).toContain("Las reuniones de equipo de los lunes serán siempre presenciales.");
    expect(sentences.some((sentence) => /saludo|Hola|Laura/.test(sentence))).toBe(false);
    expect(sentences.every((sentence) => !sentence.endsWith(" "))).toBe(true);
  });
});

describe("summarizeText", () => {
  it("answers in whole sentences from the text, in its order, never cut mid-word", () => {
    const summary = summarizeText(policy, 3);
    expect(summary).toHaveLength(3);
    for (const sentence of summary) expect(policy).toContain(sentence);
    expect(summary.join(" ")).toMatch(/teletrabajar hasta tres días por semana/);
    const positions = summary.map((sentence) => policy.indexOf(sentence));
    expect(positions).toEqual([...positions].sort((first, second) => first - second));
  });
});

describe("findPassage", () => {
  it("finds the sentence that answers the question", () => {
    expect(findPassage(policy, "¿cuánto pagan por internet?")).toEqual([
      "La empresa abonará 30 € al mes para gastos de conexión a internet.",
    ]);
    expect(findPassage(policy, "¿y las reuniones de los lunes?")).toEqual([
      "Las reuniones de equipo de los lunes serán siempre presenciales.",
    ]);
    expect(findPassage(policy, "horario")).toEqual(["El horario de disponibilidad en teletrabajo es de 9:00 a 14:00."]);
  });

  it("finds nothing when the question names nothing the text has", () => {
    expect(findPassage(policy, "¿y el parking?")).toEqual([]);
  });
});
