import { randomUUID } from "node:crypto";
import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { ServiceKey } from "@shifu/contract";
import type { IntentAction } from "../../../integrations/app-tool";
import type { RequestProgress } from "./advance-request";
import { advanceWithRetry } from "./advance-with-retry";
import { answerAbilityQuestion } from "./answer-ability-question";
import { asksWhoHandles } from "./answer-who-handles";
import { answerWholeMessage } from "./answer-whole-message";
import { answerWhomHeardBefore } from "./answer-whom-heard-before";
import { ASKED_SESSIONS, readSessionAnswer } from "./ask-which-sessions";
import { asksIndirectQuestion } from "./asks-indirect-question";
import { asksOfThingLookedFor } from "./asks-of-thing-looked-for";
import { asksWhetherThere } from "./asks-whether-there";
import { attachInvitationNote, putInvitationAnswerFirst } from "./attach-invitation-note";
import { composeAnswer } from "./compose-answer";
import { composeWhichApp } from "./compose-spanish-replies";
import { continueFollowUp } from "./continue-follow-up";
import { describeTarget } from "./describe-target";
import { detectQuestion } from "./detect-question";
import { dropAddressLabel } from "./drop-address-label";
import { dropAsidesToAssistant } from "./drop-asides-to-assistant";
import { dropClosingCourtesy } from "./drop-closing-courtesy";
import { dropContextBeforeOrder } from "./drop-context-before-order";
import { dropFillerPhrases } from "./drop-filler-phrases";
import { dropOpeningCourtesy } from "./drop-opening-courtesy";
import { dropOtherwiseAfterOrder } from "./drop-otherwise-after-order";
import { dropPurposeAfterOrder } from "./drop-purpose-after-order";
import { dropRemarkAfterFrontedThing } from "./drop-remark-after-fronted-thing";
import { dropRemarkAfterQuestion } from "./drop-remark-after-question";
import { dropSameHour } from "./drop-same-hour";
import { dropStatementBeforeQuestion } from "./drop-statement-before-question";
import { dropTagQuestion } from "./drop-tag-question";
import { dropTrailingReason } from "./drop-trailing-reason";
import { dropTrailingWhereabouts } from "./drop-trailing-whereabouts";
import { dropVaguePlace } from "./drop-vague-place";
import { findAppsForObject } from "./find-apps-for-object";
import { findDirectoryApps, findPlaceApps, groundFileOwnerAnywhere, groundRequest } from "./ground-request";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { joinFollowUpQuestions } from "./join-follow-up-questions";
import { isSameKind } from "./kind-groups";
import { lookAcrossMessageApps } from "./look-across-message-apps";
import { listDirectoryWords, mendConversation } from "./mend-request-words";
import { nameTaskForThem } from "./name-task-for-them";
import { normalizeText } from "./normalize-text";
import { composeNoteAfterContact, notesOnNewContact } from "./note-on-new-contact";
import { parseSpanishDates } from "./parse-spanish-dates";
import { parseSpanishRequest, type SpanishRequest } from "./parse-spanish-request";
import { isWordedAsQuestion, readAnswerSource } from "./plan-fact-question";
import { planForwardAcrossApps } from "./plan-forward-across-apps";
import { planRemovalAcrossApps } from "./plan-removal-across-apps";
import { type LocalEngineOptions, planRequest, type RequestPlan } from "./plan-request";
import { putNewLabelOn } from "./put-new-label-on";
import { describesSomething } from "./rank-candidates";
import { readAboutQuestionLast } from "./read-about-question-last";
import { readActedKind, readKindPointedAt } from "./read-acted-kind";
import { readAgreedAsMinutes } from "./read-agreed-as-minutes";
import { readAppointmentTold } from "./read-appointment-told";
import { readArrivedAsMessages } from "./read-arrived-as-messages";
import { readAskedPointingVerb } from "./read-asked-pointing-verb";
import { readBinAsTrash } from "./read-bin-as-trash";
import { readBookedWithPerson } from "./read-booked-with-person";
import { readCategoryAsLabel } from "./read-category-as-label";
import { readChannelPointedBack } from "./read-channel-pointed-back";
import { readChargeAsHolder } from "./read-charge-as-holder";
import { isOnlySelection, readSelection, readShownItems, type Selection, type ShownItem } from "./read-choice";
import { type Conversation, readConversation, type ToolStep } from "./read-conversation";
import { readDatePutAsChange } from "./read-date-put-as-change";
import { readDoneStatement } from "./read-done-statement";
import { readDraftColonAsSaying } from "./read-draft-colon-as-saying";
import { readDraftReply } from "./read-draft-reply";
import { readDutyAsOrder } from "./read-duty-as-order";
import { readFolderContents } from "./read-folder-contents";
import { readFollowedSession } from "./read-followed-session";
import { readFrontedThing } from "./read-fronted-thing";
import { readGoingAsInvitationAnswer } from "./read-going-as-invitation-answer";
import { readHandOverOfMail } from "./read-hand-over-of-mail";
import { readInfinitiveRequest } from "./read-infinitive-request";
import { readYesOrNoToInvitation } from "./read-invitation-answer";
import { readMatterAddedToPlace } from "./read-matter-added-to-place";
import { readMetPersonAsNewContact } from "./read-met-person-as-new-contact";
import { readMoneySlang } from "./read-money-slang";
import { readNewsAsked } from "./read-news-asked";
import { readNoteAboutThat } from "./read-note-about-that";
import { readNotedDutyAsTask } from "./read-noted-duty-as-task";
import { readPassAsChange, readPassToDayAsMove, readPassToListAsMove } from "./read-pass-as-change";
import { readPendingSummaryAsked } from "./read-pending-summary-asked";
import { readPlacePointedBack } from "./read-place-pointed-back";
import { readPreferredHolder } from "./read-preferred-holder";
import { readPutInLabel } from "./read-put-in-label";
import { readPutToPersonAsMessage } from "./read-put-to-person-as-message";
import { readRecoverableRemovalAsArchive } from "./read-recoverable-removal-as-archive";
import { readReminderAsked } from "./read-reminder-asked";
import { readRequestAfterContext } from "./read-request-after-context";
import { readSaidThatAsTopic } from "./read-said-that-as-topic";
import { readSeeingSomeoneAsMeeting } from "./read-seeing-someone-as-meeting";
import { readSlangAsRemoval } from "./read-slang-as-removal";
import { readSourceRemark } from "./read-source-remark";
import { readSpeechActMessage } from "./read-speech-act-message";
import { readStoryBeforeMessage } from "./read-story-before-message";
import { readSuggestionAsOrder } from "./read-suggestion-as-order";
import { readTaskSpeech } from "./read-task-speech";
import { readThingBeforeQuestion } from "./read-thing-before-question";
import { readWhichAppAsWhere } from "./read-which-app-as-where";
import { readWhoseTurn } from "./read-whose-turn";
import { repeatSharedVerb } from "./repeat-shared-verb";
import { repliesToLatestMail } from "./replies-to-latest-mail";
import { retryMeetingEarlier } from "./retry-meeting-earlier";
import { retryMeetingInMail } from "./retry-meeting-in-mail";
import { sendToChatMember } from "./send-to-chat-member";
import { shareFilters } from "./share-filters";
import { splitByNamedApps } from "./split-by-named-apps";
import { splitNoteAfterAnswer } from "./split-note-after-answer";
import { splitRequests } from "./split-requests";
import { titleMeetingFromNext } from "./title-meeting-from-next";
import { tryOtherAppsOfKind } from "./try-other-apps-of-kind";
import { tryOtherMailApp } from "./try-other-mail-app";

