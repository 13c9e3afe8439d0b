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
