import { describe, expect, it } from "vitest";
import { describeAttendees } from "./describe-attendees";

describe("describeAttendees", () => {
  it("lists the guests the Spanish way, and nothing without guests", () => {
    expect(describeAttendees(undefined)).toBe("");
    expect(describeAttendees([])).toBe("");
    expect(describeAttendees(["Marta López"])).toBe(" con Marta López");
    expect(describeAttendees(["Marta", "Pedro", "Laura"])).toBe(" con Marta, Pedro y Laura");
  });

  it("writes 'e' before a name that sounds 'i', as Spanish does", () => {
    expect(describeAttendees(["Laura", "Inés"])).toBe(" con Laura e Inés");
    expect(describeAttendees(["Laura", "Hierro"])).toBe(" con Laura y Hierro");
  });
});
