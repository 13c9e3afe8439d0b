import type { AssistantKey, ServiceKey } from "@shifu/contract";
import type {
  AppDirectory,
  AppTool,
  IntentAction,
  IntentObject,
  ParsedRequest,
  Place,
} from "../../../integrations/app-tool";
import { readNamingWords } from "./describe-target";
import { isCreativeRequest } from "./detect-conversation-act";
import { findAppsForObject } from "./find-apps-for-object";
import { groundPersonFilter } from "./ground-person-filter";
import { OBJECT_WORDS } from "./intent-vocabulary";
import { hasNamingWords, matchPerson, matchPlace, namesPlaceKind, removeNamingWords } from "./match-place";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { stemWord } from "./rank-candidates";

/**
 * Requests a place or a person named in plain words can change: reads of what a place holds, a new item for a board,
 * a message for someone, a reaction to a message in a place. A change to one thing that exists (borra, archiva) finds
 * that thing by its own words.
 */
const GROUNDED_ACTIONS: readonly (IntentAction | undefined)[] = [
  undefined,
  "list",
  "search",
  "read",
  "summarize",
  "create",
  "send",
  // 'contéstale a javier que sí': in a chat app, to a person it knows.
  "reply",
  // 'dale like al último de marketing': the message reacted to is looked for in the place named.
  "react",
];

/**
 * Changes to one task or item that exists: the thing is found by its own words, never grounded in a place, but the
 * app's people are read so that a teammate's list is looked through when none of the person's own fits.
 */
const TEAM_CHANGES: readonly (IntentAction | undefined)[] = [
  "complete",
  "reschedule",
  "trash",
  "delete",
  "move",
  "assign",
];

/** What a place holds or is: a request about other things ('el documento de marketing') names no place by its words. */
const PLACE_THINGS: readonly IntentObject[] = ["message", "chat", "item", "comment", "media"];

/**
 * The apps whose places and people a request is read by: the chat's own app; in the general chat the app the request
 * names, or, when it names none and asks about nothing but what places hold ('que pasa en random'), every connected
 * app, for the place to say which. Greetings, '¿quién es…?' and a poem have nothing to ground; a question that seemed
 * to be about what the person taught is about the app when it names one of its places.
 */
export function findDirectoryApps(
  parsed: SpanishRequest,
  assistant: AssistantKey,
  connectedApps: readonly ServiceKey[],
): ServiceKey[] {
  if (parsed.act && parsed.act !== "outOfScope") return [];
  const anywhere = assistant === "shifu" && !parsed.app;
  // '#ventas' or 'el canal de ventas' in the general chat: the app that has that channel is the one asked; in an app's
  // chat its people may still be named ('¿qué ha dicho Laura en #general?').
  if (parsed.request.channel && !parsed.request.place && anywhere) return [...connectedApps];
  // '¿quién es Javier?' in an app's chat (or with the app named) is asked of its people, whom the planner matches
  // the name to; in the general chat, of the team chats' people, asked after the contacts and the mail.
  if (parsed.asksWhoIs) {
    if (assistant !== "shifu") return [assistant];
    if (parsed.app) return [parsed.app];
    return connectedApps.filter((app) => findAppsForObject("message").includes(app));
  }
  if (parsed.request.place) return [];
  if (assistant !== "shifu" && TEAM_CHANGES.includes(parsed.action)) return [assistant];
  if (!GROUNDED_ACTIONS.includes(parsed.action) || isCreativeRequest(normalizeText(parsed.request.text))) return [];
  // Nothing to read the directory for when no word could name anything ('dame los últimos mensajes').
  if (!hasNamingWords(readPlaceText(parsed.request, false))) return [];
  if (assistant !== "shifu") return [assistant];
  if (parsed.app) return [parsed.app];
  return anywhere ? [...connectedApps] : [];
}

function namesOnlyWhatItHolds(words: ReadonlySet<string>, place: Place): boolean {
  return [...words].every((word) => OBJECT_WORDS[word]?.object === place.holds);
}

/**
 * In the general chat, the app whose directory holds the place a request names when it names no app: one app is
 * that app, several are for the person to choose between, none leaves the request as it was.
 */
