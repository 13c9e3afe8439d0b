import { stemmer } from "@orama/stemmers/spanish";
import { type AssistantKey, findServiceByKey, type ServiceKey } from "@shifu/contract";
import type { AppDirectory, AppTool, ListedItem, ParsedRequest } from "../../../integrations/app-tool";
import { RECALL_KNOWLEDGE_TOOL } from "../create-recall-knowledge-tool";
import { answerArithmeticQuestion } from "./answer-arithmetic-question";
import { answerClockQuestion } from "./answer-clock-question";
import { answerDateOffsetQuestion } from "./answer-date-offset-question";
import { asksWhoHandles } from "./answer-who-handles";
import { cannotAddToThing } from "./cannot-add-to-thing";
import { attachesFile, composeCannotAttach } from "./cannot-attach-file";
import { chainFallbackPlans } from "./chain-fallback-plans";
import { chooseTool } from "./choose-tool";
import {
  composeAlreadyConnected,
  composeBulkRefusal,
  composeCannotDoWith,
  composeCategoryInvitation,
  composeGreeting,
  composeHelp,
  composeInvitation,
  composeMissingPiece,
  composeNoToolsYet,
  composeNotUnderstood,
  composeOtherAppRedirect,
  composeOutOfScope,
  composeThanks,
} from "./compose-spanish-replies";
import { describeTarget, readNamingWords } from "./describe-target";
import { isCreativeRequest, isHelpRequest } from "./detect-conversation-act";
import { detectQuestion, type Question, readWantedFacts } from "./detect-question";
import { findAppsForObject } from "./find-apps-for-object";
import { findPersonReader } from "./find-person-reader";
import { ALL_VERB_FORMS, isIntentWord, OBJECT_WORDS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { asksWhatShifuKnows, namesTaughtTopic } from "./knowledge-vocabulary";
import { listsFolderContents } from "./lists-folder-contents";
import { listAppNames } from "./match-app-name";
import { dropSeriesSessions } from "./names-series-sessions";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import {
  asksForFact,
  composeFactQuestion,
  isWordedAsQuestion,
  readAnswerSource,
  readWrittenSource,
} from "./plan-fact-question";
import { describesSomething, dropKindWords, type TargetDescription } from "./rank-candidates";
import type { Selection, ShownItem } from "./read-choice";
import { readDueByDeadline } from "./read-deadline";
import { readMoveDestination } from "./read-move-destination";
import { readPendingOfThing } from "./read-pending-of-thing";
import { readPhotosAsImages } from "./read-photos-as-images";
import { readMeasureSuperlative } from "./read-superlative";
import { readTaskByDay } from "./read-task-by-day";
import { describeWithUnservedKind, readUnservedKindAsWords } from "./read-unserved-kind-as-words";
import { readRepliedPerson, readRepliedSender } from "./reply-to-sender";
import { formatZonedIso, instantFromWallTime, readWallTime } from "./zoned-time";

export type LocalEngineOptions = {
  assistant: AssistantKey;
  connectedApps: readonly ServiceKey[];
  /** Exactly the tools offered to the model in this call. */
  tools: readonly AppTool[];
  now: () => Date;
  timeZone: string;
  /** The item a notification card's custom action is about: 'etiquétalo' means this one. */
  focus?: { app: ServiceKey; item: ListedItem };
  /** The places and people of the apps this message may name, read for this turn (see `groundRequest`). */
  directories?: ReadonlyMap<ServiceKey, AppDirectory>;
};

/** A call the engine makes, and the tool it is made to. */
export type PlannedCall = {
  tool: AppTool;
  args: Record<string, unknown>;
  /** Made only when the calls before it found nothing that fits: a deeper, slower look. */
  fallback?: true;
};

/**
 * How the thing a request points at is found before the tool runs: the calls that fetch candidates, tried in order
 * until one fits, and what the request said to tell them apart. `pick` looks for the one thing to act on or read;
 * `show` looks for every match to show.
 */
export type FindPlan = {
  calls: PlannedCall[];
  description: TargetDescription;
  mode: "pick" | "show";
  /** 'el segundo' after a list or a choice: which of the items shown. */
  selection?: Selection;
  shown?: ShownItem[];
  /** 'el último mensaje de Laura': of the things that fit as well, the newest is meant, not asked about. */
  newest?: true;
  /**
   * 'borra el de ayer': only a day points at the thing changed, so several of that day are a choice; so are several
   * invitations when an answer names none ('dile que sí a la invitación').
   */
  asksAmongAlike?: true;
  /**
   * What a reply says back ('que mañana me va bien para lo del presupuesto'): of the sender's things that fit as well,
   * the one it talks about is the one answered.
   */
  topic?: string;
  /** 'contéstale a Laura que vale': only what this person sent is answered, their newest unless the topic says which. */
  sender?: string;
  /**
   * 'contesta a Rosa lo de la reunión': a reply that names whom it answers and also which mail is made among what that
   * person sent; another sender's mail on the same subject is never it.
   */
  repliesTo?: string;
};

/** What the engine will do for one request: say something, or call a tool (after finding its target). */
export type RequestPlan =
  | { kind: "text"; text: string }
  | {
      kind: "call";
      parsed: SpanishRequest;
      /** The tool that answers or acts; in `show` mode the search that lists the matches. */
      tool: AppTool;
      /** Its input, when nothing has to be found first. */
      args?: Record<string, unknown>;
      find?: FindPlan;
      question?: Question;
      /** Across apps, the tools that act on what was found, one per app: the one of the found thing's app acts. */
      readers?: AppTool[];
      /** What is tried when this read finds nothing: a meeting not in the calendar may be in an invitation mail. */
      otherwise?: RequestPlan;
    };

function text(value: string): RequestPlan {
  return { kind: "text", text: value };
}

/**
 * A tool's input from the request; when the tool cannot use the person it was given ('la hoja de Marta' to a search
 * by text), the person is offered as words to search for.
 */
export function readArgs(tool: AppTool, request: SpanishRequest["request"]): Record<string, unknown> | null {
  const args = tool.argsFromRequest(request);
  if (args || !request.person || request.keywords) return args;
  return tool.argsFromRequest({ ...request, keywords: request.person });
}

/** The same app's plain listing of the same things: what a search falls back on, and where candidates come from. */
function findListing(tool: AppTool, tools: readonly AppTool[]): AppTool | undefined {
  // A note goes on a contact: the contacts its target is searched among are listed too, for a description ('el jefe
  // de flota de Transportes Galaicos') that no provider's search takes whole.
  const searched = tools.find((candidate) => candidate.name === tool.target?.searchTool)?.intent.objects ?? [];
  const objects = [...tool.intent.objects, ...searched];
  return tools.find(
    (candidate) =>
      candidate.app === tool.app &&
      candidate.intent.action === "list" &&
      !candidate.writes &&
      candidate.intent.objects.some((object) => objects.includes(object)),
  );
}

/** The most a listing returns at once, so that a thing described instead of named is among the candidates. */
const CANDIDATE_COUNT = 50;

function readListingArgs(listing: AppTool, parsed: SpanishRequest, tool: AppTool): Record<string, unknown> | null {
  const { request } = parsed;
  if (!isDescribed(parsed)) return listing.argsFromRequest(request);
  // 'reacciona al último mensaje de Laura': a message acted on is one Laura wrote, so only hers are candidates; a
  // message that only names her ('Perfecto, Laura') is not.
  const byAuthor = tool.writes && listing.intent.objects.includes("message") && request.person !== undefined;
  // The listing is there to find candidates: what describes the thing is for the ranking, not a filter. The channel
  // named is where to look, not a description.
  return listing.argsFromRequest({
    text: request.text,
    count: CANDIDATE_COUNT,
    ...(request.unreadOnly ? { unreadOnly: true } : {}),
    ...(request.dateRange ? { dateRange: request.dateRange } : {}),
    ...(request.fileKind ? { fileKind: request.fileKind } : {}),
    ...(request.place ? { place: request.place } : {}),
    ...(request.channel ? { channel: request.channel } : {}),
    ...(byAuthor ? { author: request.author ?? request.person } : {}),
    ...(request.lookFor ? { lookFor: request.lookFor } : {}),
  });
}

/** The calls that fetch what a request points at: the app's search when the request narrows, then its listing. */
/**
 * 'Reenvía a pedro@ejemplo.com el correo de Iberia': the address a forward names is where it goes, not who sent the
 * mail to find, so it never filters the search for it.
 */
function withoutRecipient(tool: AppTool, request: ParsedRequest): ParsedRequest {
  if (tool.intent.action !== "forward" || !request.email) return request;
  const { email, person, ...rest } = request;
  return person && person !== email ? { ...rest, person } : rest;
}

function planCandidateCalls(
  tool: AppTool,
  parsed: SpanishRequest,
  tools: readonly AppTool[],
  /**
   * `byContent`: the thing is read for a fact, so finding it by what its text says is worth one more search.
   * `bySender`: only what the person sent will do, so a search for their name anywhere in a text would find nothing
   * more.
   */
  options: { byContent?: boolean; since?: string; bySender?: boolean } = {},
): PlannedCall[] {
  const calls: PlannedCall[] = [];
  const search =
    tools.find((candidate) => candidate.name === tool.target?.searchTool) ??
    (tool.intent.action === "search" ? tool : undefined);
  // The provider's search gets only the words that name the thing: '¿qué dice la política de teletrabajo sobre los
  // días en casa?' looks for the policy, and the days are what is read in it.
  const { keywords } = parsed.request;
  const naming = keywords && keywords !== parsed.request.quoted ? readNamingWords(keywords) : keywords;
  // Words that only ask ('¿de qué va lo que me pasó Rosa?') leave nothing to look for: the search is by the rest.
  const { keywords: _asked, ...unworded } = withoutRecipient(tool, parsed.request);
  const searchRequest = { ...unworded, ...(naming ? { keywords: naming } : {}) };
  const searchArgs = search && search.intent.action === "search" ? readArgs(search, searchRequest) : null;
  if (search && searchArgs) calls.push({ tool: search, args: searchArgs });
  const listing = findListing(tool, tools) ?? (search?.intent.action === "list" ? search : undefined);
  const listed =
    options.since && !parsed.request.dateRange
      ? { ...parsed, request: { ...parsed.request, dateRange: { from: options.since } } }
      : parsed;
  const listingArgs = listing && readListingArgs(listing, listed, tool);
  if (listing && listingArgs) calls.push({ tool: listing, args: listingArgs });
  // An app with no listing of its own (Notion) lists its latest things through its search given no words: the
  // candidates a description is ranked against when the search by title finds nothing.
  const broadArgs = !listingArgs && search ? search.argsFromRequest({ text: "", count: CANDIDATE_COUNT }) : null;
  if (search && broadArgs) calls.push({ tool: search, args: broadArgs });
  // A provider's search wants every word, and people add words the text never says ('cuánto paga la empresa por los
  // gastos de conexión a los que teletrabajan'): last, its two most telling words alone, which a text that answers
  // is likely to hold.
  const telling = naming && !parsed.request.quoted ? pickTellingWords(naming, options.byContent) : undefined;
  const tellingArgs = search && telling ? readArgs(search, { ...searchRequest, keywords: telling }) : null;
  if (search && tellingArgs && search.intent.action === "search") calls.push({ tool: search, args: tellingArgs });
  // Searches that match the start of words (Drive, OneDrive) find 'teletrabajo' from the stem of 'teletrabajan'.
  const stems = telling && readStems(telling);
  const stemArgs =
    search && stems && stems !== telling ? readArgs(search, { ...searchRequest, keywords: stems }) : null;
  if (search && stemArgs && search.intent.action === "search" && options.byContent)
    calls.push({ tool: search, args: stemArgs });
  // 'algo de recursos humanos': what follows 'de' may be what the mail is about rather than who sent it, so the
  // provider is also asked for those words anywhere in the text.
  const { person, email, ...unsent } = searchRequest;
  const personAsWords =
    search?.intent.action === "search" && person && !email && !parsed.request.quoted && !options.bySender
      ? readArgs(search, { ...unsent, keywords: [person, naming].filter(Boolean).join(" ") })
      : null;
  if (search && personAsWords) calls.push({ tool: search, args: personAsWords });
  // Last, the search again without the words for the kind of thing ('la newsletter de gestión' → 'gestión'), and
  // without a day written bare after a name, which may be part of it ('archiva la newsletter de gestion hoy').
  const bareDay = parsed.request.dateRange !== undefined && endsWithBareDay(parsed.request.text);
  const plain = naming && !parsed.request.quoted ? dropKindWords(naming) : undefined;
  if (search && search.intent.action === "search" && (bareDay || plain)) {
    const { dateRange: _day, ...undated } = searchRequest;
    const looser = { ...(bareDay ? undated : searchRequest), ...(plain ? { keywords: plain } : {}) };
    const looserArgs = readArgs(search, looser);
    if (looserArgs) calls.push({ tool: search, args: looserArgs });
  }
  // A listing with no search beside it (Slack's history) sees only its newest page: last, and only when nothing
  // there fits, the same listing paging further back for the words that describe the thing.
  if (!search && listing && listingArgs && naming) {
    const deeper = readListingArgs(listing, { ...parsed, request: { ...parsed.request, lookFor: naming } }, tool);
    if (deeper && JSON.stringify(deeper) !== JSON.stringify(listingArgs))
      calls.push({ tool: listing, args: deeper, fallback: true });
  }
  return calls;
}

/** A day word right after a word that neither introduces a date nor is a verb: 'gestion hoy', not 'de hoy'. */
function endsWithBareDay(text: string): boolean {
  const match = /(\S+)\s+(hoy|ayer)\s*[?!.]*$/.exec(normalizeText(text));
  const before = match?.[1] ?? "";
  return match !== null && !isStopword(before) && !ALL_VERB_FORMS.has(before) && !/^(desde|hasta|para)$/.test(before);
}

/** Each word cut to its stem ('teletrabajan conexión' → 'teletrabaj conexion'), kept whole when short. */
function readStems(words: string): string {
  return words
    .split(/\s+/)
    .map((word) => {
      const stem = stemmer(normalizeText(word));
      return stem.length >= 5 ? stem : word;
    })
    .join(" ");
}

/**
 * The two longest words of a description of three or more (long words are the rare ones), or none; read for a fact,
 * the longest of two ('¿cuánto dura el contrato?' looks for 'contrato').
 */
function pickTellingWords(words: string, byContent = false): string | undefined {
  const significant = words.split(/\s+/).filter((word) => word.length > 3 && !isStopword(normalizeText(word)));
  const keep = significant.length >= 3 ? 2 : byContent && significant.length === 2 ? 1 : 0;
  if (keep === 0) return undefined;
  return significant
    .toSorted((first, second) => second.length - first.length)
    .slice(0, keep)
    .join(" ");
}

/**
 * Comments have no search of their own: a described request about them ('¿el webinar quedará grabado? lo preguntaron
 * en los comentarios') is a search of the latest ones, ranked by meaning (with the post each is under).
 */
function listsComments(tool: AppTool): boolean {
  return tool.intent.action === "list" && tool.intent.objects.includes("comment");
}

/**
 * 'archiva el de ayer': a change to one thing that says only its day (a move's day is where it goes, and 'el último'
 * or a count says which of the day's).
 */
function pointsByDay(tool: AppTool, parsed: SpanishRequest): boolean {
  const { dateRange, count } = parsed.request;
  return CHANGES_BY_DAY.includes(tool.intent.action) && dateRange !== undefined && count === undefined;
}

const CHANGES_BY_DAY: readonly string[] = ["trash", "delete", "archive", "label", "forward", "complete"];

/** 'el último', 'la más reciente': the request points at the newest of what it describes. */
function saysNewest(parsed: SpanishRequest): boolean {
  return /\b(ultim[oa]|mas recientes?|mas nuev[oa])\b/.test(normalizeText(parsed.request.text));
}

/**
 * Where the candidates of a change to a meeting are listed from when no day is said: the start of today, so that a
 * meeting earlier today ('cancela la llamada con proveedores', said after it began) is still found, as it is still in
 * the calendar to move or cancel. Undefined for anything else.
 */
function readChangeSince(tool: AppTool, options: LocalEngineOptions): string | undefined {
  if (!tool.writes || !tool.intent.objects.includes("event")) return undefined;
  if (tool.intent.action !== "reschedule" && tool.intent.action !== "delete") return undefined;
  const wall = readWallTime(options.now(), options.timeZone);
  return formatZonedIso(
    instantFromWallTime({ ...wall, hour: 0, minute: 0, second: 0 }, options.timeZone),
    options.timeZone,
  );
}

/** How many teammates' lists are looked through for a thing not found among the person's own. */
const MAX_TEAMMATES = 4;

/**
 * 'márcala como hecha, la de los banners' when the banners task is Lucía's: a listing of the person's own things
 * (Asana's, ClickUp's) holds none of a teammate's, so last, and only when nothing of their own fits, each teammate's
 * list is looked through as well.
 */
function planTeammateCalls(tool: AppTool, parsed: SpanishRequest, options: LocalEngineOptions): PlannedCall[] {
  const listing = findListing(tool, options.tools);
  const people = [...(options.directories ?? [])].find(([app]) => app === tool.app)?.[1].people ?? [];
  if (!listing || parsed.request.assignee || !isDescribed(parsed)) return [];
  return people.slice(0, MAX_TEAMMATES).flatMap((person) => {
    const args = listing.argsFromRequest({ text: parsed.request.text, count: CANDIDATE_COUNT, assignee: person });
    return args && "assignee" in args ? [{ tool: listing, args, fallback: true as const }] : [];
  });
}

/** A write or a read of one thing that exists: find it first, then act on it. */
function planTargetedCall(
  tool: AppTool,
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  question: Question | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan {
  const description = describeTarget(withoutRecipient(tool, parsed.request));
  const byContent = question?.kind === "passage" && tool.intent.action === "read";
  const sender = readRepliedSender(tool, parsed);
  const repliesTo = sender ? undefined : readRepliedPerson(tool, parsed);
  const calls = [
    ...planCandidateCalls(tool, parsed, options.tools, {
      byContent,
      since: readChangeSince(tool, options),
      bySender: sender !== undefined,
    }),
    ...planTeammateCalls(tool, parsed, options),
  ];
  if (calls.length === 0) {
    const direct = tool.argsFromRequest(parsed.request);
    if (direct) return { kind: "call", parsed, tool, args: direct, ...(question ? { question } : {}) };
    return text(composeMissingPiece("target", parsed.objects));
  }
  return {
    kind: "call",
    parsed,
    tool,
    find: {
      calls,
      description,
      mode: "pick",
      ...reference,
      ...(saysNewest(parsed) ? { newest: true as const } : {}),
      ...(pointsByDay(tool, parsed) || tool.intent.action === "respond" ? { asksAmongAlike: true as const } : {}),
      ...(tool.intent.action === "reply" && parsed.request.body ? { topic: parsed.request.body } : {}),
      ...(sender ? { sender } : {}),
      ...(repliesTo ? { repliesTo } : {}),
    },
    ...(question ? { question } : {}),
  };
}

const CHANGES: readonly string[] = ["trash", "delete", "archive", "complete", "label"];

/** Verbs of calling something off: 'cancela', 'anula', 'suspende'. */
const CALLS_OFF = /\b(cancel|anul|suspend)[a-z]*\b/;

/**
 * 'cancela lo de presentar los resultados': in an app that keeps meetings, what is called off with no kind named is a
 * meeting, since a mail or a file is deleted, never cancelled; a task app's own cancelling keeps its tasks.
 */
function readCancelledMeeting(parsed: SpanishRequest, ownTools: readonly AppTool[]): SpanishRequest | undefined {
  if (parsed.action !== "trash" || parsed.objects.length > 0) return undefined;
  if (!CALLS_OFF.test(normalizeText(parsed.request.text))) return undefined;
  const cancels = ownTools.some(
    (tool) => tool.writes && tool.intent.action === "delete" && tool.intent.objects.includes("event"),
  );
  if (!cancels) return undefined;
  const { act: _act, ...request } = parsed;
  return { ...request, objects: ["event"] };
}

/**
 * 'borra todos mis correos', 'bórralo todo': no tool changes things in bulk, so the engine says so instead of picking
 * one. What a thing says of itself ('el correo ese que me pide borrar todo') is a description, not the request.
 */
function asksForBulkChange(parsed: SpanishRequest): boolean {
  if (!CHANGES.includes(parsed.action ?? "")) return false;
  const [request = ""] = dropSeriesSessions(normalizeText(parsed.request.text)).split(/\b(?:que|porque|donde)\b/);
  const words = request.split(" ");
  return words.some(
    (word, index) => /^(todos|todas)$/.test(word) || (word === "todo" && ALL_VERB_FORMS.has(words[index - 1] ?? "")),
  );
}

/**
 * A notification card's custom action already names its item ('etiquétalo como Facturas', 'bórralo'): the change the
 * verb asks for is made to that item, with no search and no need to name the object.
 */
function planFocusedRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const { focus } = options;
  if (!focus || !parsed.action) return undefined;
  // 'ponle la etiqueta Pagos' reads as creating a label; said of an item, it labels that item.
  const labelsIt = parsed.action === "create" && parsed.objects.includes("label");
  const action = labelsIt ? "label" : parsed.action;
  const objects = labelsIt ? [] : parsed.objects;
  for (const tool of options.tools) {
    if (tool.app !== focus.app || !tool.target || tool.intent.action !== action) continue;
    if (objects.length > 0 && !tool.intent.objects.some((object) => objects.includes(object))) continue;
    const args = tool.argsFromRequest(parsed.request, focus.item);
    return args ? { kind: "call", parsed, tool, args } : text(composeMissingPiece(action, tool.intent.objects));
  }
  return undefined;
}

/**
 * A question about what the person taught goes to Shifu's memory, whatever app is connected; the memory is never an
 * app's tool to choose otherwise.
 */
/**
 * Whether a request names a topic the person teaches about themself: 'mis horarios', '¿a qué hora empieza la jornada?'.
 * A topic word with words of its own that are not the person's ('la jornada de transporte sostenible') is a thing
 * kept in the app.
 */
function namesOwnTopic(parsed: SpanishRequest): boolean {
  const { text: said, keywords } = parsed.request;
  if (!namesTaughtTopic(said)) return false;
  if (/\b(mi|mis|nuestr[oa]s?)\b/.test(normalizeText(said))) return true;
  const beyond = normalizeText(keywords ?? "")
    .split(" ")
    .filter((word) => word && !isStopword(word) && !namesTaughtTopic(word) && !ALL_VERB_FORMS.has(word));
  return beyond.length === 0;
}

function planKnowledgeRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const recall = options.tools.find((tool) => tool.name === RECALL_KNOWLEDGE_TOOL);
  if (!parsed.aboutKnowledge || !recall) return undefined;
  // In an app's chat, '¿cuál era el localizador de mi vuelo?' is asked of the app's own things: only what Shifu is
  // taught by name ('mi jefe', 'mis horarios') or asked for as such ('¿qué sabes de mí?') goes to its memory.
  const { text: said } = parsed.request;
  if (options.assistant !== "shifu" && !namesOwnTopic(parsed) && !asksWhatShifuKnows(said) && isDescribed(parsed))
    return undefined;
  const asksCalendar =
    parsed.objects.includes("event") && options.tools.some((tool) => tool.intent.objects.includes("event"));
  if (asksCalendar) return undefined;
  // In a chat app's own chat, a meeting or a date described ('¿a qué hora es la reunión con Rosa del martes?') is
  // looked for in what was said there.
  const own = options.assistant === "shifu" ? undefined : options.assistant;
  const keepsMessages = options.tools.some(
    (tool) => tool.app === own && tool.intent.action === "list" && tool.intent.objects.includes("message"),
  );
  if (keepsMessages && isDescribed(parsed)) return undefined;
  // In a mail app's chat, a meeting named by its project or words ('¿quién me invitó a la reunión del proyecto
  // Atlas?') arrived as an invitation: it is looked for in the mail, which the app keeps and its calendar does not.
  const keepsMail = options.tools.some(
    (tool) => tool.app === own && tool.intent.action === "search" && tool.intent.objects.includes("email"),
  );
  const namedMeeting = parsed.objects.includes("event") && (isDescribed(parsed) || parsed.request.project);
  if (keepsMail && namedMeeting) return undefined;
  const args = recall.argsFromRequest(parsed.request);
  return args ? { kind: "call", parsed, tool: recall, args } : undefined;
}

