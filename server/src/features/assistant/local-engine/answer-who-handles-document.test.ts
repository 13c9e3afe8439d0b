import { describe, expect, test } from "vitest";
import { answerWhoHandlesDocument, asksWhoHandles } from "./answer-who-handles";

const options = { now: new Date("2026-11-23T10:30:00Z"), timeZone: "Europe/Madrid" };
const read = {
  kind: "document" as const,
  item: { id: "1", title: "Diseñar los banners de la campaña" },
  text: "Formatos 1080x1080 y 1200x628.\nEstado: pendiente.\nAsignada a Lucía Ortega.",
};

describe("'¿quién lleva…?' when the one task described was read whole", () => {
  test("names who has it before the task", () => {
    const answer = answerWhoHandlesDocument(read, "¿quién lleva lo de los banners?", options);
    expect(answer?.startsWith("**Diseñar los banners de la campaña** lo lleva **Lucía Ortega**.")).toBe(true);
  });

  test("leaves another question about the task to the passage", () => {
    expect(answerWhoHandlesDocument(read, "¿qué formatos tienen los banners?", options)).toBeUndefined();
  });

  test("a thing to translate asked about by who has it is no request for a translation", () => {
    expect(asksWhoHandles("¿quién lleva lo de traducir la web?")).toBe(true);
    expect(asksWhoHandles("traduce la web al portugués")).toBe(false);
  });
});
