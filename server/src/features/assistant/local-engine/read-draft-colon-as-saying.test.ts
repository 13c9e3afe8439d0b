import { describe, expect, it } from "vitest";
import { readDraftColonAsSaying } from "./read-draft-colon-as-saying";

describe("readDraftColonAsSaying", () => {
  it("reads the text after a draft mail's colon as what the mail says", () => {
    expect(readDraftColonAsSaying("guárdame como borrador un mail a Pedro: el taller se retrasa")).toBe(
      "guárdame como borrador un mail a Pedro diciéndole que el taller se retrasa",
    );
  });

  it("reads 'para' as whom the mail is for", () => {
    expect(readDraftColonAsSaying("déjame en borradores un correo para Carlos: se aplaza al jueves")).toBe(
      "déjame en borradores un correo a Carlos diciéndole que se aplaza al jueves",
    );
  });

  it("leaves a colon that is not a draft mail's text", () => {
    expect(readDraftColonAsSaying("escribe a Pedro: el taller se retrasa")).toBe(
      "escribe a Pedro: el taller se retrasa",
    );
    expect(readDraftColonAsSaying("borra los borradores de las 10:30")).toBe("borra los borradores de las 10:30");
  });
});
