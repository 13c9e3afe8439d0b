import type { ServiceKey } from "@shifu/contract";
import type { DateRange, IntentAction, IntentObject, ParsedRequest } from "../../../integrations/app-tool";
import { toLocalDay } from "../../../integrations/to-local-day";
import { addNewEventDetails, readsInvitationToNewMeeting } from "./add-new-event-details";
import { applyStartShift } from "./apply-start-shift";
import { asksForAgenda, asksForPending } from "./asks-for-agenda";
import {
  type ConversationAct,
  detectConversationAct,
  isCreativeRequest,
  isHelpRequest,
} from "./detect-conversation-act";
import { detectIntent } from "./detect-intent";
import { extractChannel } from "./extract-channel";
import { extractCount } from "./extract-count";
import { extractDetails, findAmountSpan } from "./extract-details";
import { extractKeywords } from "./extract-keywords";
import { extractMessageBody } from "./extract-message-body";
import { extractName } from "./extract-name";
import { extractEmail, extractPerson } from "./extract-person";
import { extractQuotedText } from "./extract-quoted-text";
import { findAppsForObject } from "./find-apps-for-object";
import { findAskedNoun } from "./find-asked-noun";
import { findTokensInSpan } from "./find-tokens-in-span";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { isFollowUp } from "./is-follow-up";
import { isStopword } from "./is-stopword";
import { keepMatterWordsInName } from "./keep-matter-words-in-name";
import { asksAboutKnowledge, asksWhatShifuKnows, isQuestion } from "./knowledge-vocabulary";
import { leavesDraft } from "./leaves-draft";
import { type AppMention, matchAppName } from "./match-app-name";
import { namesSenderByArticle } from "./names-sender-by-article";
import { namesSeriesSessions } from "./names-series-sessions";
import { foldCharacters, normalizeText } from "./normalize-text";
import { readNoteOnTheirRecord } from "./note-on-their-record";
import { parseSpanishDates } from "./parse-spanish-dates";
import { readAddressOwner, readPhoneOwner } from "./read-address-owner";
import { readArchiveByPlace } from "./read-archive-by-place";
import { readAskedFolder } from "./read-asked-folder";
import { asksWhenDue, readDeadline } from "./read-deadline";
import { findDoneSpan } from "./read-done-filter";
import { readDueShift } from "./read-due-shift";
import { asksForFreeTime, findLengthSpans, readEventDetails } from "./read-event-details";
import { readGuestsAfterDate } from "./read-guests-after-date";
import { readInvitationAnswer } from "./read-invitation-answer";
import {
  dropSessionWords,
  namesMeeting,
  namesSpanOfHours,
  readMeetingRequest,
  readMeetingWeek,
  readSeriesScope,
  readSessionFrom,
  readTimeOfDay,
  readWeekday,
  SERIES_WORDS,
} from "./read-meeting-request";
import { readMeetingShift, readsMeetingMove } from "./read-meeting-shift";
import { readPurposeAsTitle } from "./read-purpose-as-title";
import { readReaction } from "./read-reaction";
import { readTaskChange } from "./read-task-change";
import type { TitleWords } from "./read-word-run";
import { settleNewContact } from "./settle-new-contact";
import { splitSubjectAfterBody } from "./split-subject-after-body";
import { type Token, tokenizeRequest } from "./tokenize-request";
import { formatZonedIso, instantFromWallTime } from "./zoned-time";

/**
 * 'pon en general: mañana no hay reunión', 'comenta en soporte que ya está arreglado': words put or said in a place
 * named after 'en', up to a colon or a 'que', then what is put there. A thing that holds no messages ('pon en el
 * calendario que…', 'escribe en el documento…') is not such a place.
 */
const NOT_A_PLACE =
  /\b(calendario|agenda|documento|documentos|doc|docs|hoja|pagina|tarea|tareas|correo|correos|mail|email|nota|notas|archivo|fichero|carpeta|ficha|contacto|crm)\b/;
const PUT_IN_PLACE =
  /^\s*(?:pon|pone|deja|sube|suelta|comenta|escribe|escribi|publica|postea|manda|envia|avisa)\s+(?:en|al)\s+([^:]+?)\s*(?::|\bque\b)\s*/;

function readWordsPutInPlace(text: string): { value: string; start: number } | undefined {
  const folded = foldCharacters(text).toLowerCase();
  const match = PUT_IN_PLACE.exec(folded);
  if (!match?.[1]) return undefined;
  const value = text.slice(match[0].length).trim();
  if (value === "" || NOT_A_PLACE.test(match[1])) return undefined;
  return { value, start: match[0].length };
}

/** 'dime', 'cuéntame', '(que me) digas': verbs that tell the person what they ask, and list nothing by themselves. */
const TELLS_THE_PERSON = /^(?:dime|digame|dinos|cuentame|digas|decirme)$/;

const DRAFT_FOR = /^borrador(?:\s+de\s+(?:correo|mail|email|respuesta))?\s+(?:para|a)\s+(.+)$/i;
const LABEL_PUT =
  /\b(?:pon|ponle|ponles|añade|anade|añadele|anadele|agrega|agregale|mete|metele|aplica|aplicale|asigna|asignale)\s+(?:la\s+)?etiqueta\s+(.+?)\s+(?:a|al|a\s+(?:los|las|la|el))\s+\S/d;

const MOVED_UNDER_LABEL = /\b(?:a|en)\s+(?:la\s+)?etiqueta\s+(.+?)\s*[.?!]*\s*$/d;
const OUT_OF_INBOX = /\b(saca\w*|quita\w*)\b.*\b(de|del)\s+(la\s+)?(bandeja(\s+de\s+entrada)?|recibidos|inbox|buzon)\b/;
const LABEL_AS =
  /\bcomo\s+(?!(?:leid|no leid|hech|complet|terminad|important)\w*\b)(.+?)(?=\s+(?:el|la|los|las|al|a|de|del)\s+\S|\s*[.?!]*\s*$)/d;

/** What a contact's record is called before their name: 'contacto de', 'la ficha de'. */
const RECORD_OF =
  /^(?:(?:el|la|al)\s+)?(?:contacto|ficha|perfil|registro|cliente|negocio|oportunidad|cuenta)\s+(?:de|del)\s+/i;

/**
 * 'apunta en la ficha de Marta Vidal que…', 'apúntale a Raquel Soler que…', 'ponle una nota a Jorge: …', 'apunta a
 * jorge castillo: llamar el lunes' (a bare 'apunta a' needs the colon right after the name: 'apunta a la lista…' is
 * no note). Whom it goes on may be described rather than named, in up to six words: 'en la ficha del jefe de flota
 * de Transportes Galaicos que…'.
 */
const NOTE_ON_RECORD =
  /^\s*(?:(?:apunta|apuntame|anota|anotame|pon|ponme|deja|dejame|añade|anade|agrega|escribe)\s+en\s+(?:la\s+ficha|el\s+contacto|el\s+perfil|el\s+registro)\s+(?:de|del)|(?:apuntale|anotale|(?:ponle|dejale|añadele|anadele|agregale)\s+una\s+nota)\s+(?:a|al)|(?:apunta|anota)\s+(?:a|al)(?=\s+[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*:)|(?:añade|anade|agrega|pon|deja|crea|mete)\s+una\s+nota\s+(?:(?:a|en|para)\s+(?:(?:el|la)\s+)?|al\s+)(?:contacto|ficha|perfil|registro)\s+(?:de|del))\s+([\p{L}'-]+(?:\s+[\p{L}'-]+){0,5}?)\s*(?::|\bque\b)\s*(.+)$/u;

/** An asking word that never opens a command ('cuando puedas, manda…' does, so it is left out). */
const ASKS_WHO_OR_WHEN =
  /^(?:y |oye )?(quien|quienes|cuando|para cuando|hasta cuando|donde|a que hora|que dia|en que fecha)\b(?! (puedas|tengas|llegues|termines|acabes|veas|sepas))/;
/** '¿qué hay que poner…?', '¿qué tengo que mandar…?': what must be done, asked. */
const MUST_BE_DONE = /^(?:y |oye )?(que|cuando|donde|a quien) (hay que|hay q|tengo que|tenemos que|tiene que)\b/;
const CHANGES_ASKED_ABOUT: readonly string[] = ["reply", "assign", "create", "send", "forward", "move", "label"];
const ASKS_WHEN = /^(cuando|para cuando|hasta cuando|que dia|en que fecha|a que hora|sabes cuando)\b/;

/** Everything the engine reads from one user message. */
export type SpanishRequest = {
  request: ParsedRequest;
  action?: IntentAction;
  /** Most specific first. */
  objects: IntentObject[];
  /** The app the message names, if any. */
  app?: ServiceKey;
  /** Set when the message asks nothing of an app. */
  act?: ConversationAct;
  /** Set when the message asks about what the person taught Shifu ('¿qué sabes de mí?', '¿quién es mi jefe?'). */
  aboutKnowledge?: true;
  /** '¿Quién es Marta Vidal?': someone named, whom a contacts app may know. */
  asksWhoIs?: true;
  /** '¿cuál es el mail de Laura?': the address of the person named, not a mail of theirs. */
  asksAddress?: true;
  /** '¿cuál es el teléfono de Nuria?': the phone of the person in `request.person`. */
  asksPhone?: true;
};