export type { LocalEngineOptions } from "./plan-request";

/** One tool call of a step, named after the request it serves. */
export type LocalToolCall = { toolCallId: string; toolName: string; input: Record<string, unknown> };

/** What the engine answers in one step: words, or calls to make (several requests' at once). */
export type LocalReply = { kind: "text"; text: string } | { kind: "tool-calls"; calls: LocalToolCall[] };

type ParseContext = { now: Date; timeZone: string };

/** The asking line of a choice, as compose-answer.ts writes it. */
const ASKED_WHICH = /¿Cuál de estos(?:, si es alguno)?\?/;

/** A pronoun for a thing already named: 'reenvíaselo', 'bórralo', 'ábrela', '¿qué dice?' with nothing else. */
const POINTS_BACK = /(?:lo|la|los|las|selo|sela|selos|selas|melo|mela)$|^(?:que dice|que pone|de que va|de que trata)$/;

/**
 * A later request of the same message that names no thing of its own acts on the one before it ('busca el correo
 * de Iberia y reenvíaselo a Pedro', '¿Dónde está el acta? ¿qué dice?'): it takes that request's objects, app and
 * description. A search followed by a read of the same thing becomes the read alone.
 */
/** 'crea otra', 'y otro para…': one more of the kind named before. */
const ANOTHER = /^\s*(?:y\s+)?[\p{L}]+\s+(?:otr[oa]s?)\b/iu;

/** 'archiva la de Lista de tareas', 'borra el del lunes': a verb, an article and 'de' name a thing of the kind before. */
const ELLIPTIC = /^\s*[\p{L}]+\s+(?:la|el|las|los)\s+(de(?:l)?\s+.+?)\s*[.?!]*$/iu;

/** The details people ask of a thing already found: its phone, address, role, amount, stage, date. */
const DETAIL_OF_IT =
  /^(?:y\s+)?(?:dame|dime|pasame|mandame|quiero|necesito|cual es|cuales son|que)?\s*(?:el|la)?\s*(?:su|sus)\s+(?:telefono|telefonos|movil|numero|correo|mail|email|direccion|cargo|puesto|empresa|web|importe|etapa|fase|fecha|contacto)\s*[?.!]*$/;

function asksDetailOfPrevious(text: string): boolean {
  return DETAIL_OF_IT.test(normalizeText(text));
}

/**
 * 'cuántos correos importantes tengo en Gmail y cuántos en Outlook': a second request that names only another app asks
 * the same of it, with every filter and word of the first; none of them is said twice.
 */
function askSameOfOtherApp(previous: SpanishRequest | undefined, current: SpanishRequest): SpanishRequest | undefined {
  if (!previous?.app || !current.app || current.app === previous.app || previous.action === undefined) return undefined;
  const onlyApp =
    current.objects.length === 0 &&
    (current.action === undefined || current.action === "list") &&
    !current.request.person &&
    !describesSomething(describeTarget(current.request));
  if (!onlyApp || !["list", "search", "read", "summarize"].includes(previous.action)) return undefined;
  return { ...previous, app: current.app, request: { ...previous.request, text: current.request.text } };
}

/** Verbs of saying or sending, as said of someone not named again: '¿y qué me ha dicho en Slack?'. */
const SAID_BY_THEM =
  /\b(dicho|dijo|escrito|escribio|mandado|mando|enviado|envio|comentado|comento|contado|conto|puesto|puso)\b/;

/**
 * 'tengo algo de laura en gmail y qué me ha dicho en slack?': who said it is the person the request before named,
 * asked again of another place.
 */
function askSameSpeaker(previous: SpanishRequest | undefined, current: SpanishRequest): SpanishRequest | undefined {
  const person = previous?.request.person;
  if (!person || current.request.person || current.request.email || !current.app) return undefined;
  if (!SAID_BY_THEM.test(normalizeText(current.request.text))) return undefined;
  const { act: _act, ...rest } = current;
  return { ...rest, request: { ...current.request, person } };
}

