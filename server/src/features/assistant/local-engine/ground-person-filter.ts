import type { ServiceKey } from "@shifu/contract";
import { distance } from "fastest-levenshtein";
import type { AppDirectory, AppTool, IntentAction, IntentObject } from "../../../integrations/app-tool";
import { isTransposition } from "../../../integrations/matches-name-loosely";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { hasNamingWords } from "./match-place";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** Reads that can be narrowed to one person's things; a change or a message to someone is never such a read. */
const FILTERED_ACTIONS: readonly (IntentAction | undefined)[] = [undefined, "list", "search", "summarize"];

/** What a person is in charge of (tasks, board items) and what a person writes (messages). */
const OWNED: readonly IntentObject[] = ["task", "item", "pending"];
const WRITTEN: readonly IntentObject[] = ["message", "chat"];

/** Verbs of saying, writing or sending, as said of someone: 'ha dicho', 'escribió', 'puso', 'me mandó'. */
const SAID =
  /^(dicho|dijo|dice|decia|escrito|escribio|escribe|puesto|puso|pone|comentado|comento|comenta|contado|conto|publicado|publico|hablado|hablo|preguntado|pregunto|mandado|mando|enviado|envio|pasado|paso)$/;

/**
 * Words that only say the person is busy with something ('¿en qué está trabajando?', 'lo que tiene pendiente', 'lo
 * que ha dicho'): once the person is a filter, they describe nothing to look for.
 */
const FILLER =
  /^(trabajando|trabaja|trabajan|pendiente|pendientes|asignad[oa]s?|lleva|llevando|encarga|encargando|haciendo|hace|tiene|tienen|marcha|curso|metid[oa]|anda|andan|ocupad[oa]|liad[oa]|cosas|tareas?|elementos?|mensajes?|algo|ultimamente|ultimo|ultimos)$/;

/** 'me ha asignado', 'me pasó', 'me encargaron': the person named gave the task, it is still the person's own. */
const GIVEN_TO_ME =
  /\b(me|nos) (ha |han |habia |habian )?(asignad[oa]|asigno|asignaron|pasad[oa]|paso|pasaron|encargad[oa]|encargo|encargaron|mandad[oa]|mando|mandaron|dado|dio|dieron|delegad[oa]|delego|puesto|puso|pusieron)\b|\b(tareas?|elementos?) (que )?(ha |han )?(cread[oa]s?|creo|crearon)\b/;

/** What a file store holds: whose files are asked for is who owns them. */
const FILES: readonly IntentObject[] = ["file", "document", "spreadsheet", "presentation"];

/** Verbs that make someone a file's owner: 'subió', 'ha compartido', 'creó', 'tiene', 'me pasó', 'ha tocado'. */
const OWNS_FILE =
  /^(subio|subido|subieron|sube|compartio|compartido|comparte|creo|creado|hizo|hecho|tiene|tienen|paso|pasado|mando|mandado|preparo|preparado|redacto|redactado|dejo|dejado|toco|tocado|edito|editado|modifico|modificado|cambio|cambiado|actualizo|actualizado|escribio|escrito)$/;

/** Whether a written word is a part of a name: the same, its start ('javi' of Javier) or a slip off ('lucai'). */
function fitsNamePart(word: string, part: string): boolean {
  if (word === part) return true;
  if (word.length >= 4 && part.startsWith(word)) return true;
  if (word.length < 5 || word[0] !== part[0]) return false;
  // Long names take two slips ('irache' for Iratxe), short ones one; two letters swapped are one slip ('pdero').
  return distance(word, part) <= (Math.min(word.length, part.length) >= 6 ? 2 : 1) || isTransposition(word, part);
}

/**
 * The person of the app's directory the words name, with the words that named them: the one with most parts of the
 * name written ('javier ortiz' over another Javier). When two fit as well ('ana' for Ana Ruiz and Ana García), the
 * words as written, for the app to tell them apart or ask which.
 */
