import type { ParsedRequest } from "../../../integrations/app-tool";
import { foldCharacters } from "./normalize-text";

/** The details a request gives beyond what and whom: filters ('atrasadas', 'por privado') and a new thing's fields. */
export type RequestDetails = Pick<
  ParsedRequest,
  | "overdue"
  | "mentionsOnly"
  | "directOnly"
  | "recipients"
  | "subject"
  | "company"
  | "jobTitle"
  | "phone"
  | "assignee"
  | "project"
>;

const OVERDUE =
  /\b(atrasad[oa]s?|vencid[oa]s?|retrasad[oa]s?|caducad[oa]s?|fuera de plazo|pasad[oa]s? de (fecha|plazo)|se me (ha|han) pasado|sin hacer desde|que ya (vencio|vencieron|tocaba|tocaban)|con retraso)\b/;
const MENTIONS =
  /\b(mencion\w*|menciono|menciona(do|da|ron|n)?|me (ha|han) (nombrado|etiquetado|citado|arrobado)|me nombr\w+|me etiquet\w+|me arrob\w+|@yo|@mi)\b/;
const DIRECT =
  /\b(privado|privados|por privi|mensajes? direct[oa]s?|directos|dms?|mds?|en privado|conversaci[oó]n privada|chat privado|uno a uno|1 a 1)\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\d[\s.-]?){8,12}\d/;
/** Words that end a detail's value: the next detail, or the start of the message's text. */
const VALUE_END =
  /\s*(?:,|;|\s+y\s+(?=[a-záéíóúñ])|\s+con\s+(?:el\s+)?(?:correo|email|e-mail|mail|tel[eé]fono|m[oó]vil|asunto|cargo|puesto)\b|\s+diciendo\b|\s+que\s+(?:diga|ponga)\b|\s+(?:para|en)\s+(?:el|la)\s+(?:proyecto|lista|tablero)\b|\s+con\s+fecha\b|\s+para\s+(?:el|la|este|esta|ma[nñ]ana|hoy|pasado)\b|$)/i;

/** Where in the text a detail was written, marker included, so its words are not read again as names or keywords. */
export type DetailSpan = { start: number; end: number };

/** The words after a marker up to where the next detail starts, trimmed of quotes and final dots. */
function readValue(text: string, marker: RegExp, spans: DetailSpan[]): string | undefined {
  const match = marker.exec(text);
  if (!match) return undefined;
  const from = match.index + match[0].length;
  const rest = text.slice(from);
  const end = VALUE_END.exec(rest);
  const raw = end ? rest.slice(0, end.index) : rest;
  const value = raw.replace(/^[«"“'\s]+|[»"”'.\s]+$/g, "").trim();
  if (value.length === 0 || value.length > 120) return undefined;
  spans.push({ start: match.index, end: from + raw.length });
  return value;
}

/** 'a Pedro y a ana@acme.es', 'a laura.gomez@…, pedro@…': the addresses written, and names after 'a'. */
function readRecipients(text: string): string[] | undefined {
  const addresses = [...text.matchAll(EMAIL)].map((match) => match[0]);
  const names: string[] = [];
  for (const match of text.matchAll(
    /\b(?:a|para|y a)\s+((?:[A-ZÁÉÍÓÚÑ][\p{L}'-]+)(?:\s+[A-ZÁÉÍÓÚÑ][\p{L}'-]+){0,2})/gu,
  )) {
    const name = match[1] ?? "";
    if (!addresses.some((address) => address.includes(name))) names.push(name);
  }
  const all = [...new Set([...addresses, ...names])];
  return all.length > 1 ? all : undefined;
}

/**
 * Reads the details a request gives about the things it lists or makes. Only what is written is taken: a value is
 * cut where the next detail begins, and nothing is guessed.
 */
export function extractDetails(
  text: string,
  options: { sends: boolean; creates: boolean },
): { details: RequestDetails; spans: DetailSpan[] } {
  const folded = foldCharacters(text);
  const details: RequestDetails = {};
  const spans: DetailSpan[] = [];
  if (OVERDUE.test(folded)) details.overdue = true;
  if (MENTIONS.test(folded)) details.mentionsOnly = true;
  if (DIRECT.test(folded)) details.directOnly = true;
  if (options.sends) {
    const recipients = readRecipients(text);
    if (recipients) details.recipients = recipients;
    const subject = readValue(text, /\b(?:con\s+(?:el\s+)?asunto|asunto)\s*:?\s*/i, spans);
    if (subject) details.subject = subject;
  }
  if (options.creates) {
    const company = readValue(
      text,
      /\b(?:de|en)\s+la\s+(?:empresa|compa[nñ][ií]a)\s+|\b(?:empresa|compa[nñ][ií]a)\s*:?\s+/i,
      spans,
    );
    if (company) details.company = company;
    const jobTitle = readValue(
      text,
      /\b(?:que es|es)\s+(?:el|la)\s+(?=director|directora|responsable|jef[ea]|gerente|comercial|t[eé]cnic|encargad|coordinador)|\b(?:cargo|puesto)\s*:?\s+(?:de\s+)?/i,
      spans,
    );
    if (jobTitle) details.jobTitle = jobTitle;
    const phone = PHONE.exec(text);
    if (phone) {
      details.phone = phone[0].trim();
      spans.push({ start: phone.index, end: phone.index + phone[0].length });
    }
    const assignee = readValue(
      text,
      /\b(?:as[ií]gn\w*\s+(?:a|para)|asignad[oa]\s+a|para que (?:la|lo) haga)\s+/i,
      spans,
    );
    if (assignee) details.assignee = assignee;
  }
  // Where things are listed or made: 'en el tablero Eventos y ferias', 'las tareas del proyecto Clientes 2026'.
  const project = readValue(
    text,
    /\b(?:en|al|a|de|del)\s+(?:(?:el|la|mi)\s+)?(?:proyecto|lista|tablero)\s+(?:de\s+)?/i,
    spans,
  );
  if (project) details.project = project;
  return { details, spans };
}
