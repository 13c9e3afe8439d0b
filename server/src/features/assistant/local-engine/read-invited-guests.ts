import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";

/** 'invita a', 'invitá a', 'invítales a', 'convoca a', 'invitar también a': where the guests' names begin. */
const INVITES = /\b(?:invit|convoc)\p{L}*\s+(?:tambi[eé]n\s+)?a\s+/giu;
/** A guest: an address, or a name of one to three words. */
const GUEST = /^(?:[^\s@,]+@[^\s@,]+\.[^\s@,]+|\p{L}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2})/u;
/** Between two guests: 'y a', 'e', ', a', ','. */
const BETWEEN = /^(?:\s*,\s*|\s+(?:y|e)\s+)(?:a\s+)?/iu;
/** Words after 'invita a' that are not a guest: 'invita a todos', 'invita a una reunión', 'invita al equipo'. */
const NOT_A_GUEST =
  /^(?:todos?|todas?|nadie|alguien|gente|equipo|una?|el|la|los|las|mi|mis|tu|tus|su|sus|esta|este|reunion|evento|llamada)$/;

/**
 * 'e invitá a Laura y a Pedro', 'invita a marta, ana y pedro@acme.es': the people a new meeting's words invite, each
 * as written, with where the words stand; undefined when none is named.
 */
export function readInvitedGuests(text: string): { guests: string[]; start: number; end: number } | undefined {
  for (const match of text.matchAll(INVITES)) {
    const guests: string[] = [];
    let at = match.index + match[0].length;
    for (;;) {
      const guest = GUEST.exec(text.slice(at))?.[0];
      const first = foldCharacters(guest?.split(/\s+/)[0] ?? "");
      if (!guest || NOT_A_GUEST.test(first) || (isStopword(first) && !guest.includes("@"))) break;
      guests.push(guest);
      at += guest.length;
      const between = BETWEEN.exec(text.slice(at));
      if (!between) break;
      const next = GUEST.exec(text.slice(at + between[0].length))?.[0];
      if (!next || NOT_A_GUEST.test(foldCharacters(next.split(/\s+/)[0] ?? ""))) break;
      at += between[0].length;
    }
    if (guests.length > 0) return { guests, start: match.index, end: at };
  }
  return undefined;
}
