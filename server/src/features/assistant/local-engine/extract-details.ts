import type { ParsedRequest } from "../../../integrations/app-tool";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { matchAppName } from "./match-app-name";
import { NAMES_LIKE_INFINITIVES } from "./names-like-infinitives";
import { foldCharacters } from "./normalize-text";
import { readSuperlative } from "./read-superlative";
import { tokenizeRequest } from "./tokenize-request";

/** The details a request gives beyond what and whom: filters ('atrasadas', 'por privado') and a new thing's fields. */
export type RequestDetails = Pick<
  ParsedRequest,
  | "overdue"
  | "inProgress"
  | "undated"
  | "urgent"
  | "amount"
  | "superlative"
  | "superlativeOf"
  | "mentionsOnly"
  | "directOnly"
  | "recipients"
  | "subject"
  | "company"
  | "jobTitle"
  | "phone"
  | "assignee"
  | "project"
  | "body"
>;

const OVERDUE =
  /\b(atrasad[oa]s?|vencid[oa]s?|retrasad[oa]s?|caducad[oa]s?|fuera de plazo|pasad[oa]s? de (fecha|plazo)|se me (ha|han) pasado(?: (?:algo|alguna|alguno|nada))?(?: de (?:fecha|plazo))?|sin hacer desde|que ya (vencio|vencieron|tocaba|tocaban)|con retraso)\b/;
const IN_PROGRESS =
  /\b(en curso|en progreso|en proceso|en marcha|a medias|empezad[oa]s|comenzad[oa]s|iniciad[oa]s|in progress|que estoy haciendo|que llevo entre manos)\b/;
/** No due date: 'sin fecha', 'sin fecha límite', 'que no tienen fecha', 'sin vencimiento'. */
const UNDATED =
  /\b(sin (fecha|plazo|vencimiento|deadline)( (limite|de entrega|de vencimiento|fijad[oa]|puesta))?|(que )?no (tienen|tiene) (fecha|plazo|vencimiento)( (limite|de entrega|puesta))?)\b/;
/** A high priority: 'urgentes', 'prioritarias', 'de prioridad alta', 'con alta prioridad', 'más importantes'. */
const URGENT =
  /\b(urgentes?|prioritari[oa]s|(de |con )?(prioridad|prio) (alta|urgente|maxima)|(de |con )?(alta|maxima) prioridad|mas importantes?)\b/;
/** 'me han mencionado', 'me etiquetaron', '¿alguien ha preguntado por mí?': the person named by others. */
const MENTIONS =
  /\b(mencion\w*|menciono|menciona(do|da|ron|n)?|me (ha|han) (nombrado|etiquetado|citado|arrobado)|me nombr\w+|me etiquet\w+|me arrob\w+|@yo|@mi|(?:preguntad[oa]|pregunto|preguntaron|hablado|hablo|hablaron) (?:por|de|sobre) mi(?=[\s?!.,]*$|\s+(?:en|hoy|ayer|esta|este|ultimamente)\b))\b/;
const DIRECT =
  /\b(privado|privados|privadas|por privi|mensajes? direct[oa]s?|directos|dms?|mds?|en privado|conversaci[oó]n(?:es)? privadas?|chats? privados?|uno a uno|1 a 1)\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\d[\s.-]?){8,12}\d/;
/**
 * Words that end a detail's value: the next detail, the start of the message's text, or what a new thing is for ('en
 * la lista Campañas para preparar…').
 */