/**
 * '¿Quién es Marta Vidal?', 'quien es javier ruiz': up to four words of a name after the question. 'la tal', 'ese tal'
 * only say the name is half known, a closing 'porfa' or 'gracias' is courtesy, and 'y qué teléfono tiene' asks more
 * of the same person.
 */
const WHO_IS_NAME =
  /\bqui[eé]n\s+(?:es|era)\s+(?:(?:el|la|ese|esa|un|una)\s+tal\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?)(?:\s*,?\s+(?:porfa|porfis|por\s+favor|please|plis|pls|xfa|gracias))*(?:\s*[?.!]*\s*$|\s*[?,]?\s+y\s+(?:que|qu[eé]|cu[aá]l|d[oó]nde|de\s+qu[eé]|en\s+qu[eé]|a\s+qu[eé])\s)/iu;
/** '¿quién es mi jefe?', '¿quién es el responsable?': a role the person may have taught, not a name. */
const NOT_A_NAME = /^(mi|mis|tu|tus|su|sus|el|la|los|las|un|una|ese|esa|este|esta|aquel|aquella|que|quien)$/;

function readWhoIsName(text: string): string | undefined {
  // 'quién es Raúl Méndez en Discord': where to look is no part of the name.
  const name = WHO_IS_NAME.exec(text)?.[1]?.split(/\s+(?:en|por)\s+/i)[0];
  const first = normalizeText(name ?? "").split(" ")[0] ?? "";
  return name && !NOT_A_NAME.test(first) ? name : undefined;
}

/** '¿tengo que…?', '¿hay que…?', '¿debo…?': a question of what is owed, opening the request. */
const OWED = /^(?:tengo|tenemos|tienes|hay|debo|debemos|deberia)\s+(?:que\s+)?/;
/** Changes a question of what is owed cannot ask for: sending and removing. */
const OWED_CHANGES: readonly IntentAction[] = ["reply", "send", "forward", "trash", "delete", "archive"];

/**
 * '¿tengo que responder a alguien?', '¿hay que borrar algo?': asking whether something is owed asks to see what
 * waits, never to do it; with a message's text ('tengo que responderle a Pedro que sí') it is the person's own order.
 */
function asksWhatIsOwed(text: string, action: IntentAction, hasBody: boolean): boolean {
  return !hasBody && OWED_CHANGES.includes(action) && /\?\s*$/.test(text.trim()) && OWED.test(normalizeText(text));
}

/** 'pasa', 'pásala', 'pasalo': a task handed on to another day. */
const PASS_ON = /^pas(a|ala|alo|alas|alos)$/;

const UNREAD =
  /\b(no leid[oa]s?|sin leer|no (los |las )?he leido|no abiert[oa]s|por leer|pendientes de leer|sin abrir)\b/;
/** 'solo el número', 'solo la cifra': how many is the whole answer. */
const COUNT_ONLY = /\bsolo\s+(?:el\s+numero|la\s+cifra|la\s+cantidad|el\s+total)\b/;

const IMPORTANT =
  /\b(importantes?|prioritari[oa]s?|(de )?(alta|maxima) (prioridad|importancia)|(prioridad|importancia) alta)\b/;
const LOOKS_BACK = /\b(desde|hace|pasad[oa]|anterior|ayer|anoche|ultim[oa]s?)\b/;
const SENDS: readonly (IntentAction | undefined)[] = ["send", "reply", "forward"];

/**
 * Reads a Spanish request into an intent and slots, general rules over folded words: quotes first, then the message
 * body (so words inside it never act), the verb and objects, the app, dates, counts, people, names and keywords.
 */