export function findPlaceApps(
  parsed: SpanishRequest,
  directories: ReadonlyMap<ServiceKey, AppDirectory>,
): ServiceKey[] {
  const { channel } = parsed.request;
  const text = channel ?? readPlaceText(parsed.request, parsed.action === "create");
  const saysPlace = channel !== undefined || namesPlaceKind(text);
  const fits = [...directories].flatMap(([app, directory]) => {
    // 'un mail a Javier de Grupo Norte': a mail goes by a mail app, whatever chat a team chat keeps by that name.
    if (parsed.objects[0] === "email" && !findAppsForObject("email").includes(app)) return [];
    const found = matchPlace(directory.places, text);
    if (!found) return [];
    // 'el documento de marketing' asks for a document, not for what #marketing holds; 'que tengo en eventos y ferias'
    // names the board with the word for events, and 'el canal de ventas' says a place is meant.
    const named = new Set([...found.words].flatMap((word) => OBJECT_WORDS[word]?.object ?? []));
    // 'crea un evento el viernes con Laura': the word for the new thing is no channel called 'eventos'.
    const onlyTheNewThing = [...found.words].every((word) =>
      parsed.objects.includes(OBJECT_WORDS[word]?.object ?? "email"),
    );
    if (parsed.action === "create" && onlyTheNewThing && !saysPlace) return [];
    const other = parsed.objects.filter((object) => !PLACE_THINGS.includes(object) && !named.has(object));
    // With no app named, the place is what the request is about only when it says the place's whole name (or that
    // it means a place) and describes nothing else: '¿de qué trata la política de ventas?' asks about a policy.
    const whole = found.coverage === 1 || saysPlace;
    const { keywords } = parsed.request;
    const rest = removeNamingWords(keywords && readNamingWords(keywords), found.words);
    const fit = { app, said: found.words.size, coverage: found.coverage };
    const describesMore =
      parsed.action !== "send" &&
      rest !== undefined &&
      hasNamingWords(rest) &&
      !saysSaidIn(parsed.request.text, found.words);
    return (other.length === 0 || saysPlace) && whole && !describesMore ? [fit] : [];
  });
  // The place with more of the request's words, then more of its own name said, is the one meant: «Eventos y ferias
  // 2026» over a channel called 'eventos'.
  const best = fits.reduce((most, fit) => Math.max(most, fit.said * 10 + fit.coverage), 0);
  return fits.filter((fit) => fit.said * 10 + fit.coverage === best).map((fit) => fit.app);
}

/** The words that may name a place: not the message to send, the new thing's name or a quoted title. */
function readPlaceText(request: ParsedRequest, creates: boolean): string {
  let text = request.text;
  for (const part of [request.body, creates ? request.name : undefined, request.quoted]) {
    if (part) text = text.replace(part, " ");
  }
  return text;
}

/**
 * 'escríbele a javier ruiz que…': the words after the verb name a person the app knows, even in lowercase and when the
 * rules took only part of the name ('tomas' of 'tomas ibañez'); the person becomes that known name.
 */
function groundRecipient(parsed: SpanishRequest, directory: AppDirectory): SpanishRequest | undefined {
  const { request } = parsed;
  if (!request.body || request.email) return undefined;
  const written = [request.person, request.keywords].filter(Boolean).join(" ");
  const tries = [written, request.keywords, request.person].filter((words): words is string => Boolean(words));
  for (const words of tries) {
    const person = matchPerson(directory.people, words);
    if (!person) continue;
    const { keywords, ...rest } = request;
    return { ...parsed, request: { ...rest, person, ...(words === request.person && keywords ? { keywords } : {}) } };
  }
  return undefined;
}

/**
 * '¿qué dijo Laura de Hoteles Mirador en ventas?': a verb of saying and the place's name right after 'en' say where it
 * was said, so the words beside them describe what was said there, not another thing.
 */
const SAID_THERE =
  /^(dijo|dijeron|dicho|comento|comentaron|comentado|escribio|escribieron|escrito|hablo|hablaron|hablado|puso|pusieron|puesto|conto|contaron|contado|pregunto|preguntaron|preguntado|aviso|avisaron|avisado)$/;

function saysSaidIn(text: string, placeWords: ReadonlySet<string>): boolean {
  const words = normalizeText(text).split(" ");
  const said = words.some((word) => SAID_THERE.test(word));
  const inPlace = words.some(
    (word, index) =>
      placeWords.has(word) && (words[index - 1] === "en" || (words[index - 1] === "de" && words[index - 3] === "en")),
  );
  return said && inPlace;
}