export function findNamedPerson(
  people: readonly string[],
  text: string,
): { name: string; words: Set<string> } | undefined {
  const words = normalizeText(text)
    .split(" ")
    .filter((word) => word.length >= 3 && !isStopword(word) && !ALL_VERB_FORMS.has(word) && !(word in OBJECT_WORDS));
  const fits = [...new Set(people)].flatMap((name) => {
    const parts = normalizeText(name).split(" ");
    const said = words.filter((word) => parts.some((part) => fitsNamePart(word, part)));
    return said.length > 0 ? [{ name, words: new Set(said) }] : [];
  });
  const most = Math.max(0, ...fits.map((fit) => fit.words.size));
  const best = fits.filter((fit) => fit.words.size === most);
  if (best.length === 1) return best[0];
  const [first] = best;
  return first ? { name: [...first.words].join(" "), words: first.words } : undefined;
}

/** The request's words that may name someone: not the place it names nor the channel. */
function readPersonText(request: SpanishRequest["request"]): string {
  const placeWords = new Set(normalizeText(`${request.place?.name ?? ""} ${request.channel ?? ""}`).split(" "));
  return normalizeText(request.text.replace(/#[\p{L}\p{N}_-]+/gu, " "))
    .split(" ")
    .filter((word) => !placeWords.has(word))
    .join(" ");
}

/** 'que ha dicho nerea en anuncios', 'lo que puso lucia': the word right after a verb of saying, if it can be a name. */
function readSpeakerAfterSaying(text: string): string | undefined {
  const words = normalizeText(text).split(" ");
  const at = words.findIndex((word) => SAID.test(word));
  const next = at >= 0 ? words[at + 1] : undefined;
  if (!next || next.length < 3 || isStopword(next) || ALL_VERB_FORMS.has(next) || next in OBJECT_WORDS)
    return undefined;
  return next;
}

/** The request's words left once the person and the busy words are taken out, when they still describe something. */
function keepDescribingWords(value: string | undefined, named: ReadonlySet<string>): string | undefined {
  if (!value) return undefined;
  const kept = value
    .split(/\s+/)
    .filter((word) => !named.has(normalizeText(word)) && !FILLER.test(normalizeText(word)))
    .join(" ")
    .trim();
  return kept && hasNamingWords(kept) ? kept : undefined;
}

/**
 * 'tareas de Lucía', '¿en qué está trabajando Javier?', '¿qué ha dicho Laura en #general?': another person named in a
 * read of an app that keeps tasks or messages is whose tasks (the assignee) or whose messages (the author) are asked
 * for. The person is the one the app's directory knows; a chat app whose directory has no people takes the name
 * written after a verb of saying, which its tool matches against the authors.
 */
export function groundPersonFilter(
  parsed: SpanishRequest,
  directory: AppDirectory,
  app: ServiceKey,
  tools: readonly AppTool[],
): SpanishRequest {
  const { request } = parsed;
  // 'reacciona al último mensaje de Rocío': the message reacted to is one that person wrote, as the directory names them.
  if (parsed.action === "react") {
    const named = request.person ? findNamedPerson(directory.people, request.person) : undefined;
    return named ? { ...parsed, request: { ...request, author: named.name } } : parsed;
  }
  if (!FILTERED_ACTIONS.includes(parsed.action) || request.mentionsOnly) return parsed;
  if (request.directOnly) return groundDirectPerson(parsed, directory);
  // What the app does not keep ('lo que me mandó Laura' reads as mail) is no object of its listing.
  const served = parsed.objects.filter((object) =>
    tools.some((tool) => tool.app === app && tool.intent.objects.includes(object)),
  );
  const listing = tools.find(
    (tool) =>
      tool.app === app &&
      tool.intent.action === "list" &&
      !tool.writes &&
      served.every((object) => tool.intent.objects.includes(object)),
  );
  if (!listing) return parsed;
  if (listing.intent.objects.some((object) => FILES.includes(object))) return groundFileOwner(parsed, directory);
  const owns = listing.intent.objects.some((object) => OWNED.includes(object));
  const writes = listing.intent.objects.some((object) => WRITTEN.includes(object));
  // A person carried over from the request before ('… de laura en gmail y qué me ha dicho en slack') is not in the
  // words of this one.
  const named =
    findNamedPerson(directory.people, readPersonText(request)) ??
    (request.person ? findNamedPerson(directory.people, request.person) : undefined);
  const saysSomething = normalizeText(request.text)
    .split(" ")
    .some((word) => SAID.test(word));
  if (owns && !writes) {
    if (!named) return parsed;
    // 'las tareas que me ha asignado Lucía' are the person's own, given by Lucía: she is who they come from, which
    // the listing shows and the ranking looks for.
    if (GIVEN_TO_ME.test(normalizeText(request.text))) {
      const keywords = keepDescribingWords(request.keywords, named.words);
      const { keywords: _keywords, ...rest } = request;
      return { ...parsed, request: { ...rest, person: named.name, ...(keywords ? { keywords } : {}) } };
    }
    const { person: _person, keywords, ...rest } = request;
    const left = keepDescribingWords(keywords, named.words);
    if (left) return { ...parsed, request: { ...rest, assignee: named.name, keywords: left } };
    const { act: _act, aboutKnowledge: _aboutKnowledge, ...kept } = parsed;
    return {
      ...kept,
      action: "list",
      objects: [listing.intent.objects[0] ?? "task"],
      request: { ...rest, assignee: named.name },
    };
  }
  if (!writes || !(saysSomething || parsed.objects.some((object) => WRITTEN.includes(object)) || request.place))
    return parsed;
  // An app that lists its people is the one word on who they are; without a list, a name said as the speaker or
  // written with a capital is matched against the authors by the tool.
  const written = request.person && /^\p{Lu}/u.test(request.person) ? request.person : undefined;
  const guessed = directory.people.length > 0 ? undefined : (readSpeakerAfterSaying(request.text) ?? written);
  const author = named?.name ?? guessed;
  if (!author) return parsed;
  const spoken = named?.words ?? new Set(normalizeText(author).split(" "));
  const left = keepDescribingWords(request.keywords, spoken);
  const { person: _person, keywords: _keywords, ...rest } = request;
  // Described as well ('lo que dijo Raúl sobre la integración'), the person stays the sender the ranking looks for
  // and the question stays one asked of the data.
  if (left) return { ...parsed, request: { ...rest, author, keywords: left, person: author } };
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...kept } = parsed;
  return {
    ...kept,
    action: parsed.action ?? "list",
    // What someone wrote are messages, whatever holds them ('el chat de la obra').
    objects: ["message"],
    request: { ...rest, author },
  };
}

/**
 * Whether the words name the person as the files' owner: after or before a verb of making or sharing ('los que subió
 * Pedro', 'lo que Laura compartió'), or as whose files they are ('los documentos de Carlos'). A name that only
 * describes what a file is about ('la entrevista con Navarro', 'el procedimiento de soporte') is no owner.
 */
function namesOwner(text: string, named: ReadonlySet<string>): boolean {
  const words = normalizeText(text).split(" ");
  const at = words.findIndex((word) => named.has(word));
  if (at < 0) return false;
  const last = at + named.size - 1;
  const near = [...words.slice(Math.max(0, at - 3), at), ...words.slice(last + 1, last + 3)];
  if (near.some((word) => OWNS_FILE.test(word))) return true;
  // 'las hojas de cálculo de Carlos': the kind may be a phrase, named by its first word; '¿qué archivos tengo de
  // Marta?': a verb of having may stand between the kind and whose.
  const having = /^(?:tengo|tenemos|tienes|hay|guardo)$/.test(words[at - 2] ?? "") ? 1 : 0;
  const phrased = words[at - 2 - having]?.startsWith("calcul") && words[at - 3 - having] === "de";
  const thing = OBJECT_WORDS[words[at - (phrased ? 4 : 2) - having] ?? ""]?.object;
  return ["de", "del"].includes(words[at - 1] ?? "") && thing !== undefined && FILES.includes(thing);
}

/**
 * 'los archivos que subió Pedro', '¿qué documentos tiene Pedro Sánchez?', 'el documento que compartió Laura sobre
 * marketing': a person of the file store's directory named as the owner narrows the read to their files, and only
 * the other words are looked for.
 */
function groundFileOwner(parsed: SpanishRequest, directory: AppDirectory): SpanishRequest {
  const { request } = parsed;
  const named = findNamedPerson(directory.people, readPersonText(request));
  if (!named || !directory.people.includes(named.name) || !namesOwner(request.text, named.words))
    return groundUnknownSharer(parsed);
  const { person: _person, keywords, ...rest } = request;
  const left = keepDescribingWords(
    keywords
      ?.split(/\s+/)
      .filter((word) => !OWNS_FILE.test(normalizeText(word)))
      .join(" "),
    named.words,
  );
  if (left) return { ...parsed, request: { ...rest, owner: named.name, keywords: left } };
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...kept } = parsed;
  return {
    ...kept,
    action: "list",
    objects: [parsed.objects[0] ?? "file"],
    request: { ...rest, owner: named.name },
  };
}

