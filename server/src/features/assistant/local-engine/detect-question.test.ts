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

describe("detectQuestion", () => {
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
