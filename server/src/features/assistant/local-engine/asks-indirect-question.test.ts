import { describe, expect, it } from "vitest";
import { asksIndirectQuestion } from "./asks-indirect-question";

describe("asksIndirectQuestion", () => {
  it("reads a look verb before a question word as a question", () => {
    expect(asksIndirectQuestion("mira qué me ha escrito Laura por Teams")).toBe(true);
    expect(asksIndirectQuestion("fíjate a ver quién me ha mencionado")).toBe(true);
    expect(asksIndirectQuestion("cuéntame qué queda en el tablero")).toBe(true);
  });

  it("leaves a look at a thing named plainly", () => {
    expect(asksIndirectQuestion("mira el correo de Iberia")).toBe(false);
    expect(asksIndirectQuestion("busca qué correos tengo de Marta")).toBe(false);
  });
});