/** 'lo que me compartió Javier', 'qué me ha pasado Rocío Vega': a name written after a verb of giving files to the person. */
const SHARED_WITH_ME =
  /\b(?:me|nos)\s+(?:ha\s+|han\s+)?(?:compartid[oa]|compartió|compartio|pasad[oa]|pasó|paso|mandad[oa]|mandó|mando|enviad[oa]|envió|envio)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)/u;

/**
 * 'lo que me compartió Javier' where nobody of that name owns a file the person can see: the name as written is still
 * whose files are asked for, so the file store can say it knows nobody so called instead of a refusal.
 */
function groundUnknownSharer(parsed: SpanishRequest): SpanishRequest {
  const { request } = parsed;
  const sharer = SHARED_WITH_ME.exec(request.text)?.[1];
  if (!sharer || request.owner || parsed.objects.some((object) => !FILES.includes(object))) return parsed;
  // 'los archivos del presupuesto que me pasó Javier' describes files to look for, by their words.
  if (keepDescribingWords(request.keywords, new Set(normalizeText(sharer).split(" ")))) return parsed;
  const { act: _act, aboutKnowledge: _aboutKnowledge, ...kept } = parsed;
  const { person: _person, keywords: _keywords, ...rest } = request;
  return { ...kept, action: "list", objects: [parsed.objects[0] ?? "file"], request: { ...rest, owner: sharer } };
}

/**
 * '¿tenés algún dm de laura?', 'lo que me mandó pedro por privado': the person of the directory named in a read of
 * direct messages is whose conversation is read, written in lower case or not, and no word to look for.
 */
function groundDirectPerson(parsed: SpanishRequest, directory: AppDirectory): SpanishRequest {
  const { request } = parsed;
  const named = findNamedPerson(directory.people, readPersonText(request));
  // A person written otherwise (an address, a name the directory lacks) is the tool's to find.
  const said = request.person ? normalizeText(request.person).split(" ") : [];
  if (!named || !said.every((word) => named.words.has(word))) return parsed;
  const { keywords, ...rest } = request;
  const left = keepDescribingWords(
    keywords
      ?.split(/\s+/)
      .filter((word) => !SAID.test(normalizeText(word)))
      .join(" "),
    named.words,
  );
  return { ...parsed, request: { ...rest, person: named.name, ...(left ? { keywords: left } : {}) } };
}
