import { describe, expect, it } from "vitest";
import { readBookedWithPerson } from "./read-booked-with-person";
import { askLocalEngine } from "./test-support/ask-local-engine";

describe("booking time with someone", () => {
  it.each([
    ["agéndame con Laura pasado mañana a las 4", "agéndame una reunión con Laura pasado mañana a las 4"],
    ["agenda con pedro el lunes a las 10", "agenda una reunión con pedro el lunes a las 10"],
    ["agendame con marta mañana una horita", "agendame una reunión con marta mañana una horita"],
  ])("«%s» books a meeting", (text, said) => {
    expect(readBookedWithPerson(text)).toBe(said);
  });

  it("leaves a thing named alone", () => {
    expect(readBookedWithPerson("agéndame una llamada con Laura")).toBe("agéndame una llamada con Laura");
  });

  it("makes the event with them, titled by its purpose", async () => {
    const step = await askLocalEngine(
      "agendame con laura gomez pasado mañana a las 4 de la tarde, una horita, pa repasar la campaña de navidad... ponle videollamada q ella ese dia curra desde casa",
    );
    expect(step.toolName).toMatch(/^(?:calendar|outlook)_create_event$/);
    expect(step.input).toMatchObject({ attendees: ["laura gomez"] });
    expect(String(step.input?.title)).toMatch(/navidad/i);
    expect(String(step.input?.start)).toContain("T16:00");
  });
});
