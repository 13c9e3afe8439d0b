import { describe, expect, it } from "vitest";
import { readThingBeforeQuestion } from "./read-thing-before-question";

describe("readThingBeforeQuestion", () => {
  it("reads a written thing named before a question as where its answer is", () => {
    expect(readThingBeforeQuestion("en el acta del comite de direccion q quedo pendiente pa laura?")).toBe(
      "q quedo pendiente pa laura según el acta del comite de direccion?",
    );
    expect(readThingBeforeQuestion("En el briefing de la campaña de Navidad, ¿qué descuento ofrecemos?")).toBe(
      "qué descuento ofrecemos según el briefing de la campaña de Navidad?",
    );
    expect(
      readThingBeforeQuestion("en el acta de la reunion del lunes, antes de q dia habia q cerrar la propuesta?"),
    ).toBe("antes de q dia habia q cerrar la propuesta según el acta de la reunion del lunes?");
  });

  it("keeps what follows the question", () => {
    expect(readThingBeforeQuestion("en la política de viajes cuánto es la dieta? es q no me acuerdo")).toBe(
      "cuánto es la dieta según la política de viajes? es q no me acuerdo",
    );
  });

  it("leaves a place that holds no text, and a question with nothing before it", () => {
    expect(readThingBeforeQuestion("en la reunión de mañana quién viene?")).toBe(
      "en la reunión de mañana quién viene?",
    );
    expect(readThingBeforeQuestion("¿qué dice el acta?")).toBe("¿qué dice el acta?");
  });
});
