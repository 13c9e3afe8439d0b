import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'crea el contacto Irene … y apunta en su ficha que…': the note goes on a contact that exists only once its card is
 * confirmed, so no search can find it yet; true when the note points back at the contact the request before makes.
 */
export function notesOnNewContact(previous: SpanishRequest | undefined, current: SpanishRequest): boolean {
  if (previous?.action !== "create" || previous.objects[0] !== "contact") return false;
  if (current.action !== "create" || current.objects[0] !== "note") return false;
  const { email, person } = current.request;
  return (
    (email !== undefined && email === previous.request.email) ||
    (person !== undefined && person === previous.request.person)
  );
}

/** Said plainly beside the contact's card, so the note is not lost without a word. */
export function composeNoteAfterContact(previous: SpanishRequest, current: SpanishRequest): string {
  const who = previous.request.name ?? previous.request.person ?? previous.request.email ?? "el contacto nuevo";
  const body = current.request.body ? ` («${current.request.body}»)` : "";
  return `La nota${body} podré apuntarla en la ficha de ${who} cuando exista: confirma antes el contacto y vuelve a pedírmela.`;
}
