import { describe, expect, it } from "vitest";
import { readArrivedAsMessages } from "./read-arrived-as-messages";

describe("readArrivedAsMessages", () => {
  it("reads what arrived from someone as their messages", () => {
    expect(readArrivedAsMessages("¿me ha llegado algo de Javier?")).toBe("¿tengo algún mensaje de Javier?");
    expect(readArrivedAsMessages("me han llegado alguna cosa del banco")).toBe("tengo algún mensaje del banco");
  });

  it("leaves what arrives that is not from someone", () => {
    expect(readArrivedAsMessages("¿ha llegado el pedido?")).toBe("¿ha llegado el pedido?");
  });
});
