import { describe, expect, test } from "vitest";
import { readSeeingSomeoneAsMeeting } from "./read-seeing-someone-as-meeting";

describe("asking when one sees someone", () => {
  test.each([
    ["cuándo veo a Laura?", "cuándo tengo reunión con Laura?"],
    ["cuando me vuelvo a reunir con pedro sanchez", "cuando tengo reunión con pedro sanchez"],
    ["qué día nos vemos de nuevo con Sofía?", "qué día tengo reunión con Sofía?"],
    ["y cuándo me junto con los de logistica otra vez?", "y cuándo tengo reunión con los de logistica?"],
    ["a qué hora tengo que verme con marta mañana?", "a qué hora tengo reunión con marta mañana?"],
  ])("%s", (said, plain) => {
    expect(readSeeingSomeoneAsMeeting(said)).toBe(plain);
  });

  test("what is not a question of when stays", () => {
    expect(readSeeingSomeoneAsMeeting("quiero ver a laura el lunes")).toBe("quiero ver a laura el lunes");
    expect(readSeeingSomeoneAsMeeting("cuándo vemos el informe de ventas?")).toBe("cuándo vemos el informe de ventas?");
  });
});
