import { describe, expect, test } from "vitest";
import { readGoingAsInvitationAnswer } from "./read-going-as-invitation-answer";

describe("whether the person goes, said of a meeting named first", () => {
  test.each([
    [
      "lo de ciberseguridad no puedo ir, dile a carlos que lo siento mucho",
      "rechaza lo de ciberseguridad, dile a carlos que lo siento mucho",
    ],
    ["a la formación del jueves al final no voy", "rechaza la formación del jueves"],
    [
      "lo del comité sí que voy, avísale a Rosa de que llego tarde",
      "acepta lo del comité, avísale a Rosa de que llego tarde",
    ],
    [
      "la comida con Javier no voy a poder ir y dile que otra vez será",
      "rechaza la comida con Javier, dile que otra vez será",
    ],
    ["al afterwork del viernes me apunto", "acepta el afterwork del viernes"],
  ])("%s answers the invitation", (said, read) => {
    expect(readGoingAsInvitationAnswer(said)).toBe(read);
  });

  test.each([
    "lo de ciberseguridad no puedo ir porque estoy de viaje y mañana tampoco",
    "la reunión con Pedro no voy a llegar, muévela a las 5",
    "el informe no puedo ir a buscarlo",
    "no puedo ir a la formación",
  ])("%s keeps its meaning", (said) => {
    expect(readGoingAsInvitationAnswer(said)).toBe(said);
  });
});