export function parseSpanishRequest(
  text: string,
  options: {
    now: Date;
    timeZone: string;
    /** The previous message asked about what was taught: '¿y el jueves?' asks it again. */
    followsKnowledgeQuestion?: boolean;
  },
): SpanishRequest {
  const tokens = tokenizeRequest(text);
  const normalized = normalizeText(text);
  // Folded with offsets kept, unlike `normalized`, so spans found in it point into `text`.
  const folded = foldCharacters(text).toLowerCase();
  const used = new Set<number>();
  const markUsed = (indexes: Iterable<number>) => {
    for (const index of indexes) used.add(index);
  };
  const request: ParsedRequest = { text };

  const quoted = extractQuotedText(text);
  if (quoted) markUsed(findTokensInSpan(tokens, quoted.start, quoted.end));
  const countOnly = COUNT_ONLY.exec(folded);
  if (countOnly) {
    request.countOnly = true;
    markUsed(findTokensInSpan(tokens, countOnly.index, countOnly.index + countOnly[0].length));
  }

  // 'sin leer' is a filter, not a request to read.
  if (UNREAD.test(normalized)) {
    request.unreadOnly = true;
    markUsed(
      tokens.flatMap((token, index) => (/^(leid[oa]s?|leer|abiert[oa]s|abrir|sin)$/.test(token.norm) ? [index] : [])),
    );
  }

  // A channel's name is a name, even when it is a word the rules know ('el canal ventas').
  const channel = extractChannel(tokens);
  if (channel) {
    request.channel = channel.channel;
    markUsed(channel.tokenIndexes);
  }
  let body = extractMessageBody(text, { colonStartsBody: false });
  const bodyTokens = () => (body ? findTokensInSpan(tokens, body.start, text.length) : []);
  let intent = detectIntent(tokens, new Set([...used, ...bodyTokens()]));
  const takesColonBody =
    SENDS.includes(intent.action) ||
    tokens.some((token) => token.raw.startsWith("#")) ||
    (intent.action === "create" && ["note", "comment", "message"].includes(intent.objects[0] ?? ""));
  if (takesColonBody) {
    const withColon = extractMessageBody(text, { colonStartsBody: true });
    if (withColon && withColon.start !== body?.start) {
      body = withColon;
      intent = detectIntent(tokens, new Set([...used, ...bodyTokens()]));
    }
  }
  const put = body ? undefined : readWordsPutInPlace(text);
  if (put) {
    body = put;
    intent = detectIntent(tokens, new Set([...used, ...bodyTokens()]));
  }
  // 'preguntándole si…, de asunto ponle X': the subject said after the message is no part of it.
  const afterBody = body ? splitSubjectAfterBody(body.value) : undefined;
  if (body) {
    request.body = afterBody?.body ?? body.value;
    markUsed(bodyTokens());
  }
  if (quoted && body && quoted.start >= body.start) {
    // The only quote was the message itself, not a title.
  } else if (quoted) {
    request.quoted = quoted.value;
  }

  intent = keepKindWordsInName(tokens, intent, new Set([...used, ...bodyTokens()]));
  intent = keepMatterWordsInName(tokens, intent, new Set([...used, ...bodyTokens()]));
  let app = matchAppName(tokens, used);
  if (app && (isSenderNotPlace(tokens, app, intent.objects) || namesSenderByArticle(tokens, app, intent.action))) {
    // 'archiva el correo de LinkedIn en Gmail': past the sender, another app may still say where to look.
    const further = matchAppName(tokens, new Set([...used, ...app.tokenIndexes]));
    app = further && !isSenderNotPlace(tokens, further, intent.objects) ? further : undefined;
  }
  if (app) markUsed(app.tokenIndexes);
  const email = extractEmail(tokens);
  if (email) {
    request.email = email.email;
    markUsed([email.tokenIndex]);
  }

  let action = intent.action;
  // 'invitá a Pedro y a Laura a una reunión el martes a las 11': the meeting is made, with them invited.
  if (readsInvitationToNewMeeting(normalized)) {
    action = "create";
    if (!intent.objects.includes("event")) intent.objects.push("event");
  }
  const archivedByPlace = readArchiveByPlace(normalized);
  if (archivedByPlace) action = "archive";
  // 'reacciona con 👍 al último mensaje de Laura', 'dale like a…', 'ponle un corazón a…': whatever verb carries it, an
  // emoji given to something is a reaction, and the emoji's words describe nothing to look for.
  const reaction = readReaction(text, tokens);
  if (reaction) {
    request.reaction = reaction.name;
    markUsed(reaction.tokenIndexes);
    action = "react";
  }
  if (action && asksWhatIsOwed(text, action, body !== undefined)) action = "list";
  // 'qué recuerdas' reads as a verb of reminding, '¿cómo quiero que me respondas?' as one of replying: a question
  // asks, whatever verb carries it.
  // '¿qué puedes hacer por mí?' asks what Shifu can do, not what it knows of the person.
  const aboutKnowledge =
    !isHelpRequest(normalized) &&
    ((options.followsKnowledgeQuestion === true && isFollowUp(text) && intent.objects.length === 0) ||
      ((action === undefined ||
        ["list", "read", "search", "summarize"].includes(action) ||
        asksWhatShifuKnows(text) ||
        isQuestion(text)) &&
        asksAboutKnowledge(text, { objects: intent.objects, app: app !== undefined || channel !== undefined })));
  // 'pon en #random que…': putting words in a channel posts them; so does 'pon en general: …', whose place the app's
  // directory finds (a board's new item instead, when the place holds items).
  if (action === "create" && channel && intent.objects.length === 0) action = "send";
  if (put) action = "send";
  // 'busca a Jorge Castillo y apunta en su ficha que…': a note on whom the request before found.
  const theirNote = readNoteOnTheirRecord(text);
  if (theirNote) return { request: { text, body: theirNote }, action: "create", objects: ["note"] };
  // 'apunta en la ficha de Marta Vidal que llamó ayer': words put on a person's record are a note on that contact.
  const onRecord = body ? undefined : NOTE_ON_RECORD.exec(folded);
  if (onRecord?.[1] && onRecord[2]) {
    const value = text.slice(onRecord.index + onRecord[0].length - onRecord[2].length).trim();
    const who = text.slice(
      onRecord.index + onRecord[0].indexOf(onRecord[1]),
      onRecord.index + onRecord[0].indexOf(onRecord[1]) + onRecord[1].length,
    );
    return settleNewContact({
      request: { text, person: who.trim(), body: value },
      action: "create",
      objects: ["note"],
    });
  }
  // '¿cuándo cierra el negocio de Grupo Norte?', 'cuando termina la tarea…': asking when a change happens changes nothing.
  // '¿qué negocios cierran en diciembre?': a verb said of the things asked about ('cierran') is no command either.
  const said = intent.actionToken === undefined ? "" : (tokens[intent.actionToken]?.norm ?? "");
  // '¿qué tareas terminé ayer?': a verb right after the things asked about says what was done to them, asks no change.
  const verbAfterThings = intent.actionToken !== undefined && intent.objectTokens.includes(intent.actionToken - 1);
  const asksWhich = /^(que|cuales|cuantos|cuantas)\b/.test(normalized) && (/(?:an|en)$/.test(said) || verbAfterThings);
  if ((ASKS_WHEN.test(normalized) || asksWhich) && ["complete", "trash", "archive"].includes(action ?? ""))
    action = undefined;
  // '¿quién contesta las preguntas de Instagram?', '¿quién se encarga del despliegue?', '¿cuándo hay que subir las
  // notas de gastos?', '¿qué hay que poner en las notas de la versión?': a change asked about is no command either.
  if (
    (ASKS_WHO_OR_WHEN.test(normalized) || MUST_BE_DONE.test(normalized)) &&
    CHANGES_ASKED_ABOUT.includes(action ?? "")
  )
    action = undefined;
  if (!body && SENDS.includes(action)) {
    body = findBodyAfterQue(tokens, text, used);
    if (body) {
      request.body = body.value;
      markUsed(bodyTokens());
      // 'dile a Pedro que el anuncio de LinkedIn está aprobado': an app named in the message is what it talks about.
      const start = body.start;
      if (app?.tokenIndexes.some((index) => (tokens[index]?.start ?? 0) >= start)) app = undefined;
      // '… que ya está todo ok': a thing named in the message is not what the request acts on.
      const outside = detectIntent(tokens, new Set(used)).objects;
      intent.objects = intent.objects.filter((object) => outside.includes(object));
    }
  }
  // 'manda a Pedro el correo de Iberia': sending someone a mail that exists, with no text of one's own, forwards it.
  if (action === "send" && !body && pointsAtExistingMail(tokens, intent.objectTokens)) action = "forward";
  // 'los correos importantes', '¿tengo algún mail de prioridad alta?': importance filters the mail read.
  const reads = action === undefined || ["list", "search", "read", "summarize"].includes(action);
  if (reads && intent.objects[0] === "email" && IMPORTANT.test(normalized)) request.importantOnly = true;
  // A message for a channel is a post, whatever verb carried it ('sube a #random: …').
  if ((!action || action === "list") && channel && body) action = "send";
  // '¿estoy libre el jueves a las 10?', '¿cuándo tengo una hora libre?': free time is asked of the calendar.
  // 'media hora' is a length, never Instagram's media.
  if (/\bmedia hora\b/.test(normalized)) intent.objects = intent.objects.filter((object) => object !== "media");
  if (intent.objects.length === 0 && asksForFreeTime(normalized)) {
    intent.objects.push("slot");
    action ??= "list";
  }
  // '¿qué tengo mañana?', '¿tengo algo el jueves?': what the person has, with nothing named, is their agenda.
  // 'dime qué tengo mañana' asks it too: telling the person is no listing of its own.
  const tellsOnly = action === "list" && TELLS_THE_PERSON.test(tokens[0]?.norm ?? "");
  const asksAgenda = (!action || tellsOnly) && intent.objects.length === 0 && asksForAgenda(normalized);
  // 'mi agenda', 'la agenda de mañana': the noun, never the verb of 'agenda una reunión'.
  const namesAgenda = intent.objects.length === 0 && /\b(mi|la|tu|su) agenda\b/.test(normalized);
  // '¿qué tarea cerré ayer?': things done were done in the past, whatever their due days.
  const doneSpan = action === "complete" || SENDS.includes(action) ? undefined : findDoneSpan(text, folded);
  const asksDone = doneSpan !== undefined;
  const future =
    !asksDone &&
    (action === "create" ||
      action === "reschedule" ||
      SENDS.includes(action) ||
      ((aboutKnowledge ||
        asksAgenda ||
        namesAgenda ||
        intent.objects.some((object) => ["task", "item", "event", "slot", "deal"].includes(object)) ||
        // 'qué tengo que hacer hoy': what is pending falls due, so today runs to its end, not to now.
        asksForPending(normalized) ||
        // 'cancela la del jueves del comité': a meeting is cancelled ahead, though only later is it read as one.
        (action === "trash" && intent.objects.length === 0 && namesMeeting(normalized))) &&
        // 'desde la del jueves en adelante' looks ahead, whatever 'desde' does alone.
        !LOOKS_BACK.test(normalized.replace(/\bdesde\b(?=.{0,30}\ben adelante\b)/, ""))) ||
      /\b(vence|vencen|vencimiento|entrega|para el|para la|para manana|para hoy|para esta|para este|antes de|antes del|me toca|nos toca|te toca)\b/.test(
        normalized,
      ));
  // Dates inside a quoted title or a message body belong to them ('diciendo que mañana lo miro'), and so does a day
  // or a month that names a thing ('el acta de la reunión del lunes', 'la factura de la luz de octubre').
  // A length said of a meeting or of free time ('de una hora') is not a date either.
  const lengths = intent.objects.some((object) => object === "event" || object === "slot")
    ? findLengthSpans(foldCharacters(text))
    : [];
  for (const span of lengths) markUsed(findTokensInSpan(tokens, span.start, span.end));
  // The message's own text holds no filters or fields of the request.
  const bodyless = blankOut(text, [body && { start: body.start, end: text.length }]);
  // 'archívalo, que ya lo pagué ayer', 'archiva el de Iberia, que ya volé': why a thing is changed says nothing of
  // which thing it is, nor filters it ('…, el comité se ha retrasado' is no overdue task), and its days pick nothing.
  const reason = CHANGES_A_THING.includes(action ?? "") ? GIVES_REASON.exec(foldCharacters(bodyless)) : null;
  const reasonSpan = reason !== null && { start: reason.index, end: text.length };
  const dateText = blankOut(text, [
    quoted,
    reasonSpan,
    body && { start: body.start, end: text.length },
    findAmountSpan(text),
    // A meeting's session is picked by its day ('el comité de dirección del lunes'): the day is no part of its name.
    ...(namesMeeting(normalized) && intent.objects.every((object) => object === "event" || object === "invitation")
      ? []
      : findNamingDates(text)),
    ...lengths,
  ]);
  const readDates = (direction: "future" | "past") =>
    parseSpanishDates(dateText, { now: options.now, timeZone: options.timeZone, direction });
  let dates = readDates(future ? "future" : "past");
  const first = dates.spans[0];
  // What was made, sent or given ('que me asignaron el lunes', '¿qué me asignaron hace 15 días?') was in the past,
  // whatever the thing's own days are.
  const given = action !== "create" && first !== undefined && isGivenInThePast(dateText, first);
  if (given && future) dates = readDates("past");
  for (const span of dates.spans) markUsed(findTokensInSpan(tokens, span.start, span.end));
  if (dates.spans.length > 0) {
    if (action === "create" || action === "reschedule") request.dueDate = dates.dueDate;
    // A new or moved event keeps its end too ('de 4 a 5').
    if (action !== "create" || intent.objects.includes("event") || namesSpanOfHours(normalized))
      request.dateRange = dates.dateRange;
    const dueBy =
      // 'cambia la de la comida para el lunes': a changed thing's new day, not a deadline it is looked for by.
      first && !given && !["create", "reschedule", "move"].includes(action ?? "")
        ? readDeadline(dateText, first, dates.dateRange, options)
        : undefined;
    if (dueBy) request.dueBy = dueBy;
    if (given && dates.dateRange) {
      request.createdRange = dates.dateRange;
      // A task's or a deal's listing reads its days as when it is due: the days it was given are another filter.
      if (intent.objects.some((object) => ["task", "item", "deal", "pending"].includes(object)))
        delete request.dateRange;
    }
  }

  const count = extractCount(tokens, used, intent.usedTokens);
  if (count) {
    request.count = count.count;
    if (count.tokenIndex !== undefined) markUsed([count.tokenIndex]);
  }
  // Filters and a new thing's fields ('atrasadas', 'de la empresa Lumen'), outside the message and the reason.
  const detailText = blankOut(bodyless, [reasonSpan]);
  const details = extractDetails(detailText, {
    sends: SENDS.includes(action) || action === "forward",
    creates: action === "create",
    assigns: action === "assign",
    forwards: action === "forward",
  });
  Object.assign(request, details.details);
  if (afterBody?.subject && !request.subject) request.subject = afterBody.subject;
  if (asksDone) {
    // What was done is a listing of tasks, whatever the verb of finishing says ('¿qué he terminado esta semana?').
    request.completed = true;
    markUsed(findTokensInSpan(tokens, doneSpan.start, doneSpan.end));
    action = "list";
    if (intent.objects.length === 0) intent.objects.push("task");
  }
  if (reasonSpan) markUsed(findTokensInSpan(tokens, reasonSpan.start, reasonSpan.end));
  // '¿cuál de mis negocios cierra antes?' asks which one, whatever the verb of closing would otherwise ask to do.
  if (request.superlative && (action === undefined || action === "complete")) action = "list";
  // A changed thing's day is where it goes, never a range it is looked for in.
  if (!CHANGES_A_THING.includes(action ?? "")) widenOverdueToRange(request, options);
  for (const span of details.spans) markUsed(findTokensInSpan(tokens, span.start, span.end));
  markUsed(intent.usedTokens);
  const nameUsed = new Set([...used].filter((index) => !intent.otherVerbTokens.includes(index)));

  // 'pon la etiqueta clientes al correo de Sofía', 'ponle la etiqueta Viajes al de Iberia': the words after 'etiqueta'
  // name the label, whatever the rules know them as, and what follows 'a' is the mail it goes on.
  // 'mueve el correo de Iberia a la etiqueta Viajes': moving mail under a label is labelling it.
  const movedUnder = action === "move" ? MOVED_UNDER_LABEL.exec(foldCharacters(text)) : null;
  const movedSpan = movedUnder?.indices?.[1];
  if (movedUnder && movedSpan) {
    action = "label";
    request.name = text.slice(movedSpan[0], movedSpan[1]);
    markUsed(findTokensInSpan(tokens, movedUnder.index, movedSpan[1]));
    intent.objects = intent.objects.filter((object) => object === "email" || object === "message");
  }
  // 'saca de la bandeja el boletín', 'quita el de LinkedIn de recibidos': out of the inbox is archived, not binned.
  if ((action === undefined || action === "list" || action === "trash") && OUT_OF_INBOX.test(normalized))
    action = "archive";
  const labelPut = LABEL_PUT.exec(folded);
  const labelSpan = labelPut?.indices?.[1];
  if (labelPut && labelSpan && (action === undefined || action === "create" || action === "label")) {
    action = "label";
    markUsed(findTokensInSpan(tokens, labelPut.index, labelSpan[1]));
    intent.objects = intent.objects.filter((object) => object === "email" || object === "message");
  }
  if (labelSpan) request.name = text.slice(labelSpan[0], labelSpan[1]);
  // 'etiqueta como clientes el correo de Sofía', 'marca el de Iberia como Viajes': what follows 'como' is the label,
  // even a word the rules know as a kind ('clientes').
  const labelAs = action === "label" && !labelSpan ? LABEL_AS.exec(foldCharacters(text)) : null;
  const labelAsSpan = labelAs?.indices?.[1];
  if (labelAs && labelAsSpan) {
    request.name = text.slice(labelAsSpan[0], labelAsSpan[1]);
    markUsed(findTokensInSpan(tokens, labelAs.index, labelAsSpan[1]));
    intent.objects = intent.objects.filter((object) => object === "email" || object === "message");
  }
  if ((action === "create" || action === "label") && !labelSpan && !labelAsSpan && !movedSpan) {
    // 'en clientes 2026 crea una tarea para…': the thing made is named after the verb; a word before it names where.
    const verbAt = intent.actionToken ?? -1;
    const objectIndexes = intent.objectTokens
      .filter((index) => action === "create" || isLabelWord(tokens[index]?.norm))
      .sort((first, second) => Number(first < verbAt) - Number(second < verbAt));
    // 'apúntame una tarea para el viernes: enviar las nóminas': after a colon comes the name too.
    const afterColon = tokens.findIndex((token) => /:\s*$/.test(text.slice(0, token.start)));
    // It comes before any object named inside the name itself ('añadí a la lista: revisar el documento').
    if (afterColon > 0) objectIndexes.unshift(afterColon - 1);
    if (intent.objectTokens.length === 0 && intent.actionToken !== undefined) objectIndexes.push(intent.actionToken);
    // 'etiquétalo como Facturas': what follows 'como' is the label, before any other reading.
    if (action === "label")
      objectIndexes.unshift(...tokens.flatMap((token, index) => (token.norm === "como" ? [index] : [])));
    // After a colon comes the whole name, whatever words the rules know in it ('nueva tarea: grabar el vídeo').
    const colonUsed =
      afterColon > 0
        ? new Set([...nameUsed].filter((index) => index < afterColon || !intent.usedTokens.has(index)))
        : nameUsed;
    const name =
      quoted && action === "create"
        ? undefined
        : extractName(tokens, colonUsed, objectIndexes, new Set(app?.tokenIndexes ?? []));
    const meetingIndex = intent.objects[0] === "event" ? intent.objectTokens[0] : undefined;
    const guests =
      !name && !quoted && action === "create" && meetingIndex !== undefined
        ? readGuestsAfterDate(tokens, colonUsed, meetingIndex)
        : undefined;
    if (guests) request.name = guests.value;
    if (quoted && action === "create") request.name = quoted.value;
    // 'marca con la etiqueta «Pagos» el correo…': a quote right after the label word is the label, not the mail.
    const labelWord = tokens.findIndex((token) => isLabelWord(token.norm));
    if (
      quoted &&
      action === "label" &&
      labelWord >= 0 &&
      findTokensInSpan(tokens, quoted.start, quoted.end)[0] === labelWord + 1
    ) {
      request.name = quoted.value;
      delete request.quoted;
    }
    if (name) {
      // 'añade una nota al contacto de Óscar Molina: …': the note goes on Óscar Molina, not on a 'contacto de…'.
      const onRecord = intent.objects[0] === "note" ? name.value.replace(RECORD_OF, "") : name.value;
      request.name = onRecord;
      if (action === "label") markUsed(name.tokenIndexes);
    }
    const dated = name && action === "create" && request.dueDate ? readDateAfterName(text, tokens, name) : undefined;
    if (dated && intent.objects.length > 0 && intent.objects.every((object) => UNDATED_THINGS.includes(object))) {
      request.name = dated;
      delete request.dueDate;
      delete request.dateRange;
    }
  }
  const senders = intent.objectTokens.filter((index) =>
    /^(correos?|mails?|emails?|e-mails?|mensajes?|chats?|comentarios?|msj|msg)$/.test(tokens[index]?.norm ?? ""),
  );
  const others = intent.objectTokens.filter((index) => !senders.includes(index));
  const found = extractPerson(tokens, used, senders, others);
  // 'reenvíale a Pedro el correo de la propuesta para Alimentaria Sur': what is forwarded came from someone, so the
  // name after 'para' says what it is about, and its words are looked for.
  const forBeside = found && action === "forward" && tokens[(found.tokenIndexes[0] ?? 0) - 1]?.norm === "para";
  const person = forBeside ? undefined : found;
  if (person) {
    request.person = person.person;
    markUsed(person.tokenIndexes);
  } else if (email) {
    request.person = email.email;
  }
  const whoIs = readWhoIsName(text);
  if (whoIs) {
    request.person = whoIs;
    markUsed(findTokensInSpan(tokens, text.indexOf(whoIs), text.indexOf(whoIs) + whoIs.length));
  }
  // '¿cuál es el mail de Laura?' asks for her address: nothing else in it describes a thing to look for.
  const addressOwner = whoIs ? undefined : readAddressOwner(text);
  // '¿cuál es el teléfono de Nuria Prieto?' likewise asks for her phone, which only her contact keeps.
  const phoneOwner = whoIs || addressOwner ? undefined : readPhoneOwner(text);
  if (addressOwner ?? phoneOwner) {
    request.person = addressOwner ?? phoneOwner;
    markUsed(tokens.keys());
  }
  // 'envía un borrador de respuesta' says how to send, not what to look for.
  if (action && SENDS.includes(action)) {
    markUsed(tokens.flatMap((token, index) => (/^(borrador(es)?|respuestas?)$/.test(token.norm) ? [index] : [])));
  }
  const asked = action === "create" ? undefined : findAskedNoun(text, tokens, used);
  if (action !== "create") {
    const changesOne = CHANGES_A_THING.includes(action ?? "") || action === "forward";
    // What a question asks ('¿en qué sala…?') is left out of the description, unless nothing else describes the thing.
    const keywords =
      (asked !== undefined ? extractKeywords(tokens, new Set([...used, asked]), { changesOne }) : undefined) ??
      extractKeywords(tokens, used, { changesOne }) ??
      request.quoted;
    if (keywords) request.keywords = keywords;
  }
  if (intent.fileKind) request.fileKind = intent.fileKind;
  // 'dile que el borrador está genial': a word of the message's own text asks for nothing.
  if (/\bborrador(es)?\b/.test(normalizeText(detailText))) request.draft = true;
  else if (
    SENDS.includes(action) &&
    /\b(envia|enviar|envialo|enviala|manda|mandalo|mandala|enviale|mandale)\b/.test(normalized)
  ) {
    request.draft = false;
  }

  // '¿qué acuerdos quedaron pendientes en el acta del comité?': things of a kind asked of a thing described are read
  // in it, not what waits on the person everywhere.
  const pendingOfThing =
    asked !== undefined && isAskedThing(tokens[asked]?.norm ?? "") && request.keywords !== undefined;
  // 'qué tengo pendiente entre correos, tareas y demás': several of the kinds the summary gathers ask for the summary.
  if ((!action || action === "list") && !channel && !pendingOfThing && asksForPending(normalized)) {
    if (namesSeveralPendingKinds(intent.objects)) {
      intent.objects = [];
      action = undefined;
    }
  }
  // 'algo urgente en el canal de soporte' asks what the channel holds, not what waits on the person everywhere.
  if (!action && intent.objects.length === 0 && !channel && asksForPending(normalized) && !pendingOfThing)
    action = "summarize";
  // '¿quién me ha escrito hoy?': what was sent to the user is a listing of it.
  if (
    !action &&
    /\b(escrito|escribio|escribieron|mandado|mandaron|enviado|enviaron|llegado|llego|llegaron|contestado|contesto|respondido|respondio)\b/.test(
      normalized,
    )
  ) {
    action = "list";
  }
  // 'qué hay en Slack': naming an app with no verb asks what is there; '¿qué acuerdos salieron del comité en Notion?'
  // asks something of a thing it describes, found and read there.
  if (!action && (app || channel) && !(request.keywords && asksOfThing(text))) action = "list";
  if (action === "list" && intent.objects.length === 0 && /\bpendientes?\b/.test(normalized) && !pendingOfThing)
    action = "summarize";
  // 'mirá si alguien me nombró': mentions and direct messages are messages, read even with no noun for them.
  if ((request.mentionsOnly || request.directOnly) && intent.objects.length === 0 && !SENDS.includes(action)) {
    intent.objects.push("message");
    if (!action || action === "search") action = "list";
  }
  // 'de media hora' is a length, not Instagram's media.
  let objects = /\bmedia hora\b/.test(normalized)
    ? intent.objects.filter((object) => object !== "media")
    : intent.objects;
  // 'qué me escribió Laura por privado': a private message is a chat's, unless a mail is named.
  if (request.directOnly && objects.includes("email") && !NAMES_MAIL.test(normalized)) {
    objects = ["message", ...objects.filter((object) => object !== "email" && object !== "message")];
  }
  // 'manda al archivo la guía de estilo': the archive is where it goes, not a file.
  if (archivedByPlace && !archivedByPlace.namesFile) objects = objects.filter((object) => object !== "file");
  // 'cancela el daily de operaciones, todas las sesiones': only a meeting has sessions.
  if ((action === "trash" || action === "reschedule") && objects.length === 0 && namesSeriesSessions(normalized))
    objects = ["event"];
  // 'mueve la demo una hora más tarde', 'pásala un día después': a meeting moved by an amount from its own start.
  const startShift = readMeetingShift(normalized, action, objects);
  if (startShift) {
    ({ action, objects } = startShift);
    delete request.fileKind;
  } else if (readsMeetingMove(normalized, action, objects)) {
    action = "reschedule";
    objects = ["event"];
  }
  // 'dale like al último de marketing': what is reacted to is a message, named or not.
  if (action === "react" && objects[0] !== "message") {
    objects = ["message", ...objects.filter((object) => object !== "message" && object !== "chat")];
  }
  if (namesAgenda) {
    objects = ["event"];
    if (action === "create") action = "list";
  }
  if (asksAgenda && request.dateRange && !/\bpendientes?\b/.test(normalized)) {
    action = "list";
    objects = ["event"];
  }
  const readAs = action;
  // 'contesta a lo de Laura que mañana me va bien, pero a lo mejor llego tarde de otra reunión': a message that opens
  // with no yes, no or maybe answers no invitation with the words it holds.
  const answersInBody = body && /^[¿¡]?(?:s[ií]|no|quiz[aá]s?|tal\s+vez|a\s+lo\s+mejor)(?!\p{L})/iu.test(body.value);
  const meetingText = body && !answersInBody ? normalizeText(text.slice(0, body.start)) : normalized;
  ({ action, objects } = readMeetingRequest(meetingText, {
    action,
    objects,
    verb: intent.actionToken === undefined ? undefined : tokens[intent.actionToken]?.norm,
    hasTime: /T\d{2}:\d{2}/.test(request.dateRange?.from ?? request.dueDate ?? ""),
    addressed: request.person !== undefined || request.recipients !== undefined || request.channel !== undefined,
    toChannel: request.channel !== undefined,
    ...(app ? { app: app.app } : {}),
  }));
  // 'bloquéame el jueves de 9 a 11 pa preparar lo de Grupo Norte': a span kept with no name is called after its purpose.
  if (action === "create" && objects.includes("event") && intent.objects.length === 0 && !request.name) {
    const title = readPurposeAsTitle(text);
    if (title) request.name = title;
  }
  // 'cambia la presentación de resultados a las 13': the thing's name read as a file's is the meeting's title.
  if (objects.includes("event") && intent.objects.length > 0 && !intent.objects.includes("event")) {
    const titled = extractKeywords(tokens, new Set([...used].filter((index) => !intent.objectTokens.includes(index))));
    if (titled) request.keywords = titled;
    delete request.fileKind;
  }
  // 'dile a Javier que quizás voy a la comida': what follows 'que' is the answer itself, not a note to the organiser.
  if (action === "respond" && (readAs === "send" || readAs === "reply")) delete request.body;
  // 'cambia el comité al lunes a las 11': a move to a time is a meeting's, whatever it is called.
  if (action === "move" && request.dateRange && objects.every((object) => object === "event")) action = "reschedule";
  // 'pasa lo de las facturas al lunes': 'lo de' names the app's own thing, handed on to another day as a task is.
  if (
    PASS_ON.test(tokens[0]?.norm ?? "") &&
    intent.objects.length === 0 &&
    /^\S+\s+lo\s+de\s/.test(normalized) &&
    (request.dueDate || request.dateRange)
  ) {
    objects = ["task"];
    if (action !== "reschedule") action = "move";
    if (request.keywords) request.keywords = request.keywords.replace(/^\S+\s*/, "");
  }
  // 'marca como leído el de Iberia', 'dalo por leído': the mail is marked read, whatever 'marca' would otherwise do.
  if (MARKS_READ.test(normalized)) {
    action = "markRead";
    // Only mail is marked read: 'el de LinkedIn' is a mail from LinkedIn, and a chat's messages have no such mark here.
    objects = ["email"];
    const keywords = request.keywords
      ?.replace(/(^|\s)(?:(?:como|por)\s+le[ií]d[oa]s?|d[aá]l[oa]s?|d[eé]jal[oa]s?)(?=\s|$)/giu, " ")
      .trim();
    if (keywords) request.keywords = keywords;
    else delete request.keywords;
  }
  // '¿cuándo vence lo de traducir la web?': a thing that falls due is a task, whose day is read from it.
  if (!action && objects.length === 0 && asksWhenDue(normalized)) {
    action = "read";
    objects = ["task"];
  }
  // 'pasa la tarea de la comida al viernes', 'pásala al lunes': 'pasar' opening a request on a task with a day moves
  // it there ('pasa' anywhere else is what happens: '¿qué pasa en ventas?').
  // 'pasa el pendiente del boletín al lunes': a thing pending handed on is a task.
  const passesPending = /^\S+\s+(?:el|los)\s+pendientes?\b/.test(normalized);
  if (
    (action === undefined || action === "list" || (passesPending && action === "summarize")) &&
    PASS_ON.test(tokens[0]?.norm ?? "") &&
    (passesPending || objects.some((object) => object === "task" || object === "item"))
  ) {
    if (passesPending) {
      objects = ["task"];
      if (request.keywords)
        request.keywords = request.keywords.replace(/^(\S+\s+)(?:el|los)\s+pendientes?\s+(?:del?\s+)?/i, "$1");
    }
    action = "move";
    if (request.keywords) request.keywords = request.keywords.replace(/^\S+\s*/, "");
    if (request.keywords === "") delete request.keywords;
  }
  // 'pasa la tarea del boletín a la lista de tareas generales': a task said with 'la' exists already, so it is moved,
  // not made in that list.
  if (
    action === "create" &&
    PASS_ON.test(tokens[0]?.norm ?? "") &&
    /^\S+\s+(?:la|el|las|los)\s/.test(normalized) &&
    objects.some((object) => object === "task" || object === "item")
  ) {
    action = "move";
    if (request.name) request.keywords = request.name;
    delete request.name;
  }
  // 'mándame el enlace del catálogo': a link sent to oneself is a link shown here, as 'dame el enlace' is.
  if (
    action === "send" &&
    !request.body &&
    !request.person &&
    !request.email &&
    /^(?:mandame|enviame|pasame)$/.test(tokens[0]?.norm ?? "") &&
    /\b(?:enlace|link|url)\b/.test(normalized) &&
    !objects.some((object) => ["email", "event", "message", "chat"].includes(object))
  )
    action = "list";
  const changed = readTaskChange(tokens, { action, objects }, request);
  if (changed) ({ action, objects } = changed);
  // 'cambia la tarea del contrato al lunes', 'mueve la fecha de la tarea al viernes': a task moved to a day is due
  // then; moved to a list or a project ('a la lista Clientes') it stays a move.
  if (
    action === "move" &&
    request.dateRange?.from &&
    !request.project &&
    objects.length > 0 &&
    objects.every((object) => object === "task" || object === "item")
  ) {
    action = "reschedule";
    request.dueDate = request.dateRange.from;
    delete request.dateRange;
    // 'cambia la fecha de la tarea…': the date is what changes, not a word of the task's name.
    const named = request.keywords?.replace(/(?<![\p{L}])(fecha|vencimiento|plazo|entrega)(?![\p{L}])/giu, " ");
    if (named !== undefined) request.keywords = named.replace(/\s+/g, " ").trim();
    if (request.keywords === "") delete request.keywords;
  }
  if (objects.includes("slot")) {
    Object.assign(request, readEventDetails(normalized));
    // 'el lunes por la tarde': free time is looked for in the whole afternoon, not at one hour of it.
    const part = /\bpor la (manana|tarde)\b/.exec(normalized)?.[1];
    if (part && request.dateRange?.from) {
      request.dateRange = readDayPart(request.dateRange.from.slice(0, 10), part, options.timeZone);
    }
  }
  if (objects.includes("event") || action === "reschedule") {
    Object.assign(request, readEventDetails(normalized));
    if (action === "create") addNewEventDetails(request, text);
    // 'de 4 a 5': meetings between 1 and 7 without 'de la mañana' are in the afternoon.
    if (!/\b(de la manana|madrugada|am)\b/.test(normalized)) {
      if (request.dueDate) request.dueDate = moveToAfternoon(request.dueDate);
      if (request.dateRange?.from) request.dateRange.from = moveToAfternoon(request.dateRange.from);
      if (request.dateRange?.to) request.dateRange.to = moveToAfternoon(request.dateRange.to);
    }
    // 'mi próxima reunión', 'la siguiente cita': the one to come is searched for, not listed.
    if ((!action || action === "list") && /\b(proxim[oa]s?|siguientes?)\b/.test(normalized)) action = "search";
    // 'mueve la reunión al viernes', 'cambia la cita': a meeting moves in time, not to another place.
    if (action === "move") action = "reschedule";
    if (!action && request.dateRange) action = "list";
    // 'próxima' says which meeting, 'agenda' where to look, '¿a qué hora es…?' what of it; no word the meeting holds.
    if (request.keywords) {
      const keywords = request.keywords
        .replace(
          /(?<![\p{L}])(pr[oó]xim[oa]s?|siguientes?|agenda|hora|es|ser[aá]|empieza|d[oó]nde|cu[aá]ndo|mis?|tus?)(?![\p{L}])/giu,
          " ",
        )
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^(el|la|los|las)\s+/i, "");
      if (keywords) request.keywords = keywords;
      else delete request.keywords;
    }
  }
  if (action === "reschedule") {
    // 'desde la del jueves en adelante': that day is the session's, not the new time's.
    const from = readSessionFrom(foldCharacters(text));
    const sessionDay =
      from.sessionDay && parseSpanishDates(from.sessionDay, { ...options, direction: "future" }).dateRange;
    const moveText = from.text === foldCharacters(text) ? text : from.text;
    const { dueDate, dateRange } = readRescheduleDates(
      moveText,
      moveText === text ? request : { ...request, dueDate: undefined, dateRange: undefined },
      options,
    );
    delete request.dateRange;
    const afternoon =
      dueDate && !/\b(de la manana|madrugada|am)\b/.test(normalized) ? moveToAfternoon(dueDate) : dueDate;
    Object.assign(request, { dueDate: afternoon }, dateRange ? { dateRange } : {});
    if (sessionDay) request.dateRange = sessionDay;
    const shift = readDueShift(normalized);
    if (shift !== undefined) request.dueShiftDays = shift;
    if (from.sessionWords && request.keywords) {
      const keywords = dropSessionWords(request.keywords, from.sessionWords);
      if (keywords) request.keywords = keywords;
      else delete request.keywords;
    }
    // 'cámbiala a las 13': an hour alone keeps the meeting's day, which only the meeting knows.
    const timeOfDay = /T\d{2}:\d{2}/.test(request.dueDate ?? "") ? undefined : readTimeOfDay(normalized);
    if (timeOfDay) {
      request.timeOfDay = timeOfDay;
      delete request.dueDate;
      if (request.keywords) {
        const keywords = request.keywords
          .replace(/(^|\s)(a las? )?\d{1,2}(:\d{2})?(\s|$)/g, " ")
          .replace(/(^|\s)(?:y|menos) (?:media|cuarto)(?=\s|$)/g, " ")
          .trim();
        if (keywords) request.keywords = keywords;
        else delete request.keywords;
      }
    }
    if (startShift) applyStartShift(request, startShift.minutes, { text, sessionDay, options });
  }
  // 'cancela toda la serie del comité', 'a partir de ahora el comité es a las 10': a recurring meeting's sessions.
  if (action === "reschedule" || (action === "trash" && objects.includes("event"))) {
    const scope = readSeriesScope(normalized);
    if (scope) request.seriesScope = scope;
    const week = readMeetingWeek(normalized, request.dateRange, readWeekday(options.now, options.timeZone));
    if (week && request.dateRange) request.dateRange = week;
    if (request.keywords) {
      const keywords = request.keywords
        .replace(SERIES_WORDS, " ")
        .replace(/(^|\s)(es|sera|solo|solamente|unicamente|s[oó]lo|[uú]nicamente)(?=\s|$)/giu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^(el|la|los|las|del|de)\s+/i, "");
      if (keywords) request.keywords = keywords;
      else delete request.keywords;
    }
  }
  // 'responde que sí a la invitación de Marta', 'dile que quizás a la convocatoria': answering one is a response.
  if (action === "reply" && objects.includes("invitation")) action = "respond";
  if (action === "respond") {
    // 'acepta la comida con Javier': what is accepted or declined is an invitation, whatever it is called.
    if (!objects.includes("invitation")) objects = ["invitation", ...objects.filter((object) => object !== "event")];
    const answer = readInvitationAnswer(
      normalized,
      intent.actionToken === undefined ? undefined : tokens[intent.actionToken]?.norm,
    );
    if (answer) request.invitationAnswer = answer;
    // 'quizás', 'que sí' give the answer; they are not words the invitation holds.
    if (request.keywords) {
      const keywords = normalizeText(request.keywords)
        .replace(/\b(quizas?|tal vez|a lo mejor|provisional(mente)?|tentativ[oa]|tentativamente|que si|que no)\b/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (keywords) request.keywords = keywords;
      else delete request.keywords;
    }
  }
  // 'enséñame el chat de la campaña', 'abre la conversación con Marta': one chat described is read for its messages.
  if (objects[0] === "chat" && (!action || READS_CHAT.includes(action)) && namesOneChat(tokens, intent.objectTokens))
    objects = ["message", ...objects.filter((object) => object !== "chat")];
  // 'prepara un borrador para Sofía Navarro diciéndole…': a draft for someone is a mail to them, kept unsent.
  const draftFor = action === "create" && request.name ? DRAFT_FOR.exec(request.name) : null;
  if (draftFor?.[1]) {
    action = "send";
    request.person = draftFor[1];
    request.draft = true;
    delete request.name;
    delete request.keywords;
  }
  if (leavesDraft(action, request)) {
    action = "send";
    delete request.keywords;
  }
  const folder = readAskedFolder(tokens, action, new Set(app?.tokenIndexes ?? []));
  if (folder) {
    request.folder = folder;
    // 'enséñame lo que tengo en Documentos/Clientes', 'abre la carpeta Clientes': what a folder holds are files, listed.
    if (!action || action === "read") action = "list";
    if (objects.length === 0) objects = ["file"];
  }
  const addressed =
    request.person !== undefined ||
    request.recipients !== undefined ||
    request.channel !== undefined ||
    request.body !== undefined;
  const hasAppRequest =
    action !== undefined &&
    (objects.length > 0 ||
      app !== undefined ||
      channel !== undefined ||
      action === "search" ||
      (["list", "read"].includes(action) && (request.person !== undefined || request.dateRange !== undefined)) ||
      // 'mirá si alguien me nombró': mentions and direct messages are the person's own messages.
      request.mentionsOnly === true ||
      request.directOnly === true ||
      request.quoted !== undefined ||
      action === "summarize" ||
      (SENDS.includes(action) && addressed));
  const creative = isCreativeRequest(normalized) && intent.objects.length === 0;
  const detected = creative
    ? "outOfScope"
    : detectConversationAct(normalized, hasAppRequest || (app !== undefined && action !== undefined));
  // 'archiva el boletín de las ayudas': a change made to a thing described is no plea for help, whatever its words.
  const act =
    detected === "help" && CHANGES_A_THING.includes(action ?? "") && request.keywords !== undefined
      ? "outOfScope"
      : detected;
  return settleNewContact({
    request,
    ...(action ? { action } : {}),
    objects: channel || pendingOfThing ? objects : pendingObjects(objects, normalized, action),
    ...(app ? { app: app.app } : {}),
    ...(act ? { act } : {}),
    ...(aboutKnowledge ? { aboutKnowledge: true as const } : {}),
    ...(whoIs ? { asksWhoIs: true as const } : {}),
    ...(addressOwner ? { asksAddress: true as const } : {}),
    ...(phoneOwner ? { asksPhone: true as const } : {}),
  });
}