/**
 * '¿qué sabes de Marta Vidal?', 'háblame de Jorge Castillo' in the chat of an app that keeps contacts: a question about
 * a person named, with nothing else described, is about that contact, not about what the person taught Shifu. The
 * name asked about, if so.
 */
function findContactAskedAbout(parsed: SpanishRequest, options: LocalEngineOptions): string | undefined {
  const own = options.assistant === "shifu" ? undefined : options.assistant;
  if (parsed.objects.length > 0) return undefined;
  // 'dame el teléfono de Nuria Prieto' shows a contact's detail as much as '¿cuál es…?' asks for it.
  const asks = !parsed.action || parsed.action === "read" || parsed.action === "search";
  if (!own) return asks || parsed.action === "list" ? findContactDetailAskedAbout(parsed, options) : undefined;
  if (!asks) return undefined;
  if (!parsed.aboutKnowledge && parsed.act !== "outOfScope") return undefined;
  if (!options.tools.some((tool) => tool.app === own && tool.intent.objects.includes("contact"))) return undefined;
  const { keywords, person } = parsed.request;
  const rest = keywords ? readNamingWords(keywords) : undefined;
  if (person) return !rest || !describesSomething(describeTarget({ text: rest, keywords: rest })) ? person : undefined;
  // 'qué sabes de raquel soler', written in lowercase: the words after the last 'de' or 'sobre' are the name.
  const after = keywords?.split(/(?:^|\s+)(?:de|sobre|acerca de)\s+/);
  // 'el teléfono de la de la clínica dental': an article opens a description, never a name.
  const name = after && after.length > 1 ? after.at(-1)?.replace(/^(?:(?:el|la|los|las|un|una)\s+)+/i, "") : undefined;
  return name && /^[\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}$/u.test(name) ? name : undefined;
}