/** Verbs of saying: what was said in a place is what it holds ('qué dijeron en el post del evento'). */
const SAYING = /^(dij|dic|dec|coment|pregunt|respond|contest|opin|escrib|habl|cont)/;

/**
 * 'cuántos me gusta tiene el post de la versión 2.4', 'abre el chat con Javier': the place named by its kind, with
 * nothing said of what it holds, is itself what the request is about: the tool for such things is given it.
 */
function isAboutPlaceItself(parsed: SpanishRequest, place: Place): boolean {
  const { objects } = parsed;
  const words = normalizeText(parsed.request.text).split(" ");
  // '¿cuándo publiqué lo del webinar?', '¿cuántos likes tuvo lo de la 2.4?': what is said of a post itself names it.
  const ofItself = words.some((word) => POST_ITSELF.test(word));
  if (!place.kind || !(objects.includes(place.kind) || ofItself) || objects.includes(place.holds)) return false;
  return !words.some((word) => SAYING.test(word));
}

/**
 * '¿cuándo publiqué lo del webinar?', '¿cuántos likes tiene lo del caso de éxito?': with no word for the thing, what
 * only a post has says the request is about the app's posts.
 */
function readPostItself(parsed: SpanishRequest, app: ServiceKey, tools: readonly AppTool[]): SpanishRequest {
  const reads = [undefined, "list", "search", "read"].includes(parsed.action);
  const keepsPosts = tools.some((tool) => tool.app === app && !tool.writes && tool.intent.objects.includes("media"));
  const words = normalizeText(parsed.request.text).split(" ");
  if (!reads || !keepsPosts || parsed.objects.length > 0 || !words.some((word) => POST_ITSELF.test(word)))
    return parsed;
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = parsed;
  return { ...rest, action: "list", objects: ["media"] };
}

/** What only a post itself has: being published or uploaded, and its likes. */
const POST_ITSELF = /^(publique|publicamos|publicaste|publico|publicaron|subi|subimos|colgue|colgamos|likes?|gusta)$/;

/** What people said, in the past: 'comentó', 'preguntaron', 'dijo', 'ha opinado'. */
const SAID_IN_PAST =
  /^(dijo|dijeron|dicho|comento|comentaron|comentado|pregunto|preguntaron|preguntado|opino|opinaron|opinado|respondio|respondieron|respondido|contesto|contestaron|contestado|escribio|escribieron|escrito)$/;

/**
 * '¿alguien preguntó si se puede conectar con Outlook?', '¿quién comentó en el vídeo de la oficina?': in an app where
 * people answer with comments, what someone said is in the comments (each with the post it is under), whatever the
 * post is called.
 */
function readSaidInComments(parsed: SpanishRequest, app: ServiceKey, tools: readonly AppTool[]): SpanishRequest {
  const reads = [undefined, "list", "search", "read"].includes(parsed.action);
  const keepsComments = tools.some(
    (tool) => tool.app === app && !tool.writes && tool.intent.objects.includes("comment"),
  );
  const said = normalizeText(parsed.request.text)
    .split(" ")
    .some((word) => SAID_IN_PAST.test(word));
  if (!reads || !keepsComments || !said || parsed.objects.includes("comment")) return parsed;
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = parsed;
  return { ...rest, action: "list", objects: ["comment"] };
}

/**
 * Words people use for the same state, whichever one the app writes: 'paradas' or 'bloqueadas' are what monday.com
 * calls «Estancado», 'terminado' what it calls «Listo».
 */
const STATE_SYNONYMS: readonly [RegExp, string][] = [
  [/^(parad|bloquead|atascad|frenad)[oa]s?$/, stemWord("estancado")],
  [/^(terminad|acabad|completad|finalizad)[oa]s?$/, stemWord("listo")],
];