/** 'acuerdos', 'puntos': a kind of thing asked for, not a verb of having ('¿qué tengo…?') nor a thing at all. */
function isAskedThing(word: string): boolean {
  return (
    !/^(cosas?|algo|tengo|tenemos|tienes|tiene|hay|queda|quedan|falta|faltan|me|nos|te)$/.test(word) &&
    !ALL_VERB_FORMS.has(word)
  );
}

/** A mail named in words: 'correo', 'mail', 'email'. */
const NAMES_MAIL = /\b(correos?|e?-?mails?|emails?|bandeja)\b/;

/** The changes made to one existing thing, whose reasons people add after naming it. */
const CHANGES_A_THING: readonly string[] = [
  "archive",
  "trash",
  "delete",
  "label",
  "complete",
  "assign",
  "reschedule",
  "move",
];
/**
 * 'porque ya no lo necesito', 'que ya volé', ', ya está pagada', '¿puedes borrarla? ya no hace falta', 'pásalo a
 * mañana que hoy no llego', ', el comité se ha retrasado', ', q el recuento lo hacemos después', ', que ahí lo ven los
 * comerciales': a reason, up to the end of the request. After a comma, 'que' opens one when it tells of us, of where
 * the thing goes or of whom it goes to; a bare ', que vence mañana' may still say which thing it is. 'así no molesta'
 * says what the change is for.
 */