/** What a contacts app keeps of a person besides their name: asked of someone named, it is their contact's. */
const CONTACT_DETAIL = /\b(telefono|tlf|telf|movil|celular|empresa|compania|cargo|puesto|trabaja)\b/;
/** The words around a detail asked of someone: '¿de qué empresa es…?', 'necesito el teléfono de…'. */
const DETAIL_FILLER = /^(telefono|tlf|telf|movil|celular|empresa|compania|cargo|puesto|trabaja|numero|es|era|son)$/;

/**
 * 'necesito el teléfono de Jorge Castillo', '¿de qué empresa es Andrés Herrera?' in the general chat: a detail a
 * contacts app keeps, asked of a person named and nothing else, is that contact's. The name, if so.
 */
function findContactDetailAskedAbout(parsed: SpanishRequest, options: LocalEngineOptions): string | undefined {
  const { text: said, keywords, person } = parsed.request;
  const folded = normalizeText(said);
  const keepsContacts = options.tools.some((tool) => !tool.writes && tool.intent.objects.includes("contact"));
  if (!keepsContacts || !CONTACT_DETAIL.test(folded) || parsed.app || parsed.request.quoted) return undefined;
  // '¿en qué empresa trabajo?' asks about the person, which only what they taught can answer.
  if (/\b(mi|mis|trabajo|soy)\b/.test(folded)) return undefined;
  const rest = normalizeText([person, keywords].filter(Boolean).join(" "))
    .split(" ")
    .filter((word) => word && !isStopword(word) && !DETAIL_FILLER.test(word) && !ALL_VERB_FORMS.has(word));
  if (rest.length === 0 || rest.length > 3 || rest.some((word) => word in OBJECT_WORDS)) return undefined;
  if (person && rest.join(" ") === normalizeText(person)) return person;
  return rest.join(" ");
}

