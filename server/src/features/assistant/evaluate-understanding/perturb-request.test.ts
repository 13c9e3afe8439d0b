import { describe, expect, it } from "vitest";
import { joinRequests, perturbRequest } from "./perturb-request";
import type { UnderstandingCase } from "./understanding-case";

function rewrite(message: string, facts: Partial<UnderstandingCase> = {}): Record<string, string> {
  const item: UnderstandingCase = {
    id: "gmail-test",
    app: "gmail",
    message,
    kind: "act",
    tools: [],
    args: [],
    answer: [],
    ...facts,
  };
  return Object.fromEntries(perturbRequest(item).map((rewritten) => [rewritten.kind, rewritten.message]));
}

describe("perturbRequest", () => {
  it("writes a request as people also write it, keeping the ñ", () => {
    const rewrites = rewrite("¿Cuántos correos tengo del año pasado?");
    expect(rewrites["sin tildes"]).toBe("¿Cuantos correos tengo del año pasado?");
    expect(rewrites["sin puntuación"]).toBe("Cuántos correos tengo del año pasado");
    expect(rewrite("¡Escribe a ana.gil@lumen.es: vale, 20.000 €!")["sin puntuación"]).toBe(
      "Escribe a ana.gil@lumen.es: vale 20.000 €",
    );
    expect(rewrites["saludo delante"]).toMatch(/^(hola|oye|buenas|hola shifu)[,!]? ¿cuántos correos/i);
    expect(rewrites["cortesía detrás"]).toMatch(/^¿Cuántos correos tengo del año pasado(,? \w+( \w+)?)$/);
  });

  it("asks an imperative as a question, and says it in voseo", () => {
    const rewrites = rewrite("archiva el correo de Iberia.");
    expect(rewrites["como pregunta"]).toBe("¿puedes archivar el correo de Iberia?");
    expect(rewrite("dime qué tienes mañana").voseo).toBe("decime qué tenés mañana");
    expect(rewrite("archiva el correo de Iberia.")["dicho de otro modo"]).toMatch(
      /^(necesito|me gustaría|hay que|¿me ayudas a|quería) archivar el correo de Iberia\??$/,
    );
  });

  it("never puts a typo in a word the case checks", () => {
    const rewrites = rewrite("archiva el correo de Iberia", {
      args: [{ tool: "gmail_archive_message", field: "query", contains: "iberia" }],
    });
    expect(rewrites["errata en el verbo"]).toBe("arhciva el correo de Iberia");
    expect(rewrites["letra de menos"]).toBe("archiva el corro de Iberia");
    const checked = rewrite("archiva algo", { answer: ["archiva"] });
    expect(checked["errata en el verbo"]).toBeUndefined();
  });

  it("leaves out a rewrite that would change nothing", () => {
    expect(Object.keys(rewrite("hola"))).not.toContain("sin tildes");
    expect(Object.keys(rewrite("hola"))).not.toContain("voseo");
  });
});

describe("joinRequests", () => {
  it("says two requests of one chat in one message, and checks both", () => {
    const archive: UnderstandingCase = {
      id: "gmail-010",
      app: "gmail",
      message: "Archiva el correo de LinkedIn.",
      kind: "act",
      tools: ["gmail_archive_message"],
      args: [{ tool: "gmail_archive_message", card: "LinkedIn" }],
      answer: [],
    };
    const count: UnderstandingCase = {
      id: "gmail-001",
      app: "gmail",
      message: "¿Cuántos sin leer tengo?",
      kind: "act",
      tools: ["gmail_list_recent_messages"],
      args: [],
      answer: ["4 correos|cuatro"],
    };
    expect(joinRequests(archive, count)).toEqual({
      id: "gmail-010-y-001",
      app: "gmail",
      message: "Archiva el correo de LinkedIn y ¿cuántos sin leer tengo?",
      kind: "act",
      tools: ["gmail_archive_message", "gmail_list_recent_messages"],
      args: [{ tool: "gmail_archive_message", card: "LinkedIn" }],
      answer: ["4 correos|cuatro"],
    });
  });
});
