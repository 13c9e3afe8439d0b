/**
 * 'mete el correo de Endesa en Proveedores', 'guarda los mails de Iberia en la carpeta Viajes': putting a mail into a
 * named place is filing it under that label; 'mete el de Endesa en Proveedores' names a mail by its sender, with the
 * noun left out as it is for a mail ('el', 'los', never 'la' of a task or a page). Only for mail, and only when the place is last and one word, so that
 * 'mete el correo en la papelera' and 'guárdalo en borradores' keep the meaning the rules already give them.
 */
const PUT_MAIL_IN =
  /^(?<lead>\s*(?:porfa\s+|por\s+favor\s+)?)(?:m[eé]te(?:me|lo)?|gu[aá]rda(?:me|lo)?|p[oó]n(?:me|lo)?|mu[eé]ve(?:lo)?|moveme|clas[ií]fica)\s+(?<mail>(?:el|los|este|ese)\s+(?:correos?|mails?|emails?|e-mails?|del?\s)\b.*?)\s+en\s+(?:la\s+(?:etiqueta|carpeta)\s+)?(?<label>[\p{L}\d-]+)\s*[.!]?\s*$/iu;

/** Places a mail is put in that are not labels: what the rules already read as trash, archive, draft or spam. */
const NOT_LABELS =
  /^(papelera|basura|archivo|archivados?|borradores?|spam|bandeja|entrada|enviados|destacados|leidos?|gmail|outlook)$/i;

/** The request with a mail put in a named place read as labelling it; any other request as it was. */
export function readPutInLabel(text: string): string {
  const match = PUT_MAIL_IN.exec(text);
  const { lead = "", mail, label } = match?.groups ?? {};
  if (!mail || !label) return text;
  const folded = label.normalize("NFD").replace(/\p{M}/gu, "");
  if (NOT_LABELS.test(folded)) return text;
  return `${lead}etiqueta como ${label} ${mail}`;
}
