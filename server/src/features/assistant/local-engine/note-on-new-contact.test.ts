import { describe, expect, it } from "vitest";
import { composeNoteAfterContact, notesOnNewContact } from "./note-on-new-contact";
import type { SpanishRequest } from "./parse-spanish-request";

const contact: SpanishRequest = {
  action: "create",
  objects: ["contact"],
  request: {
    text: "crea el contacto Irene Navas, irene.navas@tecnoval.es",
    name: "Irene Navas",
    email: "irene.navas@tecnoval.es",
  },
};
const note = (request: Partial<SpanishRequest["request"]>): SpanishRequest => ({
  action: "create",
  objects: ["note"],
  request: { text: "apunta en su ficha que quiere una demo", body: "quiere una demo", ...request },
});

describe("notesOnNewContact", () => {
  it("finds a note on the contact the request before makes, and says when it can be written", () => {
    const onHer = note({ email: "irene.navas@tecnoval.es" });
    expect(notesOnNewContact(contact, onHer)).toBe(true);
    expect(composeNoteAfterContact(contact, onHer)).toBe(
      "La nota («quiere una demo») podré apuntarla en la ficha de Irene Navas cuando exista: confirma antes el contacto y vuelve a pedírmela.",
    );
  });

  it("leaves a note on someone else, or after something that makes no contact", () => {
    expect(notesOnNewContact(contact, note({ person: "Jorge Castillo" }))).toBe(false);
    expect(notesOnNewContact({ ...contact, action: "read" }, note({ email: "irene.navas@tecnoval.es" }))).toBe(false);
  });
});
