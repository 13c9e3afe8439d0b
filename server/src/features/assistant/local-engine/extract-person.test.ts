import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

function parse(text: string) {
  return parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });
}

describe("who sent it, named after the verb", () => {
  it("reads a lower-case name that looks like a verb as the sender when it ends the request", () => {
    expect(parse("reenvíale a laura.gomez@ejemplo.com lo último que me mandó javier").request).toMatchObject({
      person: "javier",
      email: "laura.gomez@ejemplo.com",
    });
  });

  it("keeps a verb the rules know a verb", () => {
    expect(parse("lo que me mandó revisar").request.person).toBeUndefined();
  });

  it("names who handed it over only after 'me' or 'nos'", () => {
    expect(parse("¿de qué va lo que me pasó rosa por correo?").request.person).toBe("rosa");
    expect(parse("¿qué pasó ayer con el pedido?").request.person).toBeUndefined();
  });
});