/**
 * '¿Quién es Marta Vidal?' is asked of the contacts when an app that keeps them is offered (HubSpot, the team's chat),
 * and of what the person taught only when none is.
 */
function planWhoIs(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const person = parsed.asksWhoIs ? parsed.request.person : findContactAskedAbout(parsed, options);
  if (!person) return undefined;
  const question = { kind: "who" } as const;
  // Nobody in the contacts: the person may be a colleague of the team's chat, or one who writes ('¿quién es Sofía
  // Navarro?', a client who mails). A chat whose members include the name is read before the mail: its list of people
  // already says the person is there, and a turn has room for four calls, which the contacts and the mail would fill.
  const reads = parsed.asksWhoIs
    ? [...planTeamChatReads(parsed, person, question, options), planPersonRead(parsed, person, question, options)]
    : [];
  const lookup = planContactLookup(parsed, person, question, options);
  if (lookup && lookup.kind !== "call") return lookup;
  return chainFallbackPlans([lookup, ...reads]);
}

/**
 * In the general chat, with no app named: each team chat whose members include the person, read for what they wrote
 * there. Chats that list nobody (Discord) are left out, as their latest messages would be shown whoever wrote them.
 */
function planTeamChatReads(
  parsed: SpanishRequest,
  person: string,
  question: Question,
  options: LocalEngineOptions,
): (RequestPlan | undefined)[] {
  if (options.assistant !== "shifu" || parsed.app) return [];
  return [...(options.directories ?? [])]
    .filter(([, directory]) => (directory.people ?? []).length > 0)
    .map(([app]) => planPersonRead({ ...parsed, app }, person, question, options));
}

/**
 * '¿cuál es el mail de Laura?': her address, from the mail she sent, or else from her contact; '¿y su teléfono?' only
 * from her contact.
 */
function planAddressQuestion(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const person = parsed.request.person;
  if (parsed.asksPhone && person) return planContactLookup(parsed, person, { kind: "phone" }, options);
  if (!parsed.asksAddress || !person) return undefined;
  const question = { kind: "address" } as const;
  return planPersonRead(parsed, person, question, options) ?? planContactLookup(parsed, person, question, options);
}

/**
 * The contacts app's search for someone; when the name has a slip the search cannot forgive ('marta vidla'), the
 * listed contacts are ranked by it, a call made only then.
 */
function planContactLookup(
  parsed: SpanishRequest,
  person: string,
  question: Question,
  options: LocalEngineOptions,
): RequestPlan | undefined {
  // '¿quién es Laura en Slack?' is asked of Slack's people, not of the contacts another app keeps.
  const app = options.assistant === "shifu" ? parsed.app : undefined;
  const lookup = options.tools.find(
    (tool) =>
      !tool.writes &&
      tool.intent.action === "search" &&
      tool.intent.objects.includes("contact") &&
      (app === undefined || tool.app === app),
  );
  const request = { ...parsed.request, person, keywords: undefined };
  const args = lookup && readArgs(lookup, request);
  if (!lookup || !args) return undefined;
  const listing = findListing(lookup, options.tools);
  const listingArgs = listing?.argsFromRequest({ text: request.text, count: CANDIDATE_COUNT });
  if (!listing || !listingArgs) return { kind: "call", parsed, tool: lookup, args, question };
  const calls = [
    { tool: lookup, args },
    { tool: listing, args: listingArgs, fallback: true as const },
  ];
  const find: FindPlan = { calls, description: { alternatives: [[person]] }, mode: "show" };
  return { kind: "call", parsed: { ...parsed, request }, tool: lookup, find, question };
}

/** Who someone is or their address, read off what they sent or wrote in the app asked (`findPersonReader`). */
function planPersonRead(
  parsed: SpanishRequest,
  person: string,
  question: Question,
  options: LocalEngineOptions,
): RequestPlan | undefined {
  const reader = findPersonReader(parsed, person, options);
  if (!reader) return undefined;
  const { tool, request } = reader;
  const read: SpanishRequest = {
    request,
    action: tool.intent.action,
    objects: tool.intent.objects.slice(0, 1),
    ...(parsed.app ? { app: parsed.app } : {}),
  };
  if (!reader.ranked) {
    const args = tool.argsFromRequest({ ...request, count: CANDIDATE_COUNT });
    return args ? { kind: "call", parsed: read, tool, args, question } : undefined;
  }
  const find: FindPlan = {
    calls: planCandidateCalls(tool, read, options.tools),
    description: describeTarget(request),
    mode: "show",
  };
  return { kind: "call", parsed: read, tool, find, question };
}

/** Words only, once what the parser took as slots is set apart: what a described request looks for. */
function isDescribed(parsed: SpanishRequest): boolean {
  return describesSomething(describeTarget(parsed.request));
}

const READING_ACTIONS: readonly string[] = ["read", "list", "search", "summarize"];

