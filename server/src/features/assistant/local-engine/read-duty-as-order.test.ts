import { describe, expect, it } from "vitest";
import { readDutyAsOrder } from "./read-duty-as-order";

describe("readDutyAsOrder", () => {
  it("reads a reply said as a duty as the order", () => {
    expect(readDutyAsOrder("tengo que contestarle a laura que sí")).toBe("contesta a laura que sí");
    expect(readDutyAsOrder("debo responder a Pedro que vale")).toBe("responde a Pedro que vale");
  });

  it("leaves a question about what is left to answer", () => {
    expect(readDutyAsOrder("¿tengo que contestar a Laura?")).toBe("¿tengo que contestar a Laura?");
  });

  it("leaves duties that are no reply", () => {
    expect(readDutyAsOrder("tengo que llamar a Pedro")).toBe("tengo que llamar a Pedro");
  });
});