const VALUE_END =
  /\s*(?:,|;|:|\(|\s+y\s+(?=[a-záéíóúñ])|\s+como\s+(?:contacto|cliente|nuev[oa])\b|\s+que\s+(?:es|trabaja)\b|\s+con\s+(?:el\s+)?(?:correo|email|e-mail|mail|tel[eé]fono|m[oó]vil|asunto|cargo|puesto)\b|\s+diciendo\b|\s+que\s+(?:diga|ponga)\b|\s+(?:para|en)\s+(?:el|la)\s+(?:proyecto|lista|tablero)\b|\s+con\s+fecha\b|\s+para\s+(?:el|la|este|esta|ma[nñ]ana|hoy|pasado)\b|\s+para\s+(?=[a-záéíóúñ]+(?:ar|er|ir)\b)|$)/i;

/** A role written alone between commas ('Lucía Prados, directora de marketing, tel …'): the words that open one. */
const ROLE_START =
  /^(?:director|directora|responsable|jef[ea]|gerente|comercial|t[eé]cnic[oa]|encargad[oa]|coordinador[a]?|administrativ[oa]|consultor[a]?|analista|ingenier[oa]|dise[nñ]ador[a]?|abogad[oa]|contable|asesor[a]?|vendedor[a]?|delegad[oa]|socio|socia|fundador[a]?|ceo|cto|cfo|coo|cmo|head|manager|product|project|account|key account|office manager|secretari[oa]|recepcionista|t[eé]cnica)\b/i;
/** 'con la descripción: …', 'descripción: …', 'con las notas …': a new thing's text, up to the end. */
const DESCRIPTION =
  /(?:,\s*)?\b(?:(?:y\s+)?con\s+(?:la\s+|las\s+|una\s+)?|y\s+(?:de|como)\s+|(?:de|como)\s+)?(?:descripci[oó]n|notas?|detalles?)\s*(?::|que\s+(?:diga|ponga)\b|diciendo\b)\s*/i;
/** Who a thing is given to: 'a Lucía Ortega', 'para lucia ortega', up to three words, never an article after 'a'. */
const GIVEN_TO =
  /(?:^|\s)(?:a|para)\s+(?!(?:la|el|los|las|un|una|mi|mis|su|sus|que|lista|proyecto|tablero)\b)([\p{L}'-]+(?:\s+(?!(?:la|el|lo|los|las|un|una|de|del|al|a|en|que|y|con|para)\b)[\p{L}'-]+){0,2})/iu;

/**
 * 'de más de 20.000 €', 'que superen los 10k', 'por debajo de 5000 euros', 'entre 10.000 y 30.000': a range of amounts,
 * only when money is said (a currency or 'k') or the words are about amounts ('importe', 'valor'), so that 'más de 3
 * días' is no amount.
 */
const AMOUNT_BOUND =
  /\b(mas de|mayor(?:es)? (?:de|que)|superior(?:es)? a|por encima de|que superen?(?: los| las)?|menos de|menor(?:es)? (?:de|que)|inferior(?:es)? a|por debajo de|que no lleguen? a|hasta|entre)\s+(\d[\d.,]*)\s*(k|mil)?\s*(?:(€|euros?|eur|\$|dolares)|y\s+(\d[\d.,]*)\s*(k|mil)?\s*(€|euros?|eur)?)?/;
const TALKS_MONEY = /\b(importe|valor|vale|valen|cuantia|precio|dinero|facturacion)\b|€|euros?\b/;

function readNumber(digits: string, scale: string | undefined): number {
  const value = Number(digits.replace(/\.(?=\d{3}\b)/g, "").replace(",", "."));
  return scale ? value * 1000 : value;
}

/** Where a range of amounts is written, so that '20.000 €' is not read as a time. */
export function findAmountSpan(text: string): DetailSpan | undefined {
  const spans: DetailSpan[] = [];
  return readAmountRange(foldCharacters(text), spans) ? spans[0] : undefined;
}

/**
 * 'negocios de menos de 15.000': a number in the thousands with no unit after it is money as much as '15.000 €';
 * 'más de 1.000 correos' counts things.
 */
function isBareLargeNumber(digits: string, after: string): boolean {
  const large = /^\d{1,3}(?:\.\d{3})+$/.test(digits) || Number(digits) >= 1000;
  return large && !/^\s*\p{L}/u.test(after.replace(/^\s*(?:y|que|o)\b.*$/s, ""));
}

