import { describe, expect, it } from "vitest";
import { readNewEvent } from "./read-new-event";

const request = (text: string) => ({
  text,
  dueDate: "2026-12-10T11:00:00+01:00",
  person: "Laura Gómez",
  name: "Laura Gómez",
  recipients: ["Laura Gómez"],
});

describe("readNewEvent", () => {
  it("puts what the meeting is for in its title, without its day or hour", () => {
    expect(
      readNewEvent(request("crea una reunión con Laura Gómez para ver la campaña de Navidad el jueves"))?.title,
    ).toBe("Reunión con Laura Gómez sobre la campaña de Navidad");
    expect(readNewEvent(request("una llamada con Laura Gómez para hablar del presupuesto a las 11"))?.title).toBe(
      "Llamada con Laura Gómez sobre el presupuesto",
    );
  });

  it("keeps the plain title when no purpose is said", () => {
    expect(readNewEvent(request("crea una reunión con Laura Gómez el jueves a las 11"))?.title).toBe(
      "Reunión con Laura Gómez",
    );
  });
});
