import { foldCharacters } from "./normalize-text";

/** 'apunta en su ficha que…', 'ponle en su ficha: …': words put on the record of whom the request before found. */
const ON_THEIR_RECORD =
  /^\s*(?:y\s+)?(?:apunta|apuntale|anota|anotale|pon|ponle|deja|dejale|anade|anadele|agrega|agregale|escribe)\s+en\s+su\s+(?:ficha|contacto|perfil|registro)\s*(?::|\bque\b)\s*(\S.*)$/u;

/** The note's text when the request puts words on 'su ficha'; undefined otherwise. */
export function readNoteOnTheirRecord(text: string): string | undefined {
  const match = ON_THEIR_RECORD.exec(foldCharacters(text).toLowerCase());
  const folded = match?.[1];
  // Folding keeps every character's place, so the note is cut from the written text, accents and all.
  return folded ? text.slice(text.length - folded.length).trim() : undefined;
}
