import { type AssistantKey, findServiceByKey, type ServiceKey } from "@shifu/contract";
import type { AppTool, ListedItem } from "../../../integrations/app-tool";
import { RECALL_KNOWLEDGE_TOOL } from "../create-recall-knowledge-tool";
import { chooseTool } from "./choose-tool";
import {
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
import { isCreativeRequest } from "./detect-conversation-act";
import { detectQuestion, type Question, readWantedFact } from "./detect-question";
import { findAppsForObject } from "./find-apps-for-object";
import { isStopword } from "./is-stopword";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { describesSomething, type TargetDescription } from "./rank-candidates";
import type { Selection, ShownItem } from "./read-choice";

export type LocalEngineOptions = {
  assistant: AssistantKey;
  connectedApps: readonly ServiceKey[];
  /** Exactly the tools offered to the model in this call. */
  tools: readonly AppTool[];
  now: () => Date;
  timeZone: string;
  /** The item a notification card's custom action is about: 'etiquétalo' means this one. */
  focus?: { app: ServiceKey; item: ListedItem };
};

/** A call the engine makes, and the tool it is made to. */
export type PlannedCall = { tool: AppTool; args: Record<string, unknown> };

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
  return tools.find(
    (candidate) =>
      candidate.app === tool.app &&
      candidate.intent.action === "list" &&
      !candidate.writes &&
      candidate.intent.objects.some((object) => tool.intent.objects.includes(object)),
  );
}

/** The most a listing returns at once, so that a thing described instead of named is among the candidates. */
const CANDIDATE_COUNT = 50;

function readListingArgs(listing: AppTool, parsed: SpanishRequest): Record<string, unknown> | null {
  const { request } = parsed;
  if (!isDescribed(parsed)) return listing.argsFromRequest(request);
  // The listing is there to find candidates: what describes the thing is for the ranking, not a filter.
  return listing.argsFromRequest({
    text: request.text,
    count: CANDIDATE_COUNT,
    ...(request.unreadOnly ? { unreadOnly: true } : {}),
    ...(request.dateRange ? { dateRange: request.dateRange } : {}),
    ...(request.fileKind ? { fileKind: request.fileKind } : {}),
  });
}

/** The calls that fetch what a request points at: the app's search when the request narrows, then its listing. */
function planCandidateCalls(tool: AppTool, parsed: SpanishRequest, tools: readonly AppTool[]): PlannedCall[] {
  const calls: PlannedCall[] = [];
  const search =
    tools.find((candidate) => candidate.name === tool.target?.searchTool) ??
    (tool.intent.action === "search" ? tool : undefined);
  // The provider's search gets only the words that name the thing: '¿qué dice la política de teletrabajo sobre los
  // días en casa?' looks for the policy, and the days are what is read in it.
  const { keywords } = parsed.request;
  const naming = keywords && keywords !== parsed.request.quoted ? readNamingWords(keywords) : keywords;
  const searchRequest = { ...parsed.request, ...(naming ? { keywords: naming } : {}) };
  const searchArgs = search && search.intent.action === "search" ? readArgs(search, searchRequest) : null;
  if (search && searchArgs) calls.push({ tool: search, args: searchArgs });
  const listing = findListing(tool, tools) ?? (search?.intent.action === "list" ? search : undefined);
  const listingArgs = listing && readListingArgs(listing, parsed);
  if (listing && listingArgs) calls.push({ tool: listing, args: listingArgs });
  // A provider's search wants every word, and people add words the text never says ('cuánto paga la empresa por los
  // gastos de conexión a los que teletrabajan'): last, its two most telling words alone, which a text that answers
  // is likely to hold.
  const telling = naming && !parsed.request.quoted ? pickTellingWords(naming) : undefined;
  const tellingArgs = search && telling ? readArgs(search, { ...searchRequest, keywords: telling }) : null;
  if (search && tellingArgs && search.intent.action === "search") calls.push({ tool: search, args: tellingArgs });
  return calls;
}

/** The two longest words of a description of three or more (long words are the rare ones), or none. */
function pickTellingWords(words: string): string | undefined {
  const significant = words.split(/\s+/).filter((word) => word.length > 3 && !isStopword(normalizeText(word)));
  if (significant.length < 3) return undefined;
  return significant
    .toSorted((first, second) => second.length - first.length)
    .slice(0, 2)
    .join(" ");
}