/** Keywords the parser kept that are only asking or time words ('toqué', 'hace poco'), with nobody and no title named. */
function describesNothing(parsed: SpanishRequest): boolean {
  const { keywords, person, quoted, email } = parsed.request;
  return keywords !== undefined && !person && !quoted && !email && !isDescribed(parsed);
}

/** A request about one thing's content ('¿qué dice el acta?', 'resume el correo de Iberia') reads that thing. */
function findReader(parsed: SpanishRequest, candidates: readonly AppTool[], question: Question | undefined) {
  const readsContent =
    question?.kind === "summary" ||
    question?.kind === "passage" ||
    parsed.action === "read" ||
    asksForFact(parsed, question);
  // 'borra la tarea de resumen de la reunión' names a thing to change: a word of its title asks for no reading.
  const asksToRead = parsed.action === undefined || READING_ACTIONS.includes(parsed.action);
  if (!readsContent || !asksToRead || !isDescribed(parsed)) return undefined;
  // '¿qué hay en la carpeta Facturas?' reads no one thing where a tool lists what a folder holds; where none does,
  // the app's reader may read the folder as what it holds (Drive's).
  const { folder } = parsed.request;
  if (folder && candidates.some(listsFolderContents)) return undefined;
  return candidates.find(
    (tool) =>
      tool.intent.action === "read" &&
      tool.target !== undefined &&
      (parsed.objects.length === 0 || tool.intent.objects.some((object) => parsed.objects.includes(object))),
  );
}

/**
 * 'el plan de marketing sobre LinkedIn', '¿se puede conectar con Outlook?': an app named as what something is about,
 * not as where to look, leaves the request in this chat.
 */
function namesAppAsTopic(text: string, app: ServiceKey): boolean {
  const folded = normalizeText(text);
  return listAppNames(app).some((name) => {
    if (new RegExp(`\\b(sobre|con|acerca de|contra|para|y)\\s+(el |la |los |las )?${name}\\b`).test(folded)) {
      return true;
    }
    // 'algo sobre la carpeta de drive': the app inside what a thing is about is part of the topic.
    if (new RegExp(`\\b(sobre|acerca de)\\s+(\\S+\\s+){1,4}?(de|del)\\s+(el |la )?${name}\\b`).test(folded))
      return true;
    // 'las preguntas de instagram': a thing the named app does not keep, said to be of it, is talked about here; 'los
    // comentarios de instagram' are that app's own, and 'en instagram', 'abre instagram' send the person there.
    const owner = new RegExp(`\\b(\\S+)\\s+(de|del)\\s+(el |la )?${name}\\b`).exec(folded);
    const noun = owner?.[1];
    if (!noun || isStopword(noun) || isIntentWord(noun)) return false;
    const kind = OBJECT_WORDS[noun]?.object;
    return !findAppsForObject(kind).includes(app);
  });
}

/** Words that say something arrived by mail: a notice, a mail, 'me llegó'. */
const ARRIVED =
  /\b(aviso|avisos|notificacion|notificaciones|me (llego|llegaron|ha llegado|han llegado)|correo|correos|mail|mails|email|emails)\b/;

/**
 * In a mail app's chat, another app named in a read about a notice ('¿quién me quiere agregar en LinkedIn? me llegó un
 * aviso') is who the mails come from: apps send their notices by mail. The request reads those mails.
 */
function readMailFromApp(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  own: ServiceKey | undefined,
): SpanishRequest | undefined {
  if (!own || !parsed.app || parsed.app === own || parsed.request.person) return undefined;
  const keepsMail = options.tools.some((tool) => tool.app === own && tool.intent.objects.includes("email"));
  const reads = [undefined, "list", "search", "read", "summarize"].includes(parsed.action);
  // 'archiva lo de LinkedIn': archiving, trashing or labelling in a mail app's chat is done to mail, so the app named
  // is whom the mail is from.
  const changesMail =
    parsed.objects.every((object) => object === "email") &&
    options.tools.some(
      (tool) =>
        tool.app === own &&
        tool.target !== undefined &&
        tool.intent.action === parsed.action &&
        tool.intent.objects.includes("email") &&
        !["send", "reply", "forward"].includes(tool.intent.action),
    );
  if (!keepsMail || !((reads && ARRIVED.test(normalizeText(parsed.request.text))) || changesMail)) return undefined;
  const { app, act: _act, ...rest } = parsed;
  const sender = findServiceByKey(app)?.name ?? app;
  const { keywords: _keywords, ...request } = parsed.request;
  if (changesMail) return { ...rest, objects: ["email"], request: { ...request, person: sender } };
  return { ...rest, action: "search", objects: ["email"], request: { ...request, person: sender } };
}

/** Requests a language model could answer and the person's own data cannot: these stay out of scope. */
const GENERAL_KNOWLEDGE =
  /\b(poema|poesia|cancion|chiste|cuento|ensayo|rima|traduce|traducir|traduccion|tiempo hace|que tiempo|clima|llovera|temperatura|capital de|raiz cuadrada|receta|horoscopo|significa|significado|definicion|futbol|pelicula|peliculas|por \d+|\d+\s*(por|mas|menos|entre|x|\*|\+|-|\/)\s*\d+)\b/;

/** The tools a free question is asked of: this chat's app, the one the request names, or else the search of all. */
function pickQuestionTools(parsed: SpanishRequest, candidates: readonly AppTool[], own: ServiceKey | undefined) {
  const app = own ?? parsed.app ?? "shifu";
  return candidates.filter((tool) => tool.app === app);
}

/** What holds words worth finding an answer in: messages and comments, not the chats and posts that hold them. */
const CONTENT_OBJECTS: readonly string[] = ["message", "email", "comment", "file", "document", "page", "task", "item"];

/** The read that finds the answer: a search before a listing, of the kind of thing named or else of content. */
function pickFinder(tools: readonly AppTool[], objects: readonly string[]): AppTool | undefined {
  const rank = (tool: AppTool) =>
    (tool.intent.action === "search" ? 4 : tool.intent.action === "list" ? 2 : -100) +
    (tool.intent.objects.some((object) => objects.includes(object)) ? 8 : 0) +
    (tool.intent.objects.some((object) => CONTENT_OBJECTS.includes(object)) ? 1 : 0);
  const ranked = tools.filter((tool) => rank(tool) > 0).toSorted((first, second) => rank(second) - rank(first));
  return ranked[0];
}

/**
 * A question, or a request with no action the engine knows, that describes something in the person's apps ('¿de
 * cuánto es la factura de la luz de octubre?', '¿tengo algo del banco?', 'cuántos inscritos tiene el webinar'): the
 * answer is looked for in their data. The thing is found by meaning and read where the app can read it, to quote the
 * sentences that answer; elsewhere the things that match are shown, their text with them.
 */
function planDataQuestion(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  candidates: readonly AppTool[],
  own: ServiceKey | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const normalized = normalizeText(parsed.request.text);
  const general = GENERAL_KNOWLEDGE.test(normalized) && !asksWhoHandles(parsed.request.text);
  if (parsed.act !== "outOfScope" || general || !isDescribed(parsed)) return undefined;
  const tools = pickQuestionTools(parsed, candidates, own).filter((tool) => !tool.writes);
  const detected = detectQuestion(parsed.request.text, { summarizes: false });
  // Counting or summing the things named lists them; '¿cuántas licencias quiere Grupo Alameda?' reads the one that says.
  const countsThings = (detected?.kind === "count" || detected?.kind === "total") && parsed.objects.length > 0;
  const listsThem = detected?.kind === "exists" || countsThings;
  if (!listsThem && !own && !parsed.app) {
    const across = planReadAcrossApps(parsed, options, detected, reference);
    if (across) return across;
  }
  const reader = listsThem
    ? undefined
    : tools.find((tool) => tool.intent.action === "read" && tool.target !== undefined);
  const description = describeTarget(parsed.request);
  if (reader) {
    return planTargetedCall(reader, { ...parsed, action: "read" }, options, composeFactQuestion(parsed), reference);
  }
  const finder = pickFinder(tools, parsed.objects);
  if (!finder) return undefined;
  const calls = planCandidateCalls(finder, { ...parsed, action: finder.intent.action }, options.tools);
  if (calls.length === 0) return undefined;
  // '¿cuándo cierra…?', '¿quién dijo…?' ask for a fact the things shown hold, not whether there are any: no 'Sí.'.
  const asksFact =
    /^(cuando|cuanto|cuanta|cuantos|cuantas|donde|quien|quienes|que|cual|cuales|como|a que|en que|de que|para cuando|hasta cuando)\b/.test(
      normalized.replace(/^(y|oye|oiga|pues)\s+/, ""),
    );
  const question: Question | undefined =
    detected?.kind === "count" || detected?.kind === "exists" ? detected : asksFact ? undefined : { kind: "exists" };
  return {
    kind: "call",
    parsed,
    tool: finder,
    find: { calls, description, mode: "show" },
    ...(question ? { question } : {}),
  };
}

