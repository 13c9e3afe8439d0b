import { describe, expect, it } from "vitest";
import { joinFollowUpQuestions } from "./join-follow-up-questions";
import { parseSpanishRequest } from "./parse-spanish-request";
import { splitRequests } from "./split-requests";

const clock = { now: new Date("2026-12-07T11:00:00Z"), timeZone: "Europe/Madrid" };
const read = (message: string) =>
  joinFollowUpQuestions(splitRequests(message), message, (text) => parseSpanishRequest(text, clock), clock).map(
    (span) => span.text,
  );

describe("joinFollowUpQuestions", () => {
  it("reads a question that names nothing of its own with the request before", () => {
    expect(read("quien es tomas fuentes y de qué empresa es")).toEqual(["quien es tomas fuentes y de qué empresa es"]);
  });

  it("reads a sum asked of what was just counted with the count", () => {
    expect(read("cuantos negocios abiertos tenemos y cuanto suman entre todos?")).toEqual([
      "cuantos negocios abiertos tenemos y cuanto suman entre todos?",
    ]);
  });

  it("reads a question with the thing named before it", () => {
    expect(
      read("Oye, en la de enviar la propuesta a Hoteles Mediterráneo, ¿qué descuento teníamos que poner?"),
    ).toEqual(["Oye, en la de enviar la propuesta a Hoteles Mediterráneo, ¿qué descuento teníamos que poner?"]);
  });

  it("keeps apart a question that names someone or something, and one about the date", () => {
    expect(read("quien es nuria prieto y que me escribio laura por privado en slack?")).toHaveLength(2);
    expect(read("donde tengo el excel del presupuesto y donde esta la presentacion que subi")).toHaveLength(2);
    expect(read("cuantos correos importantes tengo en gmail y que dia es hoy")).toHaveLength(2);
  });

  it("never joins a request opened by its own verb", () => {
    expect(read("archiva el de iberia y dime qué dice")).toHaveLength(2);
  });
});