/** A write or a read of one thing that exists: find it first, then act on it. */
function planTargetedCall(
  tool: AppTool,
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  question: Question | undefined,
  reference: { selection?: Selection; shown?: ShownItem[] },
): RequestPlan {
  const description = describeTarget(parsed.request);
  const calls = planCandidateCalls(tool, parsed, options.tools);
  if (calls.length === 0) {
    const direct = tool.argsFromRequest(parsed.request);
    if (direct) return { kind: "call", parsed, tool, args: direct, ...(question ? { question } : {}) };
    return text(composeMissingPiece("target", parsed.objects));
  }
  return {
    kind: "call",
    parsed,
    tool,
    find: { calls, description, mode: "pick", ...reference },
    ...(question ? { question } : {}),
  };
}

const CHANGES: readonly string[] = ["trash", "delete", "archive", "complete", "label"];

/** 'borra todos mis correos': no tool changes things in bulk, so the engine says so instead of picking one. */
function asksForBulkChange(parsed: SpanishRequest): boolean {
  return CHANGES.includes(parsed.action ?? "") && /\b(todos|todas|todo)\b/.test(normalizeText(parsed.request.text));
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
function planKnowledgeRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const recall = options.tools.find((tool) => tool.name === RECALL_KNOWLEDGE_TOOL);
  if (!parsed.aboutKnowledge || !recall) return undefined;
  const asksCalendar =
    parsed.objects.includes("event") && options.tools.some((tool) => tool.intent.objects.includes("event"));
  if (asksCalendar) return undefined;
  const args = recall.argsFromRequest(parsed.request);
  return args ? { kind: "call", parsed, tool: recall, args } : undefined;
}

/**
 * '¿Quién es Marta Vidal?' is asked of the contacts when an app that keeps them is offered (HubSpot, the team's chat),
 * and of what the person taught only when none is.
 */
function planWhoIs(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  if (!parsed.asksWhoIs || !parsed.request.person) return undefined;
  const lookup = options.tools.find(
    (tool) => !tool.writes && tool.intent.action === "search" && tool.intent.objects.includes("contact"),
  );
  const args = lookup && readArgs(lookup, { ...parsed.request, keywords: undefined });
  return lookup && args ? { kind: "call", parsed, tool: lookup, args, question: { kind: "who" } } : undefined;
}

/** Words only, once what the parser took as slots is set apart: what a described request looks for. */
function isDescribed(parsed: SpanishRequest): boolean {
  return describesSomething(describeTarget(parsed.request));
}

