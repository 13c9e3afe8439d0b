import { describe, expect, test } from "vitest";
import { splitNoteAfterAnswer } from "./split-note-after-answer";

describe("'pero' before the words for whoever invited", () => {
  test.each([
    [
      "lo del comite de seguridad, di que si que voy, pero avisale a rosa de que llegare un pelin tarde",
      "lo del comite de seguridad, di que si que voy, avisale a rosa de que llegare un pelin tarde",
    ],
    [
      "acepta la de ciberseguridad pero dile a Carlos que llego tarde",
      "acepta la de ciberseguridad, dile a Carlos que llego tarde",
    ],
    [
      "rechaza la comida del viernes, pero coméntale que otra vez será",
      "rechaza la comida del viernes, coméntale que otra vez será",
    ],
  ])("%s says the note as its own request", (said, read) => {
    expect(splitNoteAfterAnswer(said)).toBe(read);
  });

  test.each(["reenvíale el correo a Pedro, pero dile que es urgente", "pero dile que acepto la propuesta"])(
    "%s keeps its 'pero'",
    (said) => {
      expect(splitNoteAfterAnswer(said)).toBe(said);
    },
  );
});