function inheritTarget(
  requests: SpanishRequest[],
  parsed: SpanishRequest,
  chatApp: ServiceKey | undefined,
): SpanishRequest[] {
  const previous = requests.at(-1);
  const current = carryAppOfSameKind(previous, parsed);
  const measured = shareFilters(previous, current);
  if (measured) return [...requests, measured];
  // 'crea una página llamada Acta y archiva la de Lista de tareas': the kind is the one named before, and all the
  // words after 'de' are what the other one is called, whatever object words or days they hold.
  const elliptic = ELLIPTIC.exec(current.request.text)?.[1];
  if (elliptic && previous && previous.objects.length > 0 && current.action) {
    const { act: _act, ...rest } = current;
    const named = elliptic.replace(/^del?\s+(?:(?:la|el|los|las)\s+)?/i, "");
    const objects = readActedKind(previous) ?? current.objects;
    // What the request says to do stays: the answer to an invitation, the words of a reply, whom a forward goes to
    // ('reenvíale el de la factura a Marta', where 'a Marta' names no part of the thing).
    const { text, invitationAnswer, body, recipients } = current.request;
    const to = recipients?.[0];
    const cut = to === undefined ? -1 : named.toLowerCase().lastIndexOf(` a ${to.toLowerCase()}`);
    const keywords = cut > 0 ? named.slice(0, cut) : named;
    const request = {
      text,
      keywords,
      ...(invitationAnswer ? { invitationAnswer } : {}),
      ...(body ? { body } : {}),
      ...(recipients ? { recipients } : {}),
    };
    return [...requests, { ...rest, objects, request }];
  }
  // 'completa la de Levante y crea otra para llamarles': another is one more of the kind the request before acted on.
  // In an app's own chat a kind the app does not keep is the app's own: 'pasa la comida de Navidad al viernes' in Asana
  // named a meal, not a task; in Outlook 'cancela la llamada … y crea otra' is another meeting.
  if (previous && current.action === "create" && current.objects.length === 0 && ANOTHER.test(current.request.text)) {
    const { act: _act, ...rest } = current;
    const acted = readActedKind(previous) ?? previous.objects;
    const kept = !chatApp || acted.some((object) => findAppsForObject(object).includes(chatApp));
    const objects = kept ? acted : current.objects;
    const name = current.request.name && nameTaskForThem(current.request.name, previous.request.text);
    const request = name ? { ...current.request, name } : current.request;
    return [...requests, { ...rest, objects, request, ...(previous.app && !current.app ? { app: previous.app } : {}) }];
  }
  const sameOfOtherApp = askSameOfOtherApp(previous, current);
  if (sameOfOtherApp) return [...requests, sameOfOtherApp];
  const sameSpeaker = askSameSpeaker(previous, current);
  if (sameSpeaker) return [...requests, sameSpeaker];
  // 'crea una tarea … y asígnasela a Pedro': who the new thing is for belongs to the making of it.
  if (previous?.action === "create" && current.action === "assign" && current.objects.length === 0) {
    const { assignee } = current.request;
    if (assignee) return [...requests.slice(0, -1), { ...previous, request: { ...previous.request, assignee } }];
  }
  const toWhomBefore = readWhomMessagedBefore(previous, current);
  if (toWhomBefore) return [...requests, toWhomBefore];
  // A question about something described ('¿dónde está el acta del lunes?') names a thing as much as a command does.
  const namesThing = previous?.act === "outOfScope" && describesSomething(describeTarget(previous.request));
  if (!previous || (previous.act && !namesThing) || current.act === "greeting" || current.act === "thanks")
    return [...requests, current];
  // 'reenvíalo a laura@…': whom a forward goes to describes nothing to forward; who sent it does ('y el de Hacienda
  // reenvíaselo a Laura').
  const { text, keywords: ownWords, person: named, recipients } = current.request;
  const fromNamed =
    named !== undefined &&
    !(recipients ?? []).some((to) => normalizeText(to) === normalizeText(named)) &&
    normalizeText(text).includes(`de ${normalizeText(named)}`);
  const sender = fromNamed ? { person: named } : {};
  const described =
    current.action === "forward" ? { text, ...(ownWords ? { keywords: ownWords } : {}), ...sender } : current.request;
  // 'busca a la de Editorial Faro y dame su teléfono': what is asked of 'su' thing is a detail of the one found before.
  const ofItsOwn = asksDetailOfPrevious(current.request.text);
  const own =
    !ofItsOwn && (describesSomething(describeTarget(described)) || current.request.quoted || current.request.channel);
  const words = normalizeText(current.request.text).split(" ");
  // 'ponle una nota', 'escríbele': a verb that carries 'le' points at whom the request before found.
  const toThem = /(?:le|les)$/.test(words[0] ?? "") && ALL_VERB_FORMS.has(words[0] ?? "");
  const pointsBack =
    ofItsOwn ||
    toThem ||
    /\bsu (?:ficha|contacto|perfil|registro)\b/.test(normalizeText(current.request.text)) ||
    words.some((word) => POINTS_BACK.test(word)) ||
    POINTS_BACK.test(normalizeText(current.request.text));
  // A note or a comment is made on something: the thing it goes on is the one found before.
  const attaches = current.action === "create" && ["note", "comment"].includes(current.objects[0] ?? "");
  const sameKind = !own && changesKindFoundBefore(previous, current);
  const ofThatOne = !own && asksOfKindPointedAt(previous, current);
  const previousSource = readAnswerSource(previous.request.text);
  const asks = asksOfPrevious(previous, current, previousSource);
  const keepsKind = attaches || sameKind || ofThatOne;
  if ((own || !(pointsBack || sameKind || ofThatOne) || (current.objects.length > 0 && !keepsKind)) && !asks)
    return [...requests, current];
  const { person, email, keywords, quoted, dateRange, fileKind } = previous.request;
  const inherited: SpanishRequest = {
    ...current,
    act: undefined,
    action: asks ? "read" : (current.action ?? "read"),
    objects: keepsKind ? current.objects : readKindPointedAt(previous, current),
    ...(previous.app && !current.app ? { app: previous.app } : {}),
    request: {
      ...current.request,
      ...(person ? { person } : {}),
      ...(email ? { email } : {}),
      ...(keywords ? { keywords: ofThatOne ? dropKindNamed(keywords, current.objects) : keywords } : {}),
      ...(quoted ? { quoted } : {}),
      ...(dateRange && !current.request.dateRange ? { dateRange } : {}),
      ...(fileKind ? { fileKind } : {}),
    },
  };
  if (inherited.act === undefined) delete inherited.act;
  // '¿cuánto … según el plan de marketing? y qué toca en marzo?': the next question is asked of the same source, and
  // its days are words to find in it.
  const source = asks ? previousSource : undefined;
  if (source) {
    const { dateRange: _days, ...asked } = current.request;
    return [...requests, { ...inherited, app: current.app, request: { ...asked, keywords: source } }];
  }
  // 'lee el correo de Marta y contéstale que…' asked to read it too: the read stays, and the reply follows. So does
  // a question ('¿qué me escribió Pablo en Teams? y contéstale que genial'), which asks to be answered.
  // 'dame el teléfono de Nuria y ponle una nota…': so does a detail asked of someone.
  const readsFirst =
    (previous.action === "read" ||
      isWordedAsQuestion(previous.request.text) ||
      asksIndirectQuestion(previous.request.text) ||
      previous.asksPhone === true ||
      previous.asksAddress === true ||
      previous.asksWhoIs === true) &&
    !["list", "search", "read", undefined].includes(inherited.action);
  // 'y cuántos likes lleva ese post' asks one more thing of it: what was asked before is still answered. Who has the
  // thing ('¿quién lleva lo de los folletos y cuántas unidades se pidieron?') is an answer of its own, and stays.
  const replacesSearch =
    ["list", "search", "read", undefined].includes(previous.action) &&
    !previous.request.body &&
    !readsFirst &&
    !ofThatOne &&
    !asksWhoHandles(previous.request.text);
  // '¿cuántos días nos dejan? ¿y cuánto nos pagan de la conexión?': a second question of the thing the first asked
  // about is answered with it, both asked of the one read.
  const asksBoth =
    asks &&
    isWordedAsQuestion(previous.request.text) &&
    !asksWhetherThere(previous.request.text) &&
    !previous.request.body;
  const both = `${previous.request.text} ${current.request.text}`;
  const answered = asksBoth ? { ...inherited, request: { ...inherited.request, text: both } } : inherited;
  return replacesSearch ? [...requests.slice(0, -1), answered] : [...requests, inherited];
}