const GIVES_REASON =
  /(?:[,.;!?]\s*(?:porque|pq|xq|ya que|(?:que|q)\s+ya|ya)|\s+(?:porque|pq|xq|ya que|(?:que|q)\s+ya))\s+.*$|\s+(?:que|q)\s+(?:yo\s+)?(?:(?:hoy|antes|esta semana|este mes|manana)\s+)?no\s+(?:llego|puedo|me da tiempo|voy|tengo tiempo|doy abasto)\b.*$|,\s*(?:que|q)\s+(?=[^,.;!?]*\b(?:\p{L}+[ae]mos|ahi|alli|ella|ellos|ellas|yo|nosotros)\b).*$|,?\s+asi\s+(?:ya\s+)?no\s+.*$|,\s*(?:es que\s+)?(?:el|la|los|las)\s+[^,]*?\b(?:se\s+)?(?:ha|han|he|hemos)\s+\S+.*$/iu;

/**
 * 'vencidas o para hoy', 'atrasadas o de esta semana': a range that starts today or later cannot also be overdue, so
 * the person asks for either, which is everything due by the range's end and not done.
 */
function widenOverdueToRange(request: ParsedRequest, options: { now: Date; timeZone: string }): void {
  const { dateRange } = request;
  if (!request.overdue || !dateRange?.from || !dateRange.to) return;
  if (toLocalDay(dateRange.from, options.timeZone) < toLocalDay(options.now.toISOString(), options.timeZone)) return;
  request.dateRange = { to: dateRange.to };
  delete request.overdue;
}

