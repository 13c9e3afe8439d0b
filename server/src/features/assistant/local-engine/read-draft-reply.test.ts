import { describe, expect, test } from "vitest";
import { readDraftReply } from "./read-draft-reply";

describe("a reply kept as a draft", () => {
  test.each([
    [
      "guárdame en borradores una respuesta para Sofía diciéndole que sale el lunes",
      "respóndele en borrador a Sofía diciéndole que sale el lunes",
    ],
    ["prepara un borrador de respuesta a Javier: vale", "respóndele en borrador a Javier: vale"],
  ])("%s is a draft reply", (text, reply) => {
    expect(readDraftReply(text)).toBe(reply);
  });

  test("a draft with no 'respuesta' stays a new mail", () => {
    expect(readDraftReply("prepara un borrador para Sofía diciéndole que sale el lunes")).toBe(
      "prepara un borrador para Sofía diciéndole que sale el lunes",
    );
  });
});