/**
 * '¿qué invitaciones tengo sin contestar en Outlook? la de la comida con Javier acéptala', '¿qué mails tengo de
 * Logística Norte en Outlook? el de la factura reenvíaselo a Marta': a thing of the kind the request before looked for
 * in an app, with no app of its own, is in that app.
 */
function carryAppOfSameKind(previous: SpanishRequest | undefined, current: SpanishRequest): SpanishRequest {
  if (!previous?.app || current.app || current.act || previous.act) return current;
  // 'el de la factura reenvíaselo a Marta': what is forwarded or answered is a mail, though no word names it.
  const kind = current.objects[0] ?? (["forward", "reply"].includes(current.action ?? "") ? "email" : undefined);
  if (kind === undefined || !previous.objects.includes(kind)) return current;
  return findAppsForObject(kind).includes(previous.app) ? { ...current, app: previous.app } : current;
}

/**
 * 'reenvíale a Pedro el mail de Iberia y avísale por Slack que ya se lo mandé': a message to 'le' with no one named
 * goes to whom the mail or message before went, not to the sender of the thing it found. After a thing made with
 * someone ('pon una llamada con Sofía Navarro mañana a las 11 y mándale un correo…') it goes to that person.
 */
function readWhomMessagedBefore(
  previous: SpanishRequest | undefined,
  current: SpanishRequest,
): SpanishRequest | undefined {
  if (!previous || current.action !== "send" || !["forward", "send", "create"].includes(previous.action ?? ""))
    return undefined;
  const { person, recipients, email, channel } = current.request;
  if (person || email || channel || (recipients?.length ?? 0) > 0) return undefined;
  const first = normalizeText(current.request.text).split(" ")[0] ?? "";
  if (!/(?:le|les)$/.test(first) || !ALL_VERB_FORMS.has(first)) return undefined;
  const before = previous.request;
  const messaged = before.recipients?.length === 1 ? before.recipients[0] : undefined;
  const whom = previous.action === "create" ? (messaged ?? before.person) : messaged;
  return whom ? { ...current, request: { ...current.request, person: whom } } : undefined;
}

/** 'ese correo', 'esa tarea', 'dicho documento': a kind named with a word that points back. */
const POINTS_AT_KIND = new RegExp(
  `\\b(?:ese|esa|esos|esas|este|esta|estos|estas|dicho|dicha|aquel|aquella)\\s+(?:${Object.keys(OBJECT_WORDS).join("|")})\\b`,
);

/**
 * 'Javier me ha invitado a comer, ¿dónde es? acepta la invitación', 'lee el correo de Marta y archiva el correo': a
 * change that names only the kind of thing the request before described, and nothing of its own, acts on that thing.
 */
function changesKindFoundBefore(previous: SpanishRequest, current: SpanishRequest): boolean {
  if (["create", "list", "search", "read", "summarize", undefined].includes(current.action)) return false;
  if (current.objects.length === 0 || !describesSomething(describeTarget(previous.request))) return false;
  // 'que asiento me tocó en el vuelo? y archiva ese correo': 'ese' points at the thing asked about, of whatever kind.
  if (POINTS_AT_KIND.test(normalizeText(current.request.text))) return true;
  return current.objects.some((object) => previous.objects.some((before) => isSameKind(object, before)));
}