const NAMING_DATE =
  /(?<![\p{L}])(\p{Ll}[\p{L}]{2,})\s+(?:de|del)\s+(?:(?:el|la|los|las)\s+)?(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?![\p{L}])/giu;

/**
 * Days and months that are part of what a thing is called, not when it arrived: after 'de' and a common noun that is
 * not a kind of thing the apps list ('la reunión del lunes', but not 'los correos del lunes' nor 'lo de Laura del
 * lunes'). Their words stay for the ranking instead of becoming a date filter.
 */
function findNamingDates(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const match of text.matchAll(NAMING_DATE)) {
    const word = match[1] ?? "";
    const noun = foldCharacters(word);
    const dateWord = match[2] ?? "";
    // A capitalised word is a name: 'lo de Laura del lunes' still asks for Monday's.
    // 'la agenda del jueves' is that day's agenda, like 'los correos del lunes'.
    if (word[0] !== word[0]?.toLowerCase() || noun in OBJECT_WORDS || noun === "agenda" || isStopword(noun)) continue;
    const end = (match.index ?? 0) + match[0].length;
    spans.push({ start: end - dateWord.length, end });
  }
  return spans;
}

/** Things whose name is a phrase ('crea una tarea revisar el PDF del contrato'), which may name other kinds of thing. */
const NAMED_BY_PHRASE: readonly IntentObject[] = ["task", "item", "note"];

