import { describe, expect, it } from "vitest";
import { readPutToPersonAsMessage } from "./read-put-to-person-as-message";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("putting words to someone", () => {
  it.each([
    [
      "ponle a marta por el teams q las dos facturas se las mando mañana",
      "escríbele a marta por el teams q las dos facturas se las mando mañana",
    ],
    ["pónele a Pedro que llego tarde", "escríbele a Pedro que llego tarde"],
    ["ponles a Laura y Pedro por slack que ya está", "escríbeles a Laura y Pedro por slack que ya está"],
  ])("«%s» is a message", (text, said) => {
    expect(readPutToPersonAsMessage(text)).toBe(said);
  });

  it.each(["ponle a la tarea que vence el lunes", "ponle fecha al informe", "ponle a Marta como responsable"])(
    "«%s» stays",
    (text) => {
      expect(readPutToPersonAsMessage(text)).toBe(text);
    },
  );

  it("sends it by the team chat named", async () => {
    const step = await askLocalEngine(
      "ponle a marta por el teams q las dos facturas q le faltan para el cierre se las mando mañana a primera hora, q no se agobie",
      { assistant: "teams" },
    );
    expect(step.toolName).toBe("teams_send_message");
    expect(String(step.input?.person)).toMatch(/marta/i);
    expect(String(step.input?.message)).toContain("facturas");
  });
});
