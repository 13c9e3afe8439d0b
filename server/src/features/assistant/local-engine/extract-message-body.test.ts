import { describe, expect, it } from "vitest";
import { extractMessageBody } from "./extract-message-body";

describe("extractMessageBody", () => {
  it("sends what 'preguntándole' asks as a question", () => {
    expect(
      extractMessageBody("mándale un correo a elena preguntándole si puedo cogerme el 26 libre", {
        colonStartsBody: false,
      }),
    ).toMatchObject({ value: "¿puedo cogerme el 26 libre?" });
  });
});

describe("a message that tells someone of a thing", () => {
  it.each([
    ["mándale un correo avisándole de la reunión del lunes", "Te aviso de la reunión del lunes."],
    ["escríbele recordándole lo de la factura", "Te recuerdo lo de la factura."],
    ["mándales un mail informándoles del cambio de sala", "Os informo del cambio de sala."],
    ["mándale un correo avisándole de que llego tarde", "llego tarde"],
  ])("«%s» says «%s»", (text, body) => {
    expect(extractMessageBody(text, { colonStartsBody: false })?.value).toBe(body);
  });
});
