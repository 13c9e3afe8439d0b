import { describe, expect, it } from "vitest";
import { readSaidThatAsTopic } from "./read-said-that-as-topic";

describe("what a message says, after 'de que'", () => {
  it.each([
    [
      "dale un 👍 al mensaje de Laura de que ya está subido el informe",
      "dale un 👍 al mensaje de Laura sobre que ya está subido el informe",
    ],
    [
      "archiva el correo del banco de q han cambiado las condiciones",
      "archiva el correo del banco sobre que han cambiado las condiciones",
    ],
    ["reenvíale a Pedro el aviso de que cierran la oficina", "reenvíale a Pedro el aviso sobre que cierran la oficina"],
  ])("«%s» describes the message", (text, described) => {
    expect(readSaidThatAsTopic(text)).toBe(described);
  });

  it.each([
    "mándale un mensaje a Laura diciendo que ya voy",
    "dile a Pedro que el correo de Rosa llegó",
    "busca el correo de que",
  ])("«%s» is left as it is", (text) => {
    expect(readSaidThatAsTopic(text)).toBe(text);
  });
});