function readAmountRange(folded: string, spans: DetailSpan[]): RequestDetails["amount"] {
  const match = AMOUNT_BOUND.exec(folded.toLowerCase());
  if (!match?.[1] || !match[2]) return undefined;
  const [, bound, first, scale, currency, second, secondScale, secondCurrency] = match;
  const bare = isBareLargeNumber(first, folded.slice(match.index + match[0].length));
  if (!scale && !currency && !secondCurrency && !bare && !TALKS_MONEY.test(folded.toLowerCase())) return undefined;
  spans.push({ start: match.index, end: match.index + match[0].length });
  const low = readNumber(first, scale);
  if (bound === "entre" && second) return { above: low, below: readNumber(second, secondScale ?? scale) };
  if (bound === "entre") return undefined;
  return /^(mas|mayor|superior|por encima|que super)/.test(bound) ? { above: low } : { below: low };
}

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
  const value = raw.replace(/^[«"“'\s]+|[»"”'.?!\s]+$/g, "").trim();
  if (value.length === 0 || value.length > 120) return undefined;
  spans.push({ start: match.index, end: from + raw.length });
  return value;
}

const ROLE_AT_COMPANY =
  /^(.+?)\s+en\s+((?:[\p{Lu}\d][\p{L}\d'&.-]*)(?:\s+(?:(?:de|del|y)\s+)?[\p{Lu}\d][\p{L}\d'&.-]*)*)$/u;

/** 'gerente de Ferretería Hermanos Ortega': a role 'de' a name of two capitalised words or more. */
const ROLE_OF_COMPANY =
  /^(.+?)\s+de\s+((?:[\p{Lu}\d][\p{L}\d'&.-]*)(?:\s+(?:(?:de|del|y)\s+)?[\p{Lu}\d][\p{L}\d'&.-]*)+)$/u;

/** Parts of a company, not companies: 'directora de Recursos Humanos', 'jefe de Atención al Cliente'. */
const DEPARTMENT =
  /^(?:recursos|atenci[oó]n|relaciones|desarrollo|servicios?|sistemas|operaciones|ventas|compras|marketing|finanzas|log[ií]stica|calidad|producto|proyectos|comunicaci[oó]n|administraci[oó]n|contabilidad|tecnolog[ií]a|innovaci[oó]n|personas|talento|soporte|seguridad|producci[oó]n|expansi[oó]n)\b/iu;

function readRoleOfCompany(role: string): RegExpExecArray | null {
  const found = ROLE_OF_COMPANY.exec(role);
  return found?.[2] && !DEPARTMENT.test(found[2]) ? found : null;
}

/**
 * 'jefa de compras de hoteles mediterraneo' beside 'pilar@hotelesmediterraneo.es': the words after the role's last
 * 'de' or 'en', written in lower case, are the company when the address's domain spells them; they are given capitals.
 */
function readCompanyInDomain(role: string, text: string): [string, string, string] | undefined {
  const domain = /@([\p{L}\d-]+)\./u.exec(text)?.[1]?.toLowerCase().replace(/-/g, "");
  if (!domain) return undefined;
  for (const at of [...role.matchAll(/\s(?:de|en)\s/gu)].reverse()) {
    const held = role.slice(0, at.index).trim();
    const named = role.slice((at.index ?? 0) + at[0].length).trim();
    if (held && foldCharacters(named).replace(/[^a-z\d]/g, "") === domain)
      return [
        role,
        held,
        named.replace(/(^|\s)(\p{Ll})/gu, (_all, space: string, letter: string) => `${space}${letter.toUpperCase()}`),
      ];
  }
  return undefined;
}

/**
 * A part between commas or sentences that is a role ('directora de marketing', 'jefa de compras de Turia. Correo…'),
 * when no marker named one.
 */
function readRoleSegment(text: string, spans: DetailSpan[]): string | undefined {
  let offset = 0;
  for (const part of text.split(/,|[.;](?=\s)/)) {
    const start = offset + (part.length - part.trimStart().length);
    offset += part.length + 1;
    const value = part.trim().replace(/[.\s]+$/, "");
    if (!ROLE_START.test(value) || value.split(/\s+/).length > 6) continue;
    spans.push({ start, end: start + value.length });
    return value;
  }
  return undefined;
}

function isLowercaseInfinitive(word: string): boolean {
  return /^\p{Ll}[\p{L}]*(?:ar|er|ir)$/u.test(word) && !NAMES_LIKE_INFINITIVES.has(foldCharacters(word));
}

/** The person an existing thing is given to: the last 'a …' or 'para …' that does not open a place or a thing. */
function readGivenTo(text: string, spans: DetailSpan[]): string | undefined {
  const pattern = new RegExp(GIVEN_TO.source, "giu");
  // 'para revisar el contrato' says what for, not for whom: a lowercase infinitive is no name ('a javier' is one).
  const given = [...text.matchAll(pattern)].filter((match) => !isLowercaseInfinitive(match[1] ?? ""));
  // 'a Pedro el correo de la propuesta para Alimentaria Sur': 'para' after a thing says what it is about.
  const toSomeone = given.filter((match) => !/^\s*para\b/i.test(match[0]));
  // 'pásale a Lucía la de llamar a Distribuciones Levante': the 'a' right after a verb said with 'le' is whom it goes
  // to; a later one belongs to what the thing is called.
  const doubled = toSomeone.find((match) =>
    /\p{L}(?:le|les|sela|selo)$/iu.test(text.slice(0, match.index ?? 0).trimEnd()),
  );
  const found = doubled ?? (toSomeone.length > 0 ? toSomeone : given).at(-1);
  const name = found?.[1];
  if (!found || !name) return undefined;
  const start = (found.index ?? 0) + found[0].indexOf(name);
  spans.push({ start: start - 2, end: start + name.length });
  return name;
}

/** 'a pablo y a sergio': two people joined as whom a mail goes to, written in lower case or not. */
const JOINED_RECIPIENTS = /\ba\s+(\p{L}[\p{L}'-]+)\s+y\s+a\s+(\p{L}[\p{L}'-]+)/du;

/**
 * 'a Pedro y a ana@acme.es', 'a laura.gomez@…, pedro@…', 'a pablo y a sergio': the addresses written, and names after
 * 'a'. The names are marked as read, so none is taken for the sender of what is forwarded.
 */
function readRecipients(text: string, spans: DetailSpan[]): string[] | undefined {
  const addresses = [...text.matchAll(EMAIL)].map((match) => match[0]);
  const found: { name: string; start: number; byPara: boolean }[] = [];
  for (const match of text.matchAll(
    /\b(a|para|y a)\s+((?:[A-ZÁÉÍÓÚÑ][\p{L}'-]+)(?:\s+[A-ZÁÉÍÓÚÑ][\p{L}'-]+){0,2})/dgu,
  )) {
    const name = match[2] ?? "";
    if (!addresses.some((address) => address.includes(name)))
      found.push({ name, start: match.indices?.[2]?.[0] ?? 0, byPara: match[1] === "para" });
  }
  // 'reenvíale a Pedro el correo de la propuesta para Alimentaria Sur': beside someone it goes to, 'para' says what
  // the mail is about, not a second recipient.
  const names: { name: string; start: number }[] = found.some((entry) => !entry.byPara)
    ? found.filter((entry) => !entry.byPara)
    : [...found];
  const joined = JOINED_RECIPIENTS.exec(text);
  const isName = (word: string) => !isStopword(foldCharacters(word)) && !(foldCharacters(word) in OBJECT_WORDS);
  if (names.length === 0 && joined?.indices && [joined[1], joined[2]].every((word) => word && isName(word))) {
    names.push({ name: joined[1] ?? "", start: joined.indices[1]?.[0] ?? 0 });
    names.push({ name: joined[2] ?? "", start: joined.indices[2]?.[0] ?? 0 });
  }
  const all = [...new Set([...addresses, ...names.map((entry) => entry.name)])];
  if (all.length <= 1) return undefined;
  for (const { name, start } of names) spans.push({ start, end: start + name.length });
  return all;
}

/**
 * Reads the details a request gives about the things it lists or makes. Only what is written is taken: a value is
 * cut where the next detail begins, and nothing is guessed.
 */
export function extractDetails(
  text: string,
  options: { sends: boolean; creates: boolean; assigns?: boolean; forwards?: boolean },
): { details: RequestDetails; spans: DetailSpan[] } {
  const folded = foldCharacters(text);
  const details: RequestDetails = {};
  const spans: DetailSpan[] = [];
  // 'vencido' is a filter, never a word to search for ('¿tengo algo vencido?').
  const overdue = OVERDUE.exec(folded);
  if (overdue) {
    details.overdue = true;
    spans.push({ start: overdue.index, end: overdue.index + overdue[0].length });
  }
  const started = IN_PROGRESS.exec(folded);
  if (started) {
    details.inProgress = true;
    spans.push({ start: started.index, end: started.index + started[0].length });
  }
  for (const [filter, pattern] of [
    ["undated", UNDATED],
    ["urgent", URGENT],
  ] as const) {
    const found = options.creates || options.sends ? null : pattern.exec(folded);
    if (!found) continue;
    details[filter] = true;
    spans.push({ start: found.index, end: found.index + found[0].length });
  }
  const amount = options.creates || options.sends ? undefined : readAmountRange(folded, spans);
  if (amount) details.amount = amount;
  const superlative = options.creates || options.sends ? undefined : readSuperlative(folded.toLowerCase(), spans);
  if (superlative) details.superlative = superlative.superlative;
  if (superlative?.of) details.superlativeOf = superlative.of;
  if (MENTIONS.test(folded)) details.mentionsOnly = true;
  if (DIRECT.test(folded)) details.directOnly = true;
  if (options.sends) {
    const recipients = readRecipients(text, spans);
    if (recipients) details.recipients = recipients;
    // 'reenvíale a Marta el correo de la factura': whom it goes to is not who sent it, nor a word of what it is.
    const forwardedTo = options.forwards && !recipients && !EMAIL.test(text) ? readGivenTo(text, spans) : undefined;
    EMAIL.lastIndex = 0;
    if (forwardedTo) details.recipients = [forwardedTo];
    const subject = readValue(text, /\b(?:con\s+(?:el\s+)?asunto|asunto)\s*:?\s*/i, spans);
    if (subject) details.subject = subject;
  }
  if (options.creates) {
    const company = readValue(
      text,
      /\b(?:de|en)\s+la\s+(?:empresa|compa[nñ][ií]a)\s+|\b(?:empresa|compa[nñ][ií]a)\s*:?\s+|\btrabaja\s+en\s+(?:la\s+empresa\s+)?/i,
      spans,
    );
    if (company) details.company = company;
    const jobTitle = readValue(
      text,
      /\b(?:que es|es)\s+(?:(?:el|la|un|una)\s+)?(?:nuev[oa]\s+)?(?=director|directora|responsable|jef[ea]|gerente|comercial|t[eé]cnic|encargad|coordinador)|\b(?:cargo|puesto)\s*:?\s+(?:de\s+)?/i,
      spans,
    );
    const role = jobTitle ?? readRoleSegment(text, spans);
    // 'abogado en Serrano Abogados', 'gerente de Ferretería Hermanos Ortega': where a role is held, written with
    // capitals, is the company.
    const heldAt = role
      ? (ROLE_AT_COMPANY.exec(role) ?? readRoleOfCompany(role) ?? readCompanyInDomain(role, text))
      : null;
    if (heldAt?.[1] && heldAt[2] && !company) {
      details.jobTitle = heldAt[1];
      details.company = heldAt[2];
    } else if (role) details.jobTitle = role;
    const description = DESCRIPTION.exec(text);
    if (description) {
      const value = text
        .slice(description.index + description[0].length)
        .trim()
        .replace(/^[«"“']+|[»"”'.\s]+$/g, "");
      if (value) {
        details.body = value;
        spans.push({ start: description.index, end: text.length });
      }
    }
    const phone = PHONE.exec(text);
    if (phone) {
      details.phone = phone[0].trim();
      spans.push({ start: phone.index, end: phone.index + phone[0].length });
    }
    const assignee =
      readValue(text, /\b(?:asignad[oa]\s+a|para que (?:la|lo) haga)\s+/i, spans) ??
      readValue(text, FOR_SOMEONE, spans);
    if (assignee) details.assignee = assignee;
    // 'asígnale una tarea a Laura: revisar el contrato': who it is for comes before the task's own words.
    const colon = text.indexOf(":");
    if (!assignee && /\b(?:re)?as[ií]gn/i.test(text)) {
      const person = readGivenTo(colon > 0 ? text.slice(0, colon) : text, spans);
      if (person) details.assignee = person;
    }
  }
  if (options.assigns) {
    const person = readGivenTo(text, spans);
    if (person) details.assignee = person;
  }
  // Where things are listed or made: 'en el tablero Eventos y ferias', 'las tareas del proyecto Clientes 2026'.
  const project = readValue(
    text,
    /\b(?:en|al|a|de|del)\s+(?:(?:el|la|mi)\s+)?(?:proyecto|lista|tablero)\s+(?:de\s+)?/i,
    spans,
  );
  if (project) details.project = dropTrailingApp(project);
  const unnamedPlace = options.creates && !project ? readPlaceOfNewThing(text, spans) : undefined;
  if (unnamedPlace) details.project = unnamedPlace;
  const page = options.creates && !details.project ? readValue(text, INSIDE_PAGE, spans) : undefined;
  if (page) details.project = page;
  return { details, spans };
}

/** 'la lista Clientes de ClickUp': the app the place is in is no part of its name. */
function dropTrailingApp(place: string): string {
  const match = /^(.+?)\s+(?:de|en|del)\s+(\S+(?:\s+\S+)?)$/u.exec(place);
  if (!match?.[1] || !match[2]) return place;
  const app = matchAppName(tokenizeRequest(match[2]));
  return app && app.tokenIndexes.length === match[2].split(/\s+/).length ? match[1] : place;
}

/** 'créame una tarea para Lucía: …': whom a new task is for, named right before its words; never a day ('para mañana:'). */
const FOR_SOMEONE =
  /\b(?:tarea|elemento)\s+(?:nuev[oa]\s+)?para\s+(?!(?:el|la|los|las|hoy|ma[nñ]ana|pasado|este|esta|fin|finales|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|antes|dentro)\b)(?=[\p{L}]+(?:\s+[\p{L}]+)?\s*:)/iu;

/** 'crea una tarea en campañas: …': where a new task or item goes, said before its words without 'lista'. */
const NEW_THING_IN = /\b(?:tarea|elemento|item)\s+(?:nuev[oa]\s+)?en\s+(?:el\s+|la\s+)?(?=[^:]{2,40}:)/i;

/** 'dentro de Reuniones', 'en la página Proyectos': the page a new page goes inside. */
const INSIDE_PAGE = /\b(?:dentro\s+de|debajo\s+de)\s+(?:la\s+p[aá]gina\s+)?|\ben\s+la\s+p[aá]gina\s+/i;

/** The place a new thing goes to, unless the words name the app itself ('crea una tarea en Asana: …'). */
function readPlaceOfNewThing(text: string, spans: DetailSpan[]): string | undefined {
  const match = NEW_THING_IN.exec(text);
  if (!match) return undefined;
  const words = text.slice(match.index + match[0].length).split(":")[0] ?? "";
  if (matchAppName(tokenizeRequest(words)) !== undefined) return undefined;
  return readValue(text, NEW_THING_IN, spans);
}
