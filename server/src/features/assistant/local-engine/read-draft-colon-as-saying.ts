/**
 * 'guárdame como borrador un mail a Pedro: el taller se retrasa': the words after the colon are the mail's text, so
 * their verbs ('se retrasa', 'se mueve') must not become the request's. Said as 'diciéndole que…', the rules for a
 * message's text already keep them apart; 'un correo para Carlos' names whom it is for, as 'a Carlos' does.
 */
const DRAFT_MAIL_HEAD =
  /^(?<head>[^:]*\bborrador(?:es)?\b[^:]*?\b(?:correo|mail|email|e-mail|mensaje)\b)(?<rest>[^:]*):\s*(?<body>\S.*)$/isu;

/** The request with a draft mail's colon read as 'diciéndole que'; any other request as it was. */
export function readDraftColonAsSaying(text: string): string {
  const match = DRAFT_MAIL_HEAD.exec(text);
  if (!match?.groups) return text;
  const { head, rest, body } = match.groups;
  const recipient = (rest ?? "").replace(/^\s+para\s+/iu, " a ");
  return `${head}${recipient} diciéndole que ${body}`;
}