/**
 * In the general chat, a question about what something says ('¿qué dice la política de teletrabajo?', '¿de cuánto es
 * la factura de la luz?') is looked for in every connected app at once, and the thing found is read with its own
 * app's reader to answer from its text.
 */
function planReadAcrossApps(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  detected: Question | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const readsContent =
    detected?.kind === "summary" ||
    detected?.kind === "passage" ||
    parsed.action === "read" ||
    asksForFact(parsed, detected);
  const search = options.tools.find((tool) => tool.app === "shifu" && tool.intent.action === "search");
  const readers = options.tools.filter(
    (tool) => tool.app !== "shifu" && tool.intent.action === "read" && tool.target !== undefined && !tool.writes,
  );
  const [reader] = readers;
  if (!readsContent || !search || !reader) return undefined;
  // '¿qué descuento ofrecemos según el briefing de Navidad?': the thing named after 'según' is what is looked for.
  const described = readWrittenSource(parsed.request.text) ?? parsed.request.keywords;
  const naming = described ? readNamingWords(described) : undefined;
  const args = readArgs(search, { ...parsed.request, ...(naming ? { keywords: naming } : {}) });
  if (!args) return undefined;
  const question: Question =
    detected?.kind === "passage"
      ? { ...detected, query: parsed.request.text }
      : detected?.kind === "summary"
        ? { kind: "passage", about: naming ?? parsed.request.text }
        : composeFactQuestion(parsed);
  return {
    kind: "call",
    parsed: { ...parsed, action: "read" },
    tool: reader,
    readers,
    find: { calls: [{ tool: search, args }], description: describeTarget(parsed.request), mode: "pick", ...reference },
    question,
  };
}

/** The read-only tools of the app a question is asked of: this chat's app, or the one the request names. */
function pickReadTools(parsed: SpanishRequest, options: LocalEngineOptions, own: ServiceKey | undefined) {
  const app = own ?? parsed.app;
  return app ? options.tools.filter((tool) => tool.app === app && !tool.writes) : [];
}

/**
 * '¿En cuánto tiempo hay que responder a un cliente según el procedimiento de soporte?': whatever verbs the question
 * holds ('responder'), it asks what the thing named after 'según' says, so that thing is read for the answer.
 */
function planSourceQuestion(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  own: ServiceKey | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const source = readAnswerSource(parsed.request.text);
  const { person, name: _name, ...rest } = parsed.request;
  // 'según el correo de Andrés' names the thing by whom it is from: the question's own words say which of theirs.
  const fromPerson =
    person !== undefined && source !== undefined && normalizeText(source).includes(normalizeText(person));
  // In the general chat, with no app named, a thing named after 'según' may be in any app: it is looked for in all.
  if (readWrittenSource(parsed.request.text) && !own && !parsed.app && !fromPerson)
    return planReadAcrossApps({ ...parsed, action: "read", objects: [] }, options, undefined, reference);
  const reader = source
    ? pickReadTools(parsed, options, own).find((tool) => tool.intent.action === "read" && tool.target)
    : undefined;
  if (!source || !reader) return undefined;
  const request = fromPerson ? { ...rest, person } : { ...rest, keywords: source };
  const question = composeFactQuestion(parsed);
  return planTargetedCall(reader, { ...parsed, action: "read", objects: [], request }, options, question, reference);
}

/** What a request says once stopwords, app names and asking words are gone: 'lista tareas semana'. */
function readContentWords(parsed: SpanishRequest): string | undefined {
  const app = parsed.app ? normalizeText(findServiceByKey(parsed.app)?.name ?? parsed.app) : undefined;
  const words = normalizeText(parsed.request.text)
    .split(/\s+/)
    .filter((word) => word.length > 1 && !isStopword(word) && word !== app);
  return readNamingWords(words.join(" "));
}

/**
 * In an app's own chat, a read that names a kind of thing the app does not keep ('las notas de la reunión con Rosa'
 * in OneDrive, '¿qué tengo pendiente en la lista de tareas de la semana?' in Notion) is about the things it does
 * keep: the one its words name is read when a question is asked of it, else the matches are shown.
 */
