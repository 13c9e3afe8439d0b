import { describe, expect, it } from "vitest";
import { splitRequests } from "./split-requests";

function readParts(text: string): string[] {
  return splitRequests(text).map((span) => span.text);
}

describe("two writes, or a read and a write, in one sentence", () => {
  it("splits off a reaction after a post", () => {
    expect(readParts("publica en #general que mañana no hay oficina y reacciona con 👍 al de miguel")).toEqual([
      "publica en #general que mañana no hay oficina",
      "reacciona con 👍 al de miguel",
    ]);
  });

  it("splits a task handed on to another day from a task created after it", () => {
    expect(readParts("pasa la comida de navidad al viernes y crea una tarea para reservar")).toEqual([
      "pasa la comida de navidad al viernes",
      "crea una tarea para reservar",
    ]);
  });

  it("splits a question whose verb is unknown from the message that follows it", () => {
    expect(readParts("a que hora era el corte de luz que dijo javier? y mandale un privado a laura")).toHaveLength(2);
  });
});
