/**
 * 'ponle una nota en su ficha de HubSpot de que están interesados', 'déjale una nota de que llamó ayer', 'déjale una
 * nota q hablamos hoy': a note said 'de que…' or 'que…' carries those words, which the rules read after 'que diga que'. 'su ficha' is the record of whom the note
 * goes on, already named ('le'), so only the app it is in is kept.
 */
const NOTE_OF_THAT =
  /\b(?<verb>p[oó]n(?:le|me)?|a[nñ][aá]de(?:le)?|d[eé]ja(?:le)?|agr[eé]ga(?:le)?|escr[ií]be(?:le)?)\s+una\s+nota\s+(?:(?:en|a)\s+su\s+(?:ficha|contacto|perfil|registro)(?:\s+(?:de|en)\s+(?<app>hubspot|el\s+crm|crm))?\s+|en\s+(?<named>hubspot|el\s+crm)\s+|(?<whom>a\s+(?!que\b)\p{L}+(?:\s+(?!de\b|que\b)\p{L}+)?)\s+)?(?:de\s+)?(?:que|q)\s+(?!(?:diga|digan|ponga|pongan|dice|pone)\b)(?<body>\S.*)$/iu;

/** The request with a note's words said 'de que…' or 'que…' said 'que diga que…'; any other request as it was. */
export function readNoteAboutThat(text: string): string {
  const found = NOTE_OF_THAT.exec(text);
  const { verb, app, named, whom, body } = found?.groups ?? {};
  if (!found || !verb || !body) return text;
  const place = app ?? named;
  // 'déjale una nota', 'escríbele una nota': putting a note on them, as the rules read 'ponle una nota'.
  const puts = /^(?:d[eé]ja|escr[ií]be)/i.test(verb) ? verb.replace(/^\p{L}+?(le|me)?$/iu, "pon$1") : verb;
  return `${text.slice(0, found.index)}${puts} una nota${whom ? ` ${whom}` : ""}${place ? ` en ${place}` : ""} que diga que ${body}`;
}
