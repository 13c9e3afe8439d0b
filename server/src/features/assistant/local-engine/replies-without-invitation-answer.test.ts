import { describe, expect, it } from "vitest";
import { parseSpanishRequest } from "./parse-spanish-request";
import { TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

describe("a reply whose words speak of a meeting or a maybe", () => {
  it.each([
    "contesta a lo de laura del presupuesto 2026 q mañana a las 10 me va bien pero q a lo mejor llego 5 min tarde xq vengo de otra reunion",
    "responde al correo de Pedro que el jueves me va bien, aunque igual llego tarde de la reunión",
    "contéstale a Marta que a las 10 vale, quizás me alargo en la reunión anterior",
  ])("«%s» is a reply with that message", (text) => {
    const parsed = parse(text);
    expect(parsed.action).toBe("reply");
    expect(parsed.request.body).toBeTruthy();
    expect(parsed.request.invitationAnswer).toBeUndefined();
  });

  it("still answers an invitation when the message is the answer", () => {
    expect(parse("contesta que quizás a la reunión del jueves")).toMatchObject({ action: "respond" });
    expect(parse("responde que sí a la reunión de mañana")).toMatchObject({ action: "respond" });
  });
});
