import { describe, expect, it } from "vitest";
import { readInvitedGuests } from "./read-invited-guests";

describe("readInvitedGuests", () => {
  it.each([
    ["Creame un evento mañana a las 9, e invitá a Laura y a Pedro", ["Laura", "Pedro"]],
    ["invita a marta, ana y pedro@acme.es", ["marta", "ana", "pedro@acme.es"]],
    ["invitá a Pedro y a Laura a una reunión el martes", ["Pedro", "Laura"]],
    ["crea la reunión e invita también a Laura Gómez", ["Laura Gómez"]],
  ])("'%s' invites %j", (text, guests) => {
    expect(readInvitedGuests(text)?.guests).toEqual(guests);
  });

  it.each(["invita a todo el equipo", "crea una reunión con Marta", "acepta la invitación de Laura"])(
    "'%s' names no guest after an invitation",
    (text) => {
      expect(readInvitedGuests(text)).toBeUndefined();
    },
  );
});