/** A request about one thing's content ('¿qué dice el acta?', 'resume el correo de Iberia') reads that thing. */
function findReader(parsed: SpanishRequest, candidates: readonly AppTool[], question: Question | undefined) {
  const readsContent = question?.kind === "summary" || question?.kind === "passage" || parsed.action === "read";
  if (!readsContent || !isDescribed(parsed)) return undefined;
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
  const name = normalizeText(findServiceByKey(app)?.name ?? app);
  return new RegExp(`\\b(sobre|con|acerca de|contra|para|y)\\s+(el |la |los |las )?${name}\\b`).test(
    normalizeText(text),
  );
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
  if (parsed.act !== "outOfScope" || GENERAL_KNOWLEDGE.test(normalized) || !isDescribed(parsed)) return undefined;
  const tools = pickQuestionTools(parsed, candidates, own).filter((tool) => !tool.writes);
  const detected = detectQuestion(parsed.request.text, { summarizes: false });
  const listsThem = detected?.kind === "exists" || detected?.kind === "count" || detected?.kind === "total";
  const reader = listsThem
    ? undefined
    : tools.find((tool) => tool.intent.action === "read" && tool.target !== undefined);
  const description = describeTarget(parsed.request);
  if (reader) {
    const about = description.alternatives.flat().join(" ");
    const wants = readWantedFact(parsed.request.text);
    const question: Question = { kind: "passage", about, query: parsed.request.text, ...(wants ? { wants } : {}) };
    return planTargetedCall(reader, { ...parsed, action: "read" }, options, question, reference);
  }
  const finder = pickFinder(tools, parsed.objects);
  if (!finder) return undefined;
  const calls = planCandidateCalls(finder, { ...parsed, action: finder.intent.action }, options.tools);
  if (calls.length === 0) return undefined;
  const question: Question = detected?.kind === "count" || detected?.kind === "exists" ? detected : { kind: "exists" };
  return { kind: "call", parsed, tool: finder, find: { calls, description, mode: "show" }, question };
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

/**
 * Decides, from one request alone, what to say or which tool to call (and what to find first). `reference` carries a
 * choice among things just shown ('el segundo').
 */
export function planRequest(
  parsed: SpanishRequest,
  options: LocalEngineOptions,
  reference: { selection?: Selection; shown?: ShownItem[] } = {},
): RequestPlan {
  const focused = planFocusedRequest(parsed, options);
  if (focused) return focused;
  const whoIs = planWhoIs(parsed, options);
  if (whoIs) return whoIs;
  const knowledge = planKnowledgeRequest(parsed, options);
  if (knowledge) return knowledge;
  const { assistant, connectedApps } = options;
  const own = assistant === "shifu" ? undefined : assistant;
  if (parsed.act === "greeting") return text(composeGreeting(assistant, connectedApps));
  if (parsed.act === "thanks") return text(composeThanks());
  if (parsed.act === "help") return text(composeHelp(assistant, connectedApps));
  if (own && !connectedApps.includes(own)) return text(composeInvitation(own));

  let candidates = options.tools.filter((tool) => tool.name !== RECALL_KNOWLEDGE_TOOL);
  if (parsed.act === "outOfScope") {
    // In an app's chat, a verb on something described ('borra la promo esa de la tienda') is about that app, and so
    // is a question about a day with nothing else in it ('¿qué tengo para hoy?'): what the app holds for that day.
    const creative = isCreativeRequest(normalizeText(parsed.request.text));
    if (own && parsed.action && isDescribed(parsed) && !creative) {
      const { act: _act, ...request } = parsed;
      return planRequest(request, options, reference);
    }
    const dated = parsed.request.dateRange !== undefined || parsed.request.dueDate !== undefined;
    if (own && !parsed.action && dated && !isDescribed(parsed) && !creative) {
      const { act: _act, ...request } = parsed;
      return planRequest({ ...request, action: "list" }, options, reference);
    }
    return (
      planDataQuestion(parsed, options, candidates, own, reference) ?? text(composeOutOfScope(assistant, connectedApps))
    );
  }
  if (parsed.app && parsed.app !== own && own && namesAppAsTopic(parsed.request.text, parsed.app)) {
    const { app: _app, ...request } = parsed;
    return planRequest(request, options, reference);
  }
  if (parsed.app && parsed.app !== own) {
    if (own) return text(composeOtherAppRedirect(parsed.app));
    if (!connectedApps.includes(parsed.app)) return text(composeInvitation(parsed.app));
    candidates = candidates.filter((tool) => tool.app === parsed.app);
    if (candidates.length === 0) return text(composeNoToolsYet(parsed.app));
  }

  if (asksForBulkChange(parsed)) return text(composeBulkRefusal());
  const question = detectQuestion(parsed.request.text, { summarizes: parsed.action === "summarize" });
  const reader = findReader(parsed, candidates, question);
  if (reader) return planTargetedCall(reader, parsed, options, question, reference);
  const tool = chooseTool(parsed, candidates, connectedApps, own !== undefined || parsed.app !== undefined);
  if (!tool) return planWithoutTool(parsed, options, own);
  // Searching or summarising across apps when none is connected would only ever find nothing.
  if (tool.app === "shifu" && connectedApps.length === 0) return text(composeHelp(assistant, connectedApps));
  if (tool.target) return planTargetedCall(tool, parsed, options, question, reference);
  const withQuestion = question ? { question } : {};
  const args = readArgs(tool, parsed.request);
  if (args && tool.intent.action === "search" && isDescribed(parsed)) {
    // A described search falls back on the listing ranked by meaning when the provider's own search finds nothing.
    const calls = planCandidateCalls(tool, parsed, options.tools);
    const description = describeTarget(parsed.request);
    return { kind: "call", parsed, tool, find: { calls, description, mode: "show" }, ...withQuestion };
  }
  if (args) return { kind: "call", parsed, tool, args, ...withQuestion };
  const listing =
    tool.intent.action === "search" && parsed.action === "list" ? findListing(tool, candidates) : undefined;
  const listingArgs = listing && readArgs(listing, parsed.request);
  if (listing && listingArgs) return { kind: "call", parsed, tool: listing, args: listingArgs, ...withQuestion };
  return text(
    composeMissingPiece(
      parsed.action ?? tool.intent.action,
      parsed.objects.length > 0 ? parsed.objects : tool.intent.objects,
    ),
  );
}