/** The state of the app's items the request names with every word of it ('qué está listo' → «Listo»). */
function matchState(directory: AppDirectory, text: string): string | undefined {
  // 'estancados' names «Estancado»: words are compared by their stems, so number and gender do not matter.
  const said = normalizeText(text).split(" ");
  const words = new Set(
    said.flatMap((word) => [
      stemWord(word),
      ...STATE_SYNONYMS.filter(([form]) => form.test(word)).map(([, stem]) => stem),
    ]),
  );
  const fits = (directory.states ?? []).filter((state) => {
    const own = normalizeText(state)
      .split(" ")
      .filter((word) => word.length > 2);
    return own.length > 0 && own.every((word) => words.has(stemWord(word)));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** 'qué está listo ya?': a question naming a state of the app's items lists the items in it. */
function groundState(parsed: SpanishRequest, directory: AppDirectory): SpanishRequest {
  const state = matchState(directory, parsed.request.text);
  const holds = directory.places[0]?.holds;
  if (!state || !holds) return parsed;
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = parsed;
  return {
    ...rest,
    request: { ...parsed.request, state },
    action: parsed.action ?? "list",
    objects: parsed.objects.length > 0 ? parsed.objects : [holds],
  };
}

/**
 * The request read by what the person's app holds: a place named without '#' ('qué se dijo en ventas', 'el chat con
 * javier', 'que tengo en eventos y ferias') becomes the request's place, its words no longer a person or words to
 * look for, and a question about it a read of what it holds; a message's recipient written in lowercase becomes the
 * person the app knows. Anything that names nothing the app has is left as it was read.
 */
export function groundRequest(
  parsed: SpanishRequest,
  directory: AppDirectory | undefined,
  app: ServiceKey,
  tools: readonly AppTool[],
): SpanishRequest {
  const said = readPostItself(readSaidInComments(parsed, app, tools), app, tools);
  if (!directory || TEAM_CHANGES.includes(parsed.action) || parsed.asksWhoIs) return said;
  // 'contéstale a javier que sí' in an app with no reply of its own is a message to him.
  const repliesBySending =
    parsed.action === "reply" && !tools.some((tool) => tool.app === app && tool.intent.action === "reply");
  if (parsed.action === "send" || repliesBySending) {
    const grounded = groundRecipient(parsed, directory);
    if (grounded || parsed.request.person) return grounded ?? parsed;
  }
  const creates = parsed.action === "create";
  const matched = matchPlace(directory.places, readPlaceText(parsed.request, creates));
  // '¿cuántas tareas tengo?' does not name the list «Tareas generales»: the word for what a place holds names it only
  // with the rest of its name.
  const found =
    matched && !(matched.coverage < 1 && namesOnlyWhatItHolds(matched.words, matched.place)) ? matched : undefined;
  if (!found && creates) return parsed;
  if (!found) return groundPersonFilter(groundState(said, directory), directory, app, tools);
  const aboutItself = isAboutPlaceItself(parsed, found.place);
  const state = creates ? undefined : matchState(directory, parsed.request.text);
  const request: ParsedRequest = { ...parsed.request, place: found.place, ...(state ? { state } : {}) };
  for (const field of ["keywords", "person", "project"] as const) {
    const rest = removeNamingWords(request[field], found.words);
    if (rest) request[field] = rest;
    else delete request[field];
  }
  // What the place holds is what is asked for or added, unless the request names another thing the app has.
  const served = parsed.objects.filter(
    (object) =>
      (aboutItself || object !== found.place.kind) &&
      tools.some((tool) => tool.app === app && tool.intent.objects.includes(object)),
  );
  // 'escribe en ventas que…': a word of the place's name ('ventas' for deals) is no object of the message sent there.
  if (parsed.action === "send" && ["message", "comment"].includes(found.place.holds))
    return { ...parsed, request, objects: served };
  // 'pon en la feria del mueble: revisar el stand': what is put on a board is a new item of it, named by those words.
  if (parsed.action === "send" && request.body) {
    const { body, ...named } = request;
    return { ...parsed, action: "create", request: { ...named, name: body }, objects: [found.place.holds] };
  }
  // Naming one of the person's places makes it a request to their app ('añadí a eventos y ferias: …').
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...rest } = parsed;
  const grounded: SpanishRequest = {
    ...rest,
    request,
    action: parsed.action ?? "list",
    objects: served.length > 0 ? served : [found.place.holds],
  };
  return creates ? grounded : groundPersonFilter(grounded, directory, app, tools);
}

/**
 * 'qué archivos tiene Marta López', 'lo que me compartió Laura' in the general chat, with no app and no place named:
 * a person named as whose files they are is one of a file app's people (Drive's owners), and that app is asked.
 */
export function groundFileOwnerAnywhere(
  parsed: SpanishRequest,
  directories: ReadonlyMap<ServiceKey, AppDirectory>,
  tools: readonly AppTool[],
): SpanishRequest | undefined {
  for (const [app, directory] of directories) {
    const grounded = groundRequest({ ...parsed, app }, directory, app, tools);
    if (grounded.request.owner) return grounded;
  }
  return undefined;
}