/**
 * '¿qué preguntan en los comentarios del post del webinar? y cuántos likes lleva ese post': a question that names only
 * a kind, with a word that points back, asks of the thing the request before described.
 */
function asksOfKindPointedAt(previous: SpanishRequest, current: SpanishRequest): boolean {
  if (!["list", "search", "read", undefined].includes(current.action)) return false;
  if (!isWordedAsQuestion(current.request.text)) return false;
  return (
    POINTS_AT_KIND.test(normalizeText(current.request.text)) && describesSomething(describeTarget(previous.request))
  );
}

/**
 * 'post del webinar' described the post whose comments were asked for; asked of the post itself, its kind is said
 * again by the question ('ese post'), and 'webinar' alone describes it.
 */
function dropKindNamed(keywords: string, objects: readonly string[]): string {
  const [first, linker, ...rest] = keywords.split(" ");
  const kind = OBJECT_WORDS[normalizeText(first ?? "")]?.object;
  const named = kind !== undefined && objects.includes(kind) && /^(de|del)$/i.test(linker ?? "") && rest.length > 0;
  return named ? rest.join(" ") : keywords;
}

/**
 * 'dime el localizador', 'dame la fecha', 'y el importe': one thing of something, named by one word ('su teléfono' is
 * `asksDetailOfPrevious`'s).
 */
const ONE_DETAIL = /^(?:y\s+)?(?:(?:dime|dame|pasame|ensename|sacame)\s+)?(?:el|la|los|las)\s+[a-z]+$/;

/**
 * 'busca el correo de Iberia y dime el localizador': a detail named alone after a search for one thing is that
 * thing's, read in it, not a word to look for everywhere.
 */
function namesOneDetail(previous: SpanishRequest, current: SpanishRequest): boolean {
  const { person, quoted, email, channel } = current.request;
  return (
    ["search", "list", "read", undefined].includes(previous.action) &&
    describesSomething(describeTarget(previous.request)) &&
    ONE_DETAIL.test(normalizeText(current.request.text)) &&
    current.objects.length === 0 &&
    !current.app &&
    !person &&
    !quoted &&
    !email &&
    !channel
  );
}

/**
 * 'busca el roadmap y dime cuál es la prioridad': a question after a search, naming no other thing, kind or app, asks
 * about what the search looks for; its own words say what to read in it.
 */
const NAMES_ANOTHER_THING = /^(?:y\s+)?(?:el|la|los|las)\s+(?!(?:de|del|que|q)\b)\S+/;

/** A question that says by itself what it is about: something described, or a filter of its own. */
function standsAlone(question: SpanishRequest): boolean {
  return describesSomething(describeTarget(question.request)) || filtersOfItsOwn(question.request);
}

/** Whether a request filters what it lists by itself: overdue, unread, by a date, an amount, a count… */
function filtersOfItsOwn(request: SpanishRequest["request"]): boolean {
  const { overdue, undated, urgent, inProgress, mentionsOnly, unreadOnly, importantOnly, directOnly } = request;
  const flags = [overdue, undated, urgent, inProgress, mentionsOnly, unreadOnly, importantOnly, directOnly];
  const { dateRange, dueBy, createdRange, amount, superlative, count } = request;
  return (
    flags.some(Boolean) ||
    [dateRange, dueBy, createdRange, amount, superlative, count].some((value) => value !== undefined)
  );
}

/** `previousSource` is where the request before said its answer is ('… según el plan de marketing?'), if it did. */
function asksOfPrevious(
  previous: SpanishRequest,
  current: SpanishRequest,
  previousSource: string | undefined,
): boolean {
  const { text, person, quoted, email, channel } = current.request;
  if (namesOneDetail(previous, current) || asksOfThingLookedFor(previous, current)) return true;
  const lists = detectQuestion(text, { summarizes: false })?.kind === "exists";
  return (
    // A change to a described thing reads it too when asked about it ('ponle la etiqueta al de la luz y dime de cuánto
    // es'), unless the question filters things of its own ('… y dime qué tengo vencido'); a new thing has nothing to
    // read yet.
    // A question that names where its answer is ('… según el plan de marketing?') reads that thing, whatever its verbs.
    (["search", "list", "read", undefined].includes(previous.action) ||
      previousSource !== undefined ||
      (!["create", "send"].includes(previous.action ?? "") && !filtersOfItsOwn(current.request))) &&
    (describesSomething(describeTarget(previous.request)) || previousSource !== undefined) &&
    isWordedAsQuestion(text) &&
    !lists &&
    // 'dime …' reads as a listing; a question has no action of its own.
    (current.action === undefined || (current.action === "list" && current.act === "outOfScope")) &&
    current.objects.length === 0 &&
    !current.app &&
    !person &&
    !quoted &&
    !email &&
    !channel &&
    // '¿… y el contrato de Construcciones?' names a thing of its own: the same question, asked of it.
    !NAMES_ANOTHER_THING.test(normalizeText(text))
  );
}

/** The app whose chat this is; undefined in the general chat. */
function readOwnApp(options: LocalEngineOptions): ServiceKey | undefined {
  return options.assistant === "shifu" ? undefined : options.assistant;
}

