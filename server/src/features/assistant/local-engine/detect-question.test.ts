import { describe, expect, it } from "vitest";
import { detectQuestion, readWantedFacts } from "./detect-question";

describe("readWantedFacts", () => {
  it("reads every kind of fact a question asks for", () => {
    expect(readWantedFacts("de cuanto era la factura y cuando vence?")).toEqual(["time", "amount"]);
    expect(readWantedFacts("¿cuánto dura el contrato?")).toEqual(["duration"]);
    expect(readWantedFacts("en cuánto tiempo hay que contestar")).toEqual(["duration"]);
    expect(readWantedFacts("¿cuántas licencias quieren?")).toEqual(["count"]);
    expect(readWantedFacts("¿qué dice el acta?")).toEqual([]);
  });

  it("reads where something happens as a place, but not where a thing is kept", () => {
    expect(readWantedFacts("¿en qué sala es la reunión del proyecto?")).toEqual(["place"]);
    expect(readWantedFacts("¿dónde es la comida?")).toEqual(["place"]);
    expect(readWantedFacts("¿dónde está el contrato?")).toEqual([]);
  });
});

describe("readWantedFacts, shares and people", () => {
  it("reads a share asked as a percentage, a rate or the discount itself, not a discount's code", () => {
    expect(readWantedFacts("¿qué porcentaje de descuento nos ofrecen?")).toEqual(["percent"]);
    expect(readWantedFacts("que tasa de apertura tuvo la newsletter")).toEqual(["percent"]);
    expect(readWantedFacts("q descuento lleva la campaña")).toEqual(["percent"]);
    expect(readWantedFacts("que codigo de descuento me mandaron?")).toEqual([]);
  });

  it("reads who does something as a person, but not who someone is, who wrote or who takes part", () => {
    expect(readWantedFacts("¿quién coordina el cierre contable?")).toEqual(["person"]);
    expect(readWantedFacts("quien lleva lo de la feria")).toEqual(["person"]);
    expect(readWantedFacts("¿quién es Marta Vidal?")).toEqual([]);
    expect(readWantedFacts("¿quién me ha escrito hoy?")).toEqual([]);
    expect(readWantedFacts("¿con quién tengo reunión el martes?")).toEqual([]);
  });
});

describe("detectQuestion", () => {
  it("reads 'q dice' typed short as what a text says", () => {
    expect(detectQuestion("q dice el acta", { summarizes: false })).toEqual({ kind: "summary" });
    expect(detectQuestion("q hay dentro de la carpeta de facturas", { summarizes: false })).toEqual({
      kind: "summary",
    });
    expect(detectQuestion("y q hay en la carpeta compartida?", { summarizes: false })).toEqual({ kind: "summary" });
    expect(detectQuestion("q dice el acta sobre el presupuesto", { summarizes: false })).toEqual({
      kind: "passage",
      about: "el presupuesto",
    });
  });

  it("reads what is asked of a thing named before 'sobre'", () => {
    expect(detectQuestion("que dice el plan de marketing q1 sobre linkedin", { summarizes: false })).toEqual({
      kind: "passage",
      about: "linkedin",
    });
  });

  it("asks the amount of one thing, not a sum, when 'cuánto es' is said of one", () => {
    expect(detectQuestion("¿cuánto es la factura que me mandó Endesa?", { summarizes: false })).toBeUndefined();
    expect(detectQuestion("cuanto vale el negocio de talleres ruiz", { summarizes: false })).toBeUndefined();
    expect(detectQuestion("¿cuánto son los negocios de este mes?", { summarizes: false })).toEqual({ kind: "total" });
    expect(detectQuestion("cuanto suman mis facturas", { summarizes: false })).toEqual({ kind: "total" });
  });
});