function planOwnAppRead(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  own: ServiceKey | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan | undefined {
  const reads = [undefined, "list", "search", "read", "summarize"].includes(parsed.action);
  if (!own || !reads) return undefined;
  const tools = pickReadTools(parsed, options, own);
  // 'las cosas pendientes de la lista de tareas de la semana' in Notion: a list the app does not keep is one of its
  // pages, which its name describes as much as the other words.
  const { project, ...described } = parsed.request;
  const joined = described.keywords && project ? `${described.keywords} ${project}` : undefined;
  const keywords = joined ?? parsed.request.keywords ?? readContentWords(parsed);
  if (!keywords) return undefined;
  const request = joined ? { ...described, keywords } : { ...parsed.request, keywords };
  const reader = tools.find((tool) => tool.intent.action === "read" && tool.target);
  const detected =
    readPendingOfThing(parsed) ?? detectQuestion(parsed.request.text, { summarizes: parsed.action === "summarize" });
  if (reader && (isWordedAsQuestion(parsed.request.text) || parsed.action === "read" || detected)) {
    const question =
      detected?.kind === "passage" || detected?.kind === "summary" ? detected : composeFactQuestion(parsed);
    return planTargetedCall(reader, { ...parsed, action: "read", objects: [], request }, options, question, reference);
  }
  const search = tools.find((tool) => tool.intent.action === "search");
  if (!search) {
    // '¿cuándo hay que subir las notas de gastos?' in Slack: a question about a kind of thing the app does not keep is
    // asked of what it does keep, its messages.
    if (!isWordedAsQuestion(parsed.request.text)) return undefined;
    // The kind's own word stays a word of the description ('notas de gastos').
    // Verbs say what is done with the thing ('hay que subir'), not what it is called.
    const words = readContentWords(parsed)
      ?.split(" ")
      .filter((word) => !ALL_VERB_FORMS.has(word))
      .join(" ");
    if (!words) return undefined;
    const { action: _action, ...asked } = parsed;
    const described = { ...parsed.request, keywords: words };
    return planDataQuestion(
      { ...asked, act: "outOfScope", objects: [], request: described },
      options,
      tools,
      own,
      reference,
    );
  }
  const searched = { ...parsed, action: "search" as const, objects: [], request };
  const calls = planCandidateCalls(search, searched, options.tools);
  if (calls.length === 0) return undefined;
  return {
    kind: "call",
    parsed: searched,
    tool: search,
    find: { calls, description: describeTarget(request), mode: "show" },
  };
}

/** The plan when no tool fits: an invitation to connect the right app, or what this assistant can do instead. */
function planWithoutTool(parsed: SpanishRequest, options: LocalEngineOptions, own: ServiceKey | undefined) {
  const apps = findAppsForObject(parsed.objects[0]);
  const connected = apps.filter((app) => options.connectedApps.includes(app));
  if (!own && apps.length > 0 && connected.length === 0) {
    return text(apps.length === 1 && apps[0] ? composeInvitation(apps[0]) : composeCategoryInvitation(apps));
  }
  const settledApp = own ?? parsed.app;
  if (settledApp && parsed.action) return text(composeCannotDoWith(settledApp));
  return text(composeNotUnderstood(options.assistant, options.connectedApps));
}

/** Words that name a meeting or the calendar itself, so a request with them is about events wherever it is asked. */
const NAMES_EVENTS = /\b(reunion(es)?|citas?|eventos?|agenda|calendario|llamadas?|videollamadas?|comite|quedada)\b/;

/**
 * '¿qué tengo para hoy?' in an app's chat whose app keeps no events (ClickUp, Asana…) asks what that app holds for the
 * day, not for the calendar: the request without its agenda reading, to be planned as the app's own; a thing moved to
 * another day there is a task.
 */
function readOwnAppAgenda(parsed: SpanishRequest, options: LocalEngineOptions): SpanishRequest | undefined {
  const own = options.assistant === "shifu" ? undefined : options.assistant;
  // 'en clickup' in ClickUp's chat names the app the chat is already about.
  if (!own || (parsed.app && parsed.app !== own) || !parsed.objects.includes("event")) return undefined;
  if (NAMES_EVENTS.test(normalizeText(parsed.request.text))) return undefined;
  if (options.tools.some((tool) => tool.app === own && tool.intent.objects.includes("event"))) return undefined;
  // 'cambia la del inventario al viernes': a thing moved to a day there is one of the app's tasks.
  if (parsed.action === "reschedule") return { ...parsed, objects: ["task"] };
  return { ...parsed, action: "list", objects: parsed.objects.filter((object) => object !== "event") };
}

/**
 * Decides, from one request alone, what to say or which tool to call (and what to find first). `reference` carries a
 * choice among things just shown ('el segundo').
 */
const ASKS_TO_CONNECT =
  /^(?:\S+\s+){0,3}?(?:conecta|conectame|conectar|conectarme|conectes|vincula|vinculame|vincular|enlaza|enlazame|enlazar|integra|integrar)\b/;

/** '¿qué tal va lo de los vinos?', '¿cómo va lo de Grupo Norte?': how a deal goes is its stage. */
const ASKS_HOW_IT_GOES = /^(?:y\s+)?(?:que tal|como)\s+(?:va|van|iba|esta|estan|anda|andan|sigue|siguen)\b/;
/** Asking words for the stage a deal is in: '¿en qué fase está…?', '¿en qué etapa va…?'. */
const ASKS_STAGE = /\b(fase|etapa|estado|punto)\b/;

/** '¿en qué fase anda el de Talleres?': the words asking for the stage describe no deal. */
function withoutStageWords(request: SpanishRequest["request"]): SpanishRequest["request"] {
  const keywords = request.keywords
    ?.split(/\s+/)
    .filter((word) => !ASKS_STAGE.test(normalizeText(word)))
    .join(" ");
  const { keywords: _keywords, ...rest } = request;
  return keywords ? { ...rest, keywords } : rest;
}

/**
 * '¿cuánto vale lo de Transportes Galaicos?', '¿en qué fase está lo de Grupo Norte?' in the chat of an app that keeps
 * deals: what carries an amount or a stage there is a deal, even with no word for it, so the question is asked of the
 * deals, described by what it named.
 */
function readPricedThingQuestion(parsed: SpanishRequest, options: LocalEngineOptions): SpanishRequest | undefined {
  const own = options.assistant === "shifu" ? undefined : options.assistant;
  const { text: said } = parsed.request;
  // '¿cuánto vale todo lo que tengo abierto?' describes nothing: a sum asked there is of every deal.
  const sums = detectQuestion(said, { summarizes: false })?.kind === "total";
  if (
    !own ||
    parsed.asksWhoIs ||
    parsed.objects.length > 0 ||
    (parsed.action && parsed.action !== "list") ||
    (!isDescribed(parsed) && !sums)
  )
    return undefined;
  const asksPrice =
    readWantedFacts(said).includes("amount") ||
    ASKS_STAGE.test(normalizeText(said)) ||
    ASKS_HOW_IT_GOES.test(normalizeText(said));
  const keepsDeals = options.tools.some(
    (tool) => tool.app === own && !tool.writes && tool.intent.action === "list" && tool.intent.objects.includes("deal"),
  );
  if (!asksPrice || !keepsDeals || !isWordedAsQuestion(said)) return undefined;
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = parsed;
  return { ...rest, action: "list", objects: ["deal"], request: withoutStageWords(parsed.request) };
}

/**
 * 'las tareas del proyecto Clientes 2026' asked of a listing that takes no project: the project's name still says
 * which things are meant, so it becomes words they are found by, never a detail silently dropped.
 */
function readUnfiledProject(tool: AppTool, parsed: SpanishRequest): SpanishRequest | undefined {
  const { project, ...rest } = parsed.request;
  if (!project || tool.writes || tool.intent.action !== "list") return undefined;
  if (JSON.stringify(readArgs(tool, parsed.request)) !== JSON.stringify(readArgs(tool, rest))) return undefined;
  const keywords = [rest.keywords, project].filter(Boolean).join(" ");
  return { ...parsed, request: { ...rest, keywords } };
}

export function planRequest(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  reference: { selection?: Selection; shown?: ShownItem[] } = {},
): RequestPlan {
  const clock =
    answerClockQuestion(normalizeText(parsed.request.text), options.now(), options.timeZone) ??
    answerDateOffsetQuestion(parsed.request.text, options.now(), options.timeZone);
  if (clock) return text(clock);
  // '¿cuánto es 12 por 35? y qué tengo mañana': a sum said as one of several requests is answered as one.
  const sum = answerArithmeticQuestion(parsed.request.text, () => false);
  if (sum) return text(sum);
  const deadline = readDueByDeadline(options.tools, parsed);
  if (deadline) return planRequest(deadline, options, reference);
  const ownAgenda = readOwnAppAgenda(parsed, options);
  if (ownAgenda) return planRequest(ownAgenda, options, reference);
  const focused = planFocusedRequest(parsed, options);
  if (focused) return focused;
  const priced = readPricedThingQuestion(parsed, options);
  if (priced) return planRequest(priced, options, reference);
  const stageWords = parsed.objects.includes("deal") ? withoutStageWords(parsed.request) : parsed.request;
  if (stageWords.keywords !== parsed.request.keywords)
    return planRequest({ ...parsed, request: stageWords }, options, reference);
  const whoIs = planAddressQuestion(parsed, options) ?? planWhoIs(parsed, options);
  if (whoIs) return whoIs;
  const knowledge = planKnowledgeRequest(parsed, options);
  if (knowledge) return knowledge;
  const { assistant, connectedApps } = options;
  const own = assistant === "shifu" ? undefined : assistant;
  if (parsed.act === "greeting") return text(composeGreeting(assistant, connectedApps));
  if (parsed.act === "thanks") return text(composeThanks());
  if (parsed.act === "help") return text(composeHelp(assistant, connectedApps));
  // 'conéctame Outlook', '¿puedes vincular mi Dropbox?': connecting is done by the person, in the app list.
  if (parsed.app && parsed.objects.length === 0 && ASKS_TO_CONNECT.test(normalizeText(parsed.request.text)))
    return text(
      connectedApps.includes(parsed.app) ? composeAlreadyConnected(parsed.app) : composeInvitation(parsed.app),
    );
  // '¿En qué me puedes ayudar con Notion?' asks what can be done there, not for Notion's pages.
  const helpApp = parsed.app ?? own;
  if (helpApp && isHelpRequest(normalizeText(parsed.request.text)) && !isDescribed(parsed) && !parsed.request.body)
    return text(composeHelp(helpApp, connectedApps));
  if (own && !connectedApps.includes(own)) return text(composeInvitation(own));
  const sourced = planSourceQuestion(parsed, options, own, reference);
  if (sourced) return sourced;

  let candidates = options.tools.filter((tool) => tool.name !== RECALL_KNOWLEDGE_TOOL);
  if (parsed.act === "outOfScope") {
    const ownTools = candidates.filter((tool) => tool.app === own);
    const asWords = own ? describeWithUnservedKind(parsed, ownTools) : parsed;
    if (asWords !== parsed) return planRequest(asWords, options, reference);
    // In an app's chat, a verb on something described ('borra la promo esa de la tienda') is about that app, and so
    // is a question about a day with nothing else in it ('¿qué tengo para hoy?'): what the app holds for that day.
    const creative = isCreativeRequest(normalizeText(parsed.request.text));
    const asMeeting = own ? readCancelledMeeting(parsed, ownTools) : undefined;
    if (asMeeting) return planRequest(asMeeting, options, reference);
    // 'marca como hecha la de revisar el contrato…', 'asigna a Lucía la de cerrar el pedido…' in the general chat: only
    // a task is ticked off or given to someone.
    const onTask = parsed.action === "complete" || parsed.action === "assign";
    if (!own && onTask && parsed.objects.length === 0 && isDescribed(parsed) && !creative) {
      const { act: _act, ...request } = parsed;
      return planRequest({ ...request, objects: ["task"] }, options, reference);
    }
    // 'archiva el último que me llegó': with nothing else said, the newest of the app's things is the one changed.
    const newestChanged = [...CHANGES, "forward"].includes(parsed.action ?? "") && saysNewest(parsed);
    if (own && parsed.action && (isDescribed(parsed) || newestChanged) && !creative) {
      const { act: _act, ...request } = parsed;
      return planRequest(request, options, reference);
    }
    const byDay = own ? readTaskByDay(parsed) : undefined;
    if (byDay) {
      const { act: _act, ...request } = byDay;
      return planRequest(request, options, reference);
    }
    // 'qué tengo en curso', '¿tengo algo vencido?': a filter of the app's own things asks for their list as much.
    // '¿qué tengo sin leer?' too: unread is a filter of the app's own things.
    // So does a project, list or board named alone ('¿qué hay en la lista de campañas?').
    const { dateRange, dueDate, overdue, inProgress, unreadOnly, undated, urgent, project } = parsed.request;
    const filtered =
      dateRange !== undefined ||
      dueDate !== undefined ||
      overdue === true ||
      inProgress === true ||
      unreadOnly === true ||
      undated === true ||
      urgent === true ||
      project !== undefined ||
      // 'lo último que subí': the newest of the app's things, with nothing else said of them.
      (saysNewest(parsed) && !isDescribed(parsed));
    if (own && !parsed.action && filtered && !isDescribed(parsed) && !creative) {
      const { act: _act, ...request } = parsed;
      return planRequest({ ...request, action: "list" }, options, reference);
    }
    return (
      planDataQuestion(parsed, options, candidates, own, reference) ?? text(composeOutOfScope(assistant, connectedApps))
    );
  }
  const fromApp = readMailFromApp(parsed, options, own);
  if (fromApp) return planRequest(fromApp, options, reference);
  const reads = [undefined, "list", "search", "read", "summarize"].includes(parsed.action);
  if (parsed.app && parsed.app !== own && own && reads && namesAppAsTopic(parsed.request.text, parsed.app)) {
    // The app talked about is a word of what is looked for ('¿alguien preguntó si se puede conectar con Outlook?').
    const { app, ...request } = parsed;
    const name = findServiceByKey(app)?.name ?? app;
    const keywords = [parsed.request.keywords, name].filter(Boolean).join(" ");
    return planRequest({ ...request, request: { ...parsed.request, keywords } }, options, reference);
  }
  if (parsed.app && parsed.app !== own) {
    if (own) return text(composeOtherAppRedirect(parsed.app));
    if (!connectedApps.includes(parsed.app)) return text(composeInvitation(parsed.app));
    candidates = candidates.filter((tool) => tool.app === parsed.app);
    if (candidates.length === 0) return text(composeNoToolsYet(parsed.app));
  }

  const asImages = readPhotosAsImages(parsed, candidates);
  if (asImages) return planRequest(asImages, options, reference);
  if (asksForBulkChange(parsed)) return text(composeBulkRefusal());
  if (attachesFile(parsed.request.text)) return text(composeCannotAttach(own ?? parsed.app));
  const asked =
    readPendingOfThing(parsed) ?? detectQuestion(parsed.request.text, { summarizes: parsed.action === "summarize" });
  // '¿qué hay en la lista de campañas?' asks what a project, list or board holds, not a summary of one thing.
  const question =
    asked?.kind === "summary" && parsed.request.project && parsed.action !== "summarize" ? undefined : asked;
  // In the general chat a thing read with no kind and no app named ('busca el contrato de servicios y dime cuánto
  // dura') may be in any app: it is looked for in all of them and read by its own app, not by the first reader.
  const anywhere = !own && !parsed.app && parsed.objects.length === 0;
  const across =
    anywhere && findReader(parsed, candidates, question)
      ? planReadAcrossApps(parsed, options, question, reference)
      : undefined;
  if (across) return across;
  const reader = findReader(parsed, candidates, question);
  if (reader) {
    // A question read of a thing ('… y dime cuál es la prioridad') picks its sentences with its own words.
    // '¿cuántos días se pueden…?' asked of the one thing read is a figure in it, not a count of things.
    const countsInIt =
      parsed.action === "read" &&
      (question?.kind === "count" || question?.kind === "total") &&
      isWordedAsQuestion(parsed.request.text);
    const asked = asksForFact(parsed, question) || countsInIt || (!question && isWordedAsQuestion(parsed.request.text));
    const fact = question?.kind !== "passage" && asked ? composeFactQuestion(parsed) : question;
    return planTargetedCall(reader, parsed, options, fact, reference);
  }
  if (own && cannotAddToThing(parsed, candidates, own)) return text(composeCannotDoWith(own));
  const tool = chooseTool(parsed, candidates, connectedApps, own !== undefined || parsed.app !== undefined);
  const asWords = !tool && own ? readUnservedKindAsWords(parsed, candidates, connectedApps) : undefined;
  if (asWords) return planRequest(asWords, options, reference);
  if (!tool) return planOwnAppRead(parsed, options, own, reference) ?? planWithoutTool(parsed, options, own);
  // Searching or summarising across apps when none is connected would only ever find nothing.
  if (tool.app === "shifu" && connectedApps.length === 0) return text(composeHelp(assistant, connectedApps));
  const destination = readMoveDestination(tool, parsed);
  if (destination) return planRequest(destination, options, reference);
  const byDeadline = readDueByDeadline([tool], parsed);
  if (byDeadline) return planRequest(byDeadline, options, reference);
  if (tool.target) return planTargetedCall(tool, parsed, options, question, reference);
  const unfiled = readUnfiledProject(tool, parsed);
  if (unfiled) return planRequest(unfiled, options, reference);
  const withQuestion = question ? { question } : {};
  const listing = tool.intent.action === "search" ? findListing(tool, candidates) : undefined;
  if (listing && parsed.action === "list" && describesNothing(parsed)) {
    // '¿qué archivos toqué últimamente?': once the asking and time words are gone nothing is described, so the
    // newest things are what is asked for, not a search for 'toqué'.
    const listingArgs = readArgs(listing, { ...parsed.request, keywords: undefined });
    if (listingArgs) return { kind: "call", parsed, tool: listing, args: listingArgs, ...withQuestion };
  }
  // A range of amounts narrows the listing afterwards, so the listing brings all it can.
  // So does a question for the one with the most of something ('el post con más comentarios'), to compare them all.
  const widened =
    (parsed.request.amount || parsed.request.superlative || readMeasureSuperlative(parsed.request.text)) &&
    !parsed.request.count &&
    tool.intent.action === "list";
  const args = readArgs(tool, widened ? { ...parsed.request, count: CANDIDATE_COUNT } : parsed.request);
  // '¿cuánto vale el negocio de Bodegas Valdelobos?', '¿en qué fase está el de Hoteles Mediterráneo?': a listing
  // cannot narrow itself, so what it is asked of the things described is found by meaning among its items.
  // A listing the request already filtered ('a medias', 'de hoy', 'bloqueado') is the answer, its filters in its
  // arguments; only a bare listing ('count' at most) is narrowed by meaning.
  const filtered = args !== null && Object.keys(args).some((key) => key !== "count");
  const narrowsListing = tool.intent.action === "list" && !filtered;
  if (args && isDescribed(parsed) && (tool.intent.action === "search" || listsComments(tool) || narrowsListing)) {
    // A described search falls back on the listing ranked by meaning when the provider's own search finds nothing.
    const calls = planCandidateCalls(tool, parsed, options.tools);
    const description = describeTarget(parsed.request);
    return { kind: "call", parsed, tool, find: { calls, description, mode: "show" }, ...withQuestion };
  }
  if (args) return { kind: "call", parsed, tool, args, ...withQuestion };
  const listingArgs = listing && parsed.action === "list" && readArgs(listing, parsed.request);
  if (listing && listingArgs) return { kind: "call", parsed, tool: listing, args: listingArgs, ...withQuestion };
  return text(
    composeMissingPiece(
      parsed.action ?? tool.intent.action,
      parsed.objects.length > 0 ? parsed.objects : tool.intent.objects,
    ),
  );
}