/** Every request of the user's message, each parsed, the first completed as a follow-up of the message before. */
function parseRequests(
  conversation: Conversation,
  context: ParseContext,
  chatApp: ServiceKey | undefined,
): SpanishRequest[] {
  const previous =
    conversation.previousUserText === undefined
      ? undefined
      : parseSpanishRequest(conversation.previousUserText, context);
  // In the general chat a written thing named before a question is looked for by its name alone, in every app.
  const sourced = chatApp ? conversation.userText : readThingBeforeQuestion(conversation.userText);
  const reworded = WHOLE_MESSAGE_REWORDINGS.reduce((worded, reword) => reword(worded), sourced);
  const text = dropStatementBeforeQuestion(reworded, (question) => standsAlone(parseSpanishRequest(question, context)));
  const spans = joinFollowUpQuestions(splitRequests(text), text, (span) => parseSpanishRequest(span, context), context);
  let requests: SpanishRequest[] = [];
  spans.forEach((span, index) => {
    // 'ya he terminado lo del seguro' ticks a task off where tasks are kept; a mail app's chat keeps none.
    const said = !chatApp || findAppsForObject("task").includes(chatApp) ? readDoneStatement(span.text) : span.text;
    const parsed = parseSpanishRequest(rewordEverydaySpeech(said), {
      ...context,
      followsKnowledgeQuestion: index === 0 && previous?.aboutKnowledge === true,
    });
    requests =
      index === 0
        ? [readFollowedSession(parsed, continueFollowUp(parsed, previous), context)]
        : inheritTarget(requests, parsed, chatApp);
  });
  return readHandOverOfMail(titleMeetingFromNext(attachInvitationNote(requests.flatMap(splitByNamedApps))), chatApp);
}

/**
 * Rewordings of the whole message, before it is split into requests, in this order: they move or repeat words across
 * what will be two requests ('crea la etiqueta X y pónsela', 'borra el A y también la B', an invitation's answer said
 * after its note) or drop what only places the thing or explains: a remark after a question, why the person asks at a
 * sentence's end, and what is told after a question or before an order.
 */
const WHOLE_MESSAGE_REWORDINGS: readonly ((text: string) => string)[] = [
  // Outlook's categories are its labels, so every later rewording reads them by the label word.
  readCategoryAsLabel,
  dropTagQuestion,
  readSourceRemark,
  dropRemarkAfterQuestion,
  // Before the reason is dropped: 'pásala a mañana a la misma hora q hoy no llego' gives it after the hour.
  dropSameHour,
  dropTrailingReason,
  // Before the context is dropped: 'mañana a las 4 tengo dentista, apúntalo' keeps what it tells as the event.
  readAppointmentTold,
  readMetPersonAsNewContact,
  dropTrailingWhereabouts,
  putNewLabelOn,
  repeatSharedVerb,
  readGoingAsInvitationAnswer,
  splitNoteAfterAnswer,
  // Before the context is dropped: 'la comida de Navidad mejor que la organice Lucía, asígnasela' names whom to.
  readPreferredHolder,
  dropContextBeforeOrder,
  readStoryBeforeMessage,
  putInvitationAnswerFirst,
  readPlacePointedBack,
  readChannelPointedBack,
];

/**
 * Everyday wording of each request read as the request it makes, in this order: courtesy at either end, an infinitive asked or needed
 * read as the order, vague places and fillers dropped first, then
 * sayings turned into the plain request ('pasa el comité a las 11', 'tengo que contestarle a…', '¿a quién le toca…?').
 */
const EVERYDAY_REWORDINGS: readonly ((text: string) => string)[] = [
  dropOpeningCourtesy,
  dropClosingCourtesy,
  readPendingSummaryAsked,
  readRequestAfterContext,
  readReminderAsked,
  readNewsAsked,
  readInfinitiveRequest,
  dropVaguePlace,
  dropAddressLabel,
  readSaidThatAsTopic,
  dropFillerPhrases,
  dropAsidesToAssistant,
  readSeeingSomeoneAsMeeting,
  readBookedWithPerson,
  readMoneySlang,
  readChargeAsHolder,
  dropPurposeAfterOrder,
  readDatePutAsChange,
  readAboutQuestionLast,
  readAgreedAsMinutes,
  dropOtherwiseAfterOrder,
  readNotedDutyAsTask,
  readNoteAboutThat,
  readMatterAddedToPlace,
  readSlangAsRemoval,
  readRecoverableRemovalAsArchive,
  dropRemarkAfterFrontedThing,
  readAskedPointingVerb,
  // 'lo de la presentación, pásamelo a mañana': handed on to a day is moved, read before the fronted thing so that
  // 'pásamelo' is not left as 'pásame', a verb of showing.
  readPassToDayAsMove,
  readFrontedThing,
  readSuggestionAsOrder,
  readPutToPersonAsMessage,
  readSpeechActMessage,
  readBinAsTrash,
  readPutInLabel,
  readPassAsChange,
  readPassToListAsMove,
  readYesOrNoToInvitation,
  readArrivedAsMessages,
  readDutyAsOrder,
  readDraftReply,
  readDraftColonAsSaying,
  readWhoseTurn,
  readWhichAppAsWhere,
  readFolderContents,
  readTaskSpeech,
];

function rewordEverydaySpeech(text: string): string {
  return EVERYDAY_REWORDINGS.reduce((worded, reword) => reword(worded), text);
}

/** A request with the plan it gets, and its words, to name it when it could not be finished. */
type PlannedRequest = { plan: RequestPlan; label: string };

/**
 * An answer to '¿Cuál de estos?' ('el segundo', 'el de Laura') carries on the request that asked it, with the choice
 * made; the same when the person just names one item of a list just shown.
 */
function planSelection(conversation: Conversation, options: LocalEngineOptions): PlannedRequest[] | undefined {
  const { previousUserText, previousAssistantText } = conversation;
  if (!previousUserText || !isOnlySelection(conversation.userText)) return undefined;
  const shown = readShownItems(previousAssistantText);
  const selection = readSelection(conversation.userText);
  if (!selection || shown.length === 0) return undefined;
  const context = { now: options.now(), timeZone: options.timeZone };
  const asked = ASKED_WHICH.test(previousAssistantText ?? "");
  for (const span of splitRequests(previousUserText)) {
    const parsed = parseSpanishRequest(span.text, context);
    const request = asked ? parsed : { ...parsed, action: "read" as const };
    const plan = planRequest(request, options, { selection, shown });
    if (plan.kind === "call" && plan.find?.mode === "pick") return [{ plan, label: conversation.userText }];
  }
  return undefined;
}