/**
 * 'crea una tarea revisar el PDF del contrato', 'añade un elemento actualizar la hoja de cálculo': after the new task
 * or item come the words of its name, and a kind of file among them is part of that name, not another thing to
 * find; so after 'la tarea de…' of one that exists. The request is read again with only the words up to the thing
 * and its verb.
 */
function keepKindWordsInName(
  tokens: readonly Token[],
  intent: ReturnType<typeof detectIntent>,
  skip: ReadonlySet<number>,
): ReturnType<typeof detectIntent> {
  const [first, second] = intent.objectTokens;
  if (first === undefined || second === undefined) return intent;
  // 'mueve la tarea de preparar la presentación de resultados al lunes': so does the name of one that exists.
  const namesExisting = /^(?:de|del)$/.test(tokens[first + 1]?.norm ?? "") && intent.actionToken !== undefined;
  if (intent.action !== "create" && !namesExisting) return intent;
  if (!NAMED_BY_PHRASE.includes(intent.objects[0] ?? "file") || intent.objects.length < 2) return intent;
  const after = tokens.flatMap((_token, index) => (index > first && index !== intent.actionToken ? [index] : []));
  const head = detectIntent(tokens, new Set([...skip, ...after]));
  return head.action === intent.action && head.objects[0] === intent.objects[0] ? head : intent;
}

/** In a label action the label's name follows the label word or 'como', never the mail. */
function isLabelWord(word: string | undefined): boolean {
  return word === "etiqueta" || word === "etiquetas" || word === "label";
}

/** 'qué tengo pendiente' names the pending things themselves when no other object is named. */
function pendingObjects(objects: IntentObject[], normalized: string, action: IntentAction | undefined): IntentObject[] {
  if (objects.length === 0 && asksForPending(normalized) && action !== "create") {
    return ["pending"];
  }
  return objects;
}

/** What the pending summary gathers: mail waiting, tasks to do and open deals. */
const PENDING_KINDS: readonly IntentObject[] = ["email", "task", "deal"];

/** 'entre correos y tareas': only kinds the pending summary gathers, more than one of them. */
function namesSeveralPendingKinds(objects: readonly IntentObject[]): boolean {
  return objects.length >= 2 && objects.every((object) => PENDING_KINDS.includes(object));
}

/** Replaces the given stretches with spaces, keeping every other offset in place. */
function blankOut(text: string, spans: ({ start: number; end: number } | undefined | false)[]): string {
  let result = text;
  for (const span of spans) {
    if (span) result = result.slice(0, span.start) + " ".repeat(span.end - span.start) + result.slice(span.end);
  }
  return result;
}

const NOT_A_BODY_AFTER_QUE =
  /^(me|nos|te|se|le|les|hable|hablen|habla|hablan|contenga|mencione|vino|llego de|envio|mando|escribio)$/;
const PRONOUN = /^(me|nos|te|se|le|les)$/;

/**
 * 'el correo que me mandó' is a relative clause of a thing; 'mándale a laura que le paso la propuesta' is the message:
 * a pronoun after 'que' only starts a relative clause when a thing, not a person or a place, comes before it.
 */
function startsRelativeClause(tokens: readonly Token[], position: number): boolean {
  // 'el mensaje en el que Javier confirma…', 'el correo del que te hablé': 'que' after a preposition and an article
  // describes the thing before it; no message begins there.
  const article = tokens[position - 1]?.norm ?? "";
  const preposition = tokens[position - 2]?.norm ?? "";
  if (/^(?:el|la|los|las)$/.test(article) && /^(?:en|de|con|por|a|sobre|para)$/.test(preposition)) return true;
  if (/^(?:del|al)$/.test(article)) return true;
  const next = tokens[position + 1]?.norm ?? "";
  if (!NOT_A_BODY_AFTER_QUE.test(next)) return false;
  if (!PRONOUN.test(next)) return true;
  const before = tokens[position - 1]?.norm ?? "";
  return before in OBJECT_WORDS || ALL_VERB_FORMS.has(before) || isStopword(before);
}

/** 'escribe a Marta en Teams que llego tarde': after a send verb, what follows 'que' is the message. */
function findBodyAfterQue(
  tokens: readonly Token[],
  text: string,
  used: ReadonlySet<number>,
): { value: string; start: number } | undefined {
  const index = tokens.findIndex(
    (token, position) =>
      (token.norm === "que" || token.norm === "q") && !used.has(position) && !startsRelativeClause(tokens, position),
  );
  const next = tokens[index + 1];
  const que = tokens[index];
  if (!que || !next) return undefined;
  return { value: text.slice(next.start).trim(), start: que.start };
}