/** 'borra el segundo' after a list: the request acts on that item, found again among the list's own results. */
function pointAtShownItem(
  parsed: SpanishRequest,
  conversation: Conversation,
): { selection: Selection; shown: ShownItem[] } | undefined {
  const shown = readShownItems(conversation.previousAssistantText);
  if (shown.length === 0 || !parsed.action || describesSomething(describeTarget(parsed.request))) return undefined;
  const selection = readSelection(parsed.request.text);
  if (!selection || "description" in selection) return undefined;
  return { selection, shown };
}

/**
 * The request read by the places and people of the app it concerns, when they were read for this turn. In the general
 * chat a place named with no app ('que pasa en random') makes the request one to the app that has it, and a question
 * when several have it; with no place, a person named as a file's owner makes it one to the app that knows them.
 */
function groundInDirectory(parsed: SpanishRequest, options: LocalEngineOptions): SpanishRequest | RequestPlan {
  const apps = findDirectoryApps(parsed, options.assistant, options.connectedApps);
  // '¿quién es…?' with no app named reads the team chats' people only after the contacts and the mail (`planWhoIs`).
  if (options.assistant === "shifu" && !parsed.app && parsed.asksWhoIs) return parsed;
  if (options.assistant === "shifu" && repliesToLatestMail(parsed, options.tools)) return parsed;
  if (options.assistant === "shifu" && !parsed.app && apps.length > 0) {
    const read = new Map([...(options.directories ?? [])].filter(([app]) => apps.includes(app)));
    const holding = findPlaceApps(parsed, read);
    if (holding.length > 1) return { kind: "text", text: composeWhichApp(holding) };
    const [app] = holding;
    if (app && parsed.request.channel) return { ...parsed, app };
    if (app) return groundRequest({ ...parsed, app }, read.get(app), app, options.tools);
    return groundFileOwnerAnywhere(parsed, read, options.tools) ?? parsed;
  }
  const [app] = apps;
  return app ? groundRequest(parsed, options.directories?.get(app), app, options.tools) : parsed;
}

/**
 * The connected apps whose places and people the requests of the last message may name: what to read before the
 * engine plans, so that 'qué se dijo en ventas' can find the channel.
 */
export function listDirectoryApps(options: LocalEngineOptions, prompt: LanguageModelV3Prompt): ServiceKey[] {
  const conversation = mendConversation(readConversation(prompt));
  if (conversation.userText.trim() === "") return [];
  const context = { now: options.now(), timeZone: options.timeZone };
  const apps = parseRequests(conversation, context, readOwnApp(options)).flatMap((parsed) =>
    findDirectoryApps(parsed, options.assistant, options.connectedApps),
  );
  return [...new Set(apps)].filter((app) => options.connectedApps.includes(app));
}

/** 'hoy', 'el día', 'mañana': the pending things are asked for a day. */
const NAMES_DAY = /\b(hoy|dia|jornada|manana)\b/;

/**
 * '¿qué tengo pendiente hoy?', 'resúmeme el día', '¿qué hay de nuevo hoy?' in the general chat: what waits on the
 * person that day is what is pending in their apps and what their calendar holds for it, so the day's agenda is read
 * beside the pending things.
 */
function addDayAgenda(requests: SpanishRequest[], options: LocalEngineOptions): SpanishRequest[] {
  const lists = options.tools.some(
    (tool) => !tool.writes && tool.intent.action === "list" && tool.intent.objects.includes("event"),
  );
  if (options.assistant !== "shifu" || !lists) return requests;
  return requests.flatMap((found) => {
    const { text: said, dateRange } = found.request;
    const pending = found.objects.length === 1 && found.objects[0] === "pending" && !found.app;
    if (!pending || found.action !== "summarize" || !NAMES_DAY.test(normalizeText(said))) return [found];
    const day =
      dateRange ??
      parseSpanishDates("hoy", { now: options.now(), timeZone: options.timeZone, direction: "future" }).dateRange;
    if (!day?.from) return [found];
    // The whole of the days, not only what is left or gone of them: this morning's and tonight's meetings are in it.
    const offset = day.from.slice(19);
    const from = `${day.from.slice(0, 10)}T00:00:00${offset}`;
    const to = `${(day.to ?? day.from).slice(0, 10)}T23:59:59${offset}`;
    const agenda: SpanishRequest = {
      request: { text: said, dateRange: { from, to } },
      action: "list",
      objects: ["event"],
    };
    return [found, agenda];
  });
}

/**
 * An answer to '¿Qué sesiones cambio?' ('solo la próxima', 'todas', 'el segundo') carries on the change that asked it,
 * with the sessions it reaches said.
 */
function planSessionAnswer(conversation: Conversation, options: LocalEngineOptions): PlannedRequest[] | undefined {
  const { previousUserText, previousAssistantText } = conversation;
  if (!previousUserText || !ASKED_SESSIONS.test(previousAssistantText ?? "")) return undefined;
  const context = { now: options.now(), timeZone: options.timeZone };
  const answer = readSessionAnswer(conversation.userText, context);
  const [span] = splitRequests(previousUserText);
  if (!answer || !span) return undefined;
  const parsed = parseSpanishRequest(span.text, context);
  const request = {
    ...parsed,
    request: {
      ...parsed.request,
      seriesScope: answer.scope,
      ...(answer.dateRange ? { dateRange: answer.dateRange } : {}),
    },
  };
  return [{ plan: planRequest(request, options, {}), label: conversation.userText }];
}

function planRequests(conversation: Conversation, options: LocalEngineOptions): PlannedRequest[] {
  const answered = planSessionAnswer(conversation, options);
  if (answered) return answered;
  const selected = planSelection(conversation, options);
  if (selected) return selected;
  const context = { now: options.now(), timeZone: options.timeZone };
  const ability = answerAbilityQuestion(conversation.userText, {
    ...context,
    tools: options.tools,
    ownApp: readOwnApp(options),
  });
  if (ability) return [{ plan: { kind: "text", text: ability }, label: conversation.userText }];
  const whole = answerWholeMessage(conversation.userText, context);
  if (whole) return [{ plan: { kind: "text", text: whole }, label: conversation.userText }];
  const requests = addDayAgenda(parseRequests(conversation, context, readOwnApp(options)), options);
  return requests.map((found, index) => {
    const previous = requests[index - 1];
    if (previous && notesOnNewContact(previous, found))
      return { plan: { kind: "text", text: composeNoteAfterContact(previous, found) }, label: found.request.text };
    const ownApp = found.app ?? previous?.app ?? readOwnApp(options);
    // What the app the request is for can do: a team chat answers no invitation and replies to nothing.
    const serves = (action: IntentAction) =>
      options.tools.some(
        (tool) =>
          (!ownApp || tool.app === ownApp) && [tool.intent.action, ...(tool.intent.alsoServes ?? [])].includes(action),
      );
    const can = { answerInvitations: serves("respond"), reply: serves("reply") };
    const directory = ownApp && options.directories?.get(ownApp);
    const heard = answerWhomHeardBefore(previous, found, directory, can) ?? found;
    const parsed =
      lookAcrossMessageApps(heard, options.assistant, options.directories) ??
      groundInDirectory(sendToChatMember(heard, options.assistant, options.directories) ?? heard, options);
    if ("kind" in parsed) return { plan: parsed, label: found.request.text };
    const reference = pointAtShownItem(parsed, conversation);
    const plan = tryOtherAppsOfKind(
      tryOtherMailApp(
        planRemovalAcrossApps(parsed, options, reference ?? {}) ??
          planForwardAcrossApps(parsed, options, reference ?? {}, previous) ??
          retryMeetingEarlier(retryMeetingInMail(planRequest(parsed, options, reference ?? {}), options), options),
        options,
      ),
      options,
    );
    return { plan, label: parsed.request.text };
  });
}

const CALL_ID = /^r(\d+)-([a-z]+\d*)-/;

/**
 * The stage of a call the engine did not name (a conversation stored before calls were named, or replayed from
 * elsewhere): the finder call of that tool not yet accounted for, else the request's own tool.
 */
function inferStage(plan: RequestPlan, toolName: string, taken: ReadonlySet<string>): string {
  if (plan.kind === "call" && plan.find) {
    const index = plan.find.calls.findIndex(
      (call, position) => call.tool.name === toolName && !taken.has(`f${position}`),
    );
    if (index >= 0 && toolName !== plan.tool.name) return `f${index}`;
    if (index >= 0 && taken.size < plan.find.calls.length && !taken.has(`f${index}`) && taken.size === index)
      return `f${index}`;
  }
  return "a";
}

/** The calls already made for request `index`, each with the stage it was made at. */
function stepsOf(steps: readonly ToolStep[], index: number, plan: RequestPlan): (ToolStep & { stage: string })[] {
  const taken = new Set<string>();
  return steps.flatMap((step) => {
    const match = CALL_ID.exec(step.toolCallId);
    if (match) {
      if (Number(match[1]) !== index) return [];
      taken.add(match[2] ?? "");
      return [{ ...step, stage: match[2] ?? "" }];
    }
    if (index !== 0) return [];
    const stage = inferStage(plan, step.toolName, taken);
    taken.add(stage);
    return [{ ...step, stage }];
  });
}

function nameCall(index: number, stage: string): string {
  return `r${index}-${stage}-${randomUUID()}`;
}

/** The words of every request, in order; one that could not finish in the turn says so. */
function composeReply(
  planned: readonly PlannedRequest[],
  progress: readonly RequestProgress[],
  options: LocalEngineOptions,
) {
  const answerOptions = { now: options.now(), timeZone: options.timeZone };
  const parts = planned.map((request, index) => {
    const state = progress[index];
    if (!state || state.kind === "call")
      return `No me ha dado tiempo a terminar «${request.label}». Pídemelo otra vez.`;
    return composeAnswer(request.plan, state.outcome, answerOptions);
  });
  return parts.filter(Boolean).join("\n\n");
}

/**
 * One step of the local engine. The user's last message is read as one or more requests; each goes its own way
 * (find what it points at, then act or answer), their calls made together, and when all have finished their answers
 * are given in order. Tool results are data: they are shown, counted, quoted or searched, never obeyed.
 */
export function planLocalReply(
  options: LocalEngineOptions,
  prompt: LanguageModelV3Prompt,
  limits: { mayCallTools: boolean } = { mayCallTools: true },
): LocalReply {
  const conversation = mendConversation(readConversation(prompt), listDirectoryWords(options.directories));
  const planned = planRequests(conversation, options);
  const advanced = planned.map((request, index) =>
    advanceWithRetry(request.plan, stepsOf(conversation.steps, index, request.plan), !limits.mayCallTools, {
      now: options.now(),
      timeZone: options.timeZone,
    }),
  );
  const progress = advanced.map((state) => state.progress);
  const calls = progress.flatMap((state, index) =>
    state.kind === "call"
      ? [{ stage: state.stage, call: state.call }, ...(state.alongside ?? [])].map(({ stage, call }) => ({
          toolCallId: nameCall(index, stage),
          toolName: call.tool.name,
          input: call.args,
        }))
      : [],
  );
  if (calls.length > 0 && limits.mayCallTools) return { kind: "tool-calls", calls };
  const answered = planned.map((request, index) => ({ ...request, plan: advanced[index]?.plan ?? request.plan }));
  return { kind: "text", text: composeReply(answered, progress, options) };
}