/** 'el correo de Iberia', 'ese mail sobre la reserva': a mail already there, named with a definite word and described. */
function pointsAtExistingMail(tokens: readonly Token[], objectTokens: readonly number[]): boolean {
  const [at] = objectTokens;
  if (at === undefined || OBJECT_WORDS[tokens[at]?.norm ?? ""]?.object !== "email") return false;
  const definite = /^(el|ese|este|aquel|del|al)$/.test(tokens[at - 1]?.norm ?? "");
  return definite && /^(de|del|sobre|que|con)$/.test(tokens[at + 1]?.norm ?? "");
}

/** A question that opens by asking what, which or how much of a thing: the word after it is the thing's noun. */
const ASKS_OF_THING =
  /^[¿\s]*(?:qu[eé]|cu[aá]l(?:es)?|cu[aá]nt[oa]s?)\s+(\p{L}+)\s+(?!(?:hay|tengo|tenemos|me|nos)\b)/iu;

/** A verb's ending in the past or the present ('subí', 'mandó', 'pusimos', 'tenemos'): no noun. */
const VERB_ENDING = /(?:[íóéi]|aste|iste|aron|ieron|amos|emos|imos|an|en)$/u;

/**
 * '¿qué acuerdos salieron del comité…?' asks something of a thing; '¿qué hay…?', '¿qué subí…?', '¿qué me han…?' ask
 * what there is or what came.
 */
function asksOfThing(text: string): boolean {
  const noun = ASKS_OF_THING.exec(text)?.[1];
  if (!noun) return false;
  const folded = normalizeText(noun);
  return (
    !ALL_VERB_FORMS.has(folded) &&
    !VERB_ENDING.test(noun.toLowerCase()) &&
    !/^(?:me|te|nos|se|le|les|lo|la)$/.test(folded) &&
    !["hay", "habia", "tengo", "tiene", "es", "son", "pasa", "paso", "ha", "he"].includes(folded)
  );
}

const READS_CHAT: readonly IntentAction[] = ["list", "read", "search", "summarize"];

/** 'el chat de la campaña', 'la conversación con Marta': one chat, singular and definite, with words after it. */
function namesOneChat(tokens: readonly Token[], objectTokens: readonly number[]): boolean {
  const at = objectTokens.find((index) => /^(chat|conversacion)$/.test(tokens[index]?.norm ?? ""));
  if (at === undefined) return false;
  const definite = /^(el|la|ese|esa|este|esta|al|del)$/.test(tokens[at - 1]?.norm ?? "");
  return definite && /^(de|del|con|sobre)$/.test(tokens[at + 1]?.norm ?? "");
}

const SENT_THINGS: readonly IntentObject[] = ["email", "message", "chat", "comment", "invitation"];

/**
 * 'el correo de LinkedIn' names who sent it, not where to look: an app after 'de' that does not hold the object asked
 * for is a sender ('mis archivos de Dropbox' keeps Dropbox as the place).
 */
function isSenderNotPlace(tokens: readonly Token[], app: AppMention, objects: readonly IntentObject[]): boolean {
  const before = tokens[(app.tokenIndexes[0] ?? 0) - 1]?.norm;
  const object = objects[0];
  if (!object || (before !== "de" && before !== "desde")) return false;
  // Only what is sent has a sender: 'la foto del stand de Dropbox' is a file kept there.
  if (!SENT_THINGS.includes(object)) return false;
  const holders = findAppsForObject(object);
  return holders.length > 0 && !holders.includes(app.app);
}

/** An order to mark something read: 'márcalo como leído', 'dalo por leído', 'pon los de LinkedIn como leídos'. */
const MARKS_READ = /\b(?:marca\w*|pon\w*|deja\w*|da(?:lo|la|los|las|me)?\w*)\b.*?\b(?:como|por)\s+leid[oa]s?\b/;

/** Things made with no day of their own: a day said right after their name is part of it. */
const UNDATED_THINGS: readonly IntentObject[] = ["page", "document", "spreadsheet", "presentation", "label"];

/**
 * 'crea una página que se llame ideas para enero': the name with the words after it up to the end of its clause, when
 * they are only a date ('para enero', 'de 2027'); undefined otherwise.
 */
function readDateAfterName(text: string, tokens: readonly Token[], name: TitleWords): string | undefined {
  const last = tokens[Math.max(...name.tokenIndexes)];
  if (!last || last.endsClause) return undefined;
  const tail = /^[^,.;:?!]*/u.exec(text.slice(last.end))?.[0].trimEnd() ?? "";
  if (!/^\s+(?:para|de|del|en)\s+\S/u.test(tail) || tail.split(/\s+/).length > 5) return undefined;
  return `${name.value}${tail}`;
}

/** Words after which a day is where a thing goes: 'muévela a mañana', 'pásala para el jueves'. */
const GOES_TO = /\b(?:a|al|para|para el|para la|hasta|hasta el)\s+$/iu;

/**
 * 'mueve la reunión del jueves al viernes a las 12': the new time is what follows the last 'al', 'a la' or 'para',
 * and what comes before it tells which meeting; a single time ('muévela a las 5') is only the new one.
 */
function readRescheduleDates(
  text: string,
  request: ParsedRequest,
  options: { now: Date; timeZone: string },
): Pick<ParsedRequest, "dueDate" | "dateRange"> {
  const folded = foldCharacters(text);
  // A day after 'al' or 'para' goes before a bare hour after 'a las', which may belong to either date.
  const days = [...folded.matchAll(/\b(?:al|para el|para la|para|hasta el)\s/giu)].toReversed();
  const hours = [...folded.matchAll(/\b(?:a la|a las)\s/giu)].toReversed();
  for (const mark of [...days, ...hours]) {
    const after = parseSpanishDates(text.slice(mark.index), { ...options, direction: "future" });
    const before = parseSpanishDates(text.slice(0, mark.index), { ...options, direction: "future" });
    // 'la revisión de mañana muévela a las 5', 'la del jueves 17 a las 9': the day says which meeting, and the hour
    // alone where it goes on that day.
    const saidOfThing = before.spans[0] && !GOES_TO.test(folded.slice(0, before.spans[0].start));
    if (!after.dueDate && saidOfThing && before.dateRange?.from && readTimeOfDay(normalizeText(text.slice(mark.index))))
      return { dateRange: before.dateRange };
    if (!after.dueDate) continue;
    return { dueDate: after.dueDate, ...(before.dateRange?.from ? { dateRange: before.dateRange } : {}) };
  }
  return { dueDate: request.dueDate ?? request.dateRange?.from };
}

/** An hour from 1 to 7 said of a meeting is p.m.: '2026-11-28T04:00:00+01:00' → '2026-11-28T16:00:00+01:00'. */
function moveToAfternoon(instant: string): string {
  return instant.replace(/T0([1-7]):/, (_match, hour: string) => `T${Number(hour) + 12}:`);
}

/** A morning (7 to 14) or an afternoon (14 to 21) of a day, in the person's zone. */
function readDayPart(day: string, part: string, timeZone: string): DateRange {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const at = (hour: number) =>
    formatZonedIso(instantFromWallTime({ year, month, day: date, hour, minute: 0, second: 0 }, timeZone), timeZone);
  return part === "manana" ? { from: at(7), to: at(14) } : { from: at(14), to: at(21) };
}

/** A verb in the past: 'mandó', 'subió', 'asignaron', 'escribieron', 'ha mandado', 'me han pasado'. */
const PAST_VERB = /^(?:\p{L}+(?:ó|aron|ieron)|(?:ha|han|habia|habian|había|habían) \p{L}+(?:ado|ido|to|cho))$/u;

/** Verbs of a thing's own end ('venció', 'caducaron'): their date is still when it was due. */
const DUE_VERB = /^(?:ha |han )?(?:venc|caduc|expir)/u;

/** How far from the date a verb still governs it, in words, within the same clause. */
const WORDS_BEFORE = 5;
const WORDS_AFTER = 3;

/**
 * '¿qué tareas me asignaron | hace 15 días?', 'la tarea que me asignaron | el lunes', '| ayer | me pasaron tres
 * tareas': a verb in the past next to the date, in its clause, says when the thing was made, sent or given; the
 * date is then no due date, whether the verb opens a relative clause or the sentence itself.
 */
function isGivenInThePast(text: string, date: { start: number; end: number }): boolean {
  const clauseBefore =
    text
      .slice(0, date.start)
      .toLowerCase()
      .split(/[.;:!?¿¡,]/u)
      .at(-1) ?? "";
  const clauseAfter =
    text
      .slice(date.end)
      .toLowerCase()
      .split(/[.;:!?¿¡,]/u)[0] ?? "";
  const before = clauseBefore.split(/\s+/u).filter(Boolean).slice(-WORDS_BEFORE);
  const after = clauseAfter.split(/\s+/u).filter(Boolean).slice(0, WORDS_AFTER);
  return [before, after].some((words) =>
    words.some((word, index) => {
      const pair = `${word} ${words[index + 1] ?? ""}`;
      const past = PAST_VERB.test(word) ? word : PAST_VERB.test(pair) ? pair : undefined;
      return past !== undefined && !DUE_VERB.test(past);
    }),
  );
}
