import { distance } from "fastest-levenshtein";
import type { FileKind, IntentAction, IntentObject } from "../../../integrations/app-tool";
import { ALL_VERB_FORMS, OBJECT_WORDS, type VerbClass } from "./intent-vocabulary";
import { isCalendarWord } from "./is-calendar-word";
import { isStopword } from "./is-stopword";
import type { Token } from "./tokenize-request";

/** The action and the objects a request names, with the words that named them. */
export type DetectedIntent = {
  action?: IntentAction;
  /** Most specific first: in 'añade una nota al contacto Ana' the note comes before the contact. */
  objects: IntentObject[];
  fileKind?: FileKind;
  /** Indexes of the tokens read as verbs or objects, so they are not read again as names or keywords. */
  usedTokens: Set<number>;
  /** Indexes of the object words alone, in order: a new thing's name follows them. */
  objectTokens: number[];
  /** The verb that set the action, where a name starts when no object word precedes it. */
  actionToken?: number;
  /** Verbs other than the one that set the action: in 'crea la tarea revisar el contrato' they belong to the name. */
  otherVerbTokens: number[];
};

const ARTICLES = new Set([
  "el",
  "la",
  "los",
  "las",
  "un",
  "una",
  "unos",
  "unas",
  "mi",
  "mis",
  "tu",
  "tus",
  "su",
  "sus",
  "esa",
  "ese",
  "esta",
  "este",
]);
const COMPLETION_WORDS =
  /^(hech[ao]s?|complet[ao]d?[ao]?s?|terminad[ao]s?|finalizad[ao]s?|list[ao]s?|resuelt[ao]s?|cerrad[ao]s?)$/;
const OBJECT_WORD_LIST = Object.keys(OBJECT_WORDS).filter((word) => word.length >= 6);
const VERB_WORD_LIST = [...ALL_VERB_FORMS.keys()].filter((word) => word.length >= 5);

/** Tolerates one typo in a longer word ('correso', 'muestrame' as 'muestame'), never in short ones. */
function findClosest(word: string, candidates: readonly string[]): string | undefined {
  if (word.length < 5) return undefined;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) <= 1 && distance(candidate, word) <= 1) return candidate;
  }
  return undefined;
}

function readObjectAt(
  tokens: readonly Token[],
  index: number,
): { object: IntentObject; fileKind?: FileKind; length: number } | undefined {
  const word = tokens[index]?.norm ?? "";
  const next = tokens[index + 1]?.norm;
  const afterNext = tokens[index + 2]?.norm;
  if ((word === "hoja" || word === "hojas") && next === "de" && afterNext?.startsWith("calcul")) {
    return { object: "spreadsheet", fileKind: "spreadsheet", length: 3 };
  }
  if (word === "to" && (next === "do" || next === "dos")) return { object: "task", length: 2 };
  // 'la bandeja de entrada' is the inbox, whose 'entrada' is nothing to look for.
  if (word === "bandeja" && next === "de" && /^(entrada|salida)$/.test(afterNext ?? ""))
    return { object: "email", length: 3 };
  if (word === "todo" && !ARTICLES.has(tokens[index - 1]?.norm ?? "")) return undefined;
  // 'a las 9 y media': half past an hour, not Instagram's media.
  if (
    word === "media" &&
    tokens[index - 1]?.norm === "y" &&
    /^\d{1,2}$|^(una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)$/.test(tokens[index - 2]?.norm ?? "")
  )
    return undefined;
  // A capitalised object word right after another object is part of a title: 'la página Notas de reunión'.
  const previous = tokens[index - 1];
  if (/^[A-ZÁÉÍÓÚ]/.test(tokens[index]?.raw ?? "") && previous && previous.norm in OBJECT_WORDS) return undefined;
  // 'de Correos Express': a capitalised object word opening a capitalised run after 'de' is a name.
  const capitalised = (token: Token | undefined) => /^[A-ZÁÉÍÓÚ]/.test(token?.raw ?? "");
  if (previous?.norm === "de" && capitalised(tokens[index]) && capitalised(tokens[index + 1])) return undefined;
  // 'la carpeta clientes', 'la lista campañas': right after a kind of place, an object word is that place's name.
  if (/^(carpeta|lista|tablero|proyecto|grupo|seccion)$/.test(previous?.norm ?? "")) return undefined;
  // 'la presentación de ventas', 'la hoja de contactos': after another object and 'de', an object word is its title.
  if (/^(de|del)$/.test(previous?.norm ?? "") && (tokens[index - 2]?.norm ?? "") in OBJECT_WORDS) return undefined;
  // 'el correo de las fotos de la cena', 'el mail de la reunión': with an article between, still the first one's title.
  const beforeArticle = tokens[index - 3]?.norm ?? "";
  if (
    ARTICLES.has(previous?.norm ?? "") &&
    /^(de|del)$/.test(tokens[index - 2]?.norm ?? "") &&
    beforeArticle in OBJECT_WORDS
  )
    return undefined;
  const exact = OBJECT_WORDS[word];
  if (exact) return { ...exact, length: 1 };
  if (ALL_VERB_FORMS.has(word)) return undefined;
  const close = OBJECT_WORDS[findClosest(word, OBJECT_WORD_LIST) ?? ""];
  return close ? { ...close, length: 1 } : undefined;
}

/** Words one letter away from a verb form that are words of their own: 'jueves' is not 'mueves'. */
const NOT_A_VERB_TYPO = /^(semana|semanas|mañana|manana|tarde|noche|ayer)$/;
/** Where a mistyped verb can stand: opening the request or a clause, or after the words that lead into a command. */
const LEADS_TO_VERB =
  /^(puedes|podes|podrias|puede|podria|quiero|quisiera|necesito|favor|porfa|porfis|me|te|y|e|luego|despues|tambien|ahora|ademas|vale|ok|oye|tu|usted)$/;

/** Whether a word stands where a command's verb does: opening the request or a clause, or after 'puedes', 'y'… */
function standsAsCommand(tokens: readonly Token[], index: number): boolean {
  const previous = tokens[index - 1];
  return !previous || previous.endsClause || LEADS_TO_VERB.test(previous.norm);
}

function mayBeMistypedVerb(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.norm ?? "";
  if (word.length < 6 || word.endsWith("o") || isStopword(word)) return false;
  if (NOT_A_VERB_TYPO.test(word) || isCalendarWord(word)) return false;
  return standsAsCommand(tokens, index);
}

/**
 * Verb forms that are as often adjectives ('¿cuándo estará lista la landing?', 'prioridad alta'): a verb only where a
 * command's verb stands, never as what something is or after the thing they describe.
 */
const ALSO_ADJECTIVE = /^(lista|listas|alta|altas)$/;

/** Words that stand before a verb told in the past, never before a command, whose pronouns follow it ('complétala'). */
const BEFORE_TOLD_PAST = /^(ya|yo|no|nunca|me|te|se|lo|la|los|las|le|les|nos|si|cuando|que|como|donde)$/;

/**
 * 'ya completé', 'no lo terminé', 'la mandé ayer': a first-person past the person tells or asks about, never a
 * command. Only voseo commands ('mové', 'respondé') end the same way, and they open their clause.
 */
function isToldPast(tokens: readonly Token[], index: number): boolean {
  const raw = tokens[index]?.raw.toLowerCase() ?? "";
  return raw.length >= 4 && raw.endsWith("é") && BEFORE_TOLD_PAST.test(tokens[index - 1]?.norm ?? "");
}

function readVerbAt(tokens: readonly Token[], index: number): VerbClass | undefined {
  const word = tokens[index]?.norm ?? "";
  if (word === "borrador" || word === "borradores") return undefined;
  // '¿quién hizo el procedimiento?', '¿quién creó la tarea?': a verb after 'quién' asks who did it, it commands nothing.
  if (/^(quien|quienes)$/.test(tokens[index - 1]?.norm ?? "")) return undefined;
  // 'el procedimiento de cierre', 'la fecha de envío': after 'de' a verb's form is a noun, unless it is an infinitive.
  const afterOf = /^(de|del)$/.test(tokens[index - 1]?.norm ?? "") && !/(ar|er|ir)$/.test(word);
  if (afterOf && !ALSO_ADJECTIVE.test(word) && index > 1) return undefined;
  if (isToldPast(tokens, index)) return undefined;
  // 'da de alta a Marta' still adds her.
  const givenAsNew = tokens[index - 1]?.norm === "de";
  if (ALSO_ADJECTIVE.test(word) && !givenAsNew && !standsAsCommand(tokens, index)) return undefined;
  // Typos are forgiven in long words only, not in words ending in 'o' ('envió', 'mandó' name a sender), and only where
  // a command's verb stands: elsewhere a word one letter from a verb is more likely a word of its own.
  const typo = mayBeMistypedVerb(tokens, index) ? findClosest(word, VERB_WORD_LIST) : undefined;
  const verb = ALL_VERB_FORMS.get(word) ?? ALL_VERB_FORMS.get(typo ?? "");
  if (!verb) return undefined;
  // After an article the word is a noun: 'la lista', 'la etiqueta', 'un resumen' is still a summary.
  // 'ya está, márcalo': a word that ends a clause ('está,') is no article of what follows.
  const previous = tokens[index - 1];
  if (ARTICLES.has(previous?.norm ?? "") && !previous?.endsClause && verb !== "summarize") return undefined;
  if (word in OBJECT_WORDS && index > 0) return undefined;
  return verb;
}

/** Words that introduce a name: 'lo de', 'el de', 'la empresa', 'el cliente'. */
const NAME_MARKERS = /^(?:(?:lo|el|la|los|las) de|(?:la|una|el|un) (?:empresa|compania|cliente|marca|proveedor))$/;
/** Where a name given after a marker stops: a clause's end, or a word that opens another clause. */
const ENDS_NAME = /^(y|e|que|o|pero|porque|para|hasta|como)$/;
const isCapitalised = (token: Token | undefined) => /^[A-ZÁÉÍÓÚÑ]/.test(token?.raw ?? "");

/**
 * The words that are part of a name, whatever action they look like: 'lo de Papelera Soria', 'la empresa Envíos
 * Rápidos', 'el de Procedimiento de cierre contable', or a run of capitalised words inside the sentence. A name begun
 * with a capital runs to the clause's end; one in lower case is its words that are no verb form ('lo de papelera
 * soria').
 */
function findNameTokens(tokens: readonly Token[]): Set<number> {
  const named = new Set<number>();
  for (let index = 0; index + 2 < tokens.length; index++) {
    const marker = `${tokens[index]?.norm} ${tokens[index + 1]?.norm}`;
    if (!NAME_MARKERS.test(marker) || tokens[index + 1]?.endsClause) continue;
    const first = index + 2;
    const titled = isCapitalised(tokens[first]);
    for (let position = first; position < tokens.length; position++) {
      const token = tokens[position];
      if (!token || (position > first && ENDS_NAME.test(token.norm))) break;
      if (position > first && !titled && ALL_VERB_FORMS.has(token.norm)) break;
      named.add(position);
      if (token.endsClause) break;
    }
  }
  // 'Papelera Soria', 'Envíos Rápidos del Norte': capitalised words together, not opening a sentence, are one name.
  for (let index = 1; index < tokens.length; index++) {
    const opensSentence = (position: number) => position === 0 || /[.!?]$/.test(tokens[position - 1]?.raw ?? "");
    let end = index;
    while (isCapitalised(tokens[end]) && !opensSentence(end) && !tokens[end]?.endsClause) end++;
    if (isCapitalised(tokens[end]) && !opensSentence(end)) end++;
    if (end - index >= 2) for (let position = index; position < end; position++) named.add(position);
    index = Math.max(index, end - 1);
  }
  return named;
}

/**
 * Kinds a chat message, a task or a meeting is about rather than is: 'el mensaje del vídeo', 'la tarea de la
 * presentación', 'la reunión del informe'. A mail's file may be its attachment ('el correo del pdf'), so mail keeps
 * reading it as a kind.
 */
const TOPICS_OF_THINGS: readonly IntentObject[] = ["media", "file", "document", "spreadsheet", "presentation"];
/** The things that hold no file of their own, whose kind words after 'de' say what they are about. */
const THINGS_WITH_TOPICS: readonly IntentObject[] = ["message", "task", "item", "event"];

function namesTopic(tokens: readonly Token[], index: number, objects: readonly IntentObject[]): boolean {
  if (!objects.some((object) => THINGS_WITH_TOPICS.includes(object))) return false;
  if (!/^(?:del|sobre|de)$/.test(tokens[index - 1]?.norm ?? "") && tokens[index - 2]?.norm !== "de") return false;
  const object = readObjectAt(tokens, index)?.object;
  return object !== undefined && TOPICS_OF_THINGS.includes(object);
}

/** Reads the 'mark' verb by what follows: done → complete, a label → label. */
function resolveMark(tokens: readonly Token[], from: number, objects: IntentObject[]): IntentAction | undefined {
  const rest = tokens.slice(from + 1).map((token) => token.norm);
  if (rest.some((word) => COMPLETION_WORDS.test(word))) return "complete";
  // 'marca como echa la de los banners': 'hecha' without its h, after 'como'.
  if (rest.some((word, index) => /^ech[ao]s?$/.test(word) && rest[index - 1] === "como")) return "complete";
  // 'ya está hecho, márcalo': a thing marked with nothing said of how is ticked off; a label is always named.
  if (rest.length === 0 && /^marca(?:lo|la|los|las)$/.test(tokens[from]?.norm ?? "")) return "complete";
  if (objects.includes("label") || rest.includes("importante")) return "label";
  // 'marca el de Iberia como Viajes': a name after 'como' is a label; 'como leído' is a state no tool sets.
  const as = rest.indexOf("como");
  if (as >= 0 && rest[as + 1] && !/^(leid|no|sin|hech|complet|terminad|list)/.test(rest[as + 1] ?? "")) return "label";
  return undefined;
}

/**
 * An infinitive that says what state things are in, not what to do: 'tareas sin terminar', 'correos sin contestar',
 * 'lo que queda por hacer', 'pendientes de revisar', 'cosas que hacer'.
 */
function describesState(tokens: readonly Token[], index: number): boolean {
  const word = tokens[index]?.norm ?? "";
  const previous = tokens[index - 1]?.norm ?? "";
  if (!/(ar|er|ir)$/.test(word) || word.length < 4) return false;
  if (previous === "sin" || previous === "por") return true;
  // 'qué tengo para hacer', 'q hacer': what is to be done, said with 'para' or a shortened 'que'.
  if (/^(que|q|para)$/.test(previous) && word === "hacer") return true;
  return previous === "de" && /^pendientes?$/.test(tokens[index - 2]?.norm ?? "");
}

/**
 * Past and present forms of sending, which after 'me' say what arrived: 'me envió', 'me ha mandado', 'me escriben',
 * '¿me respondió Pedro?'.
 */
const SENT_TO_ME =
  /^(?:envi(?:ado|o|aron|a|an)|mand(?:ado|o|aron|a|an)|escri(?:bio|bieron|to|be|ben)|respond(?:io|ieron|ido)|contest(?:o|aron|ado))$/;

/** 'lo de la reunión', 'lo del comité': what follows says what something is about. */
function followsTopicMarker(tokens: readonly Token[], index: number): boolean {
  const before = tokens
    .slice(Math.max(0, index - 3), index)
    .map((token) => token.norm)
    .join(" ");
  return /(?:^|\s)lo (?:de|del|de la|de las|de los)$/.test(before);
}

/**
 * 'correo lucia@turia.es', 'email: ana@x.es', 'teléfono 961 234 567': a word that labels the value given right after
 * it names a detail of what is made, not a thing to act on.
 */
function labelsGivenValue(tokens: readonly Token[], index: number): boolean {
  if (!/^(correo|email|mail|e-mail|emails?|telefono|tel|movil|celular)$/.test(tokens[index]?.norm ?? "")) return false;
  const next = tokens[index + 1]?.norm === "electronico" ? tokens[index + 2] : tokens[index + 1];
  return /@|^\+?\d/.test(next?.raw ?? "");
}

/**
 * Finds what a request asks to do and on what, by verb and noun families rather than sentences: 'muéstrame', 'lista',
 * 'quiero ver' all show; 'tira a la papelera', 'borra', 'elimina' all trash.
 */
export function detectIntent(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): DetectedIntent {
  const usedTokens = new Set<number>();
  const objects: IntentObject[] = [];
  let fileKind: FileKind | undefined;
  const verbs: { verb: VerbClass; index: number }[] = [];
  const objectTokens: number[] = [];

  let inRelativeClause = false;
  let meetingAsTopic: number[] = [];
  const named = findNameTokens(tokens);
  for (let index = 0; index < tokens.length; index++) {
    // Channels and addresses are names, however close they look to a word ('#ventas').
    if (skip.has(index) || /[#@]/.test(tokens[index]?.raw ?? "")) continue;
    // 'los clientes que he dado de alta', 'los correos que tengo que responder': verbs in a clause after an object
    // describe it; the request's own verb came before.
    if (tokens[index]?.norm === "que" && objectTokens.includes(index - 1)) inRelativeClause = true;
    const object = labelsGivenValue(tokens, index) ? undefined : readObjectAt(tokens, index);
    // 'el correo sobre la reunión', 'el acta de la reunión': a meeting after another thing is what that thing is about.
    if (object?.object === "event" && objects.length > 0 && !objects.includes("event")) {
      index += object.length - 1;
      continue;
    }
    // 'al mensaje de Pedro del vídeo', 'la tarea de la presentación': a file's kind named after 'del' once a message
    // or a task was named is what that thing is about.
    if (object && namesTopic(tokens, index, objects)) {
      index += object.length - 1;
      continue;
    }
    if (object && !(tokens[index]?.norm === "etiqueta" && index === 0)) {
      if (object.object === "event" && followsTopicMarker(tokens, index))
        meetingAsTopic = Array.from({ length: object.length }, (_, offset) => index + offset);
      if (!objects.includes(object.object)) objects.push(object.object);
      fileKind ??= object.fileKind;
      for (let offset = 0; offset < object.length; offset++) usedTokens.add(index + offset);
      objectTokens.push(index + object.length - 1);
      index += object.length - 1;
      continue;
    }
    const pending = describesState(tokens, index);
    // 'la tarea de enviar el informe', 'borra la de traducir la web': an infinitive after 'de' names the thing by
    // what it is about; the request's own verb is elsewhere.
    const titled =
      /^(de|del)$/.test(tokens[index - 1]?.norm ?? "") &&
      /(ar|er|ir)$/.test(tokens[index]?.norm ?? "") &&
      (objectTokens.includes(index - 2) || /^(la|el|las|los)$/.test(tokens[index - 2]?.norm ?? ""));
    // A state is a filter the tools read from the text ('sin leer'), never a word to search for.
    if (pending) usedTokens.add(index);
    const verb = inRelativeClause || pending || titled || named.has(index) ? undefined : readVerbAt(tokens, index);
    if (verb) {
      verbs.push({ verb, index });
      usedTokens.add(index);
    }
  }

  // 'nueva tarea' creates; 'algo nuevo en Discord' does not: the adjective counts only beside an object.
  const nearObject = (index: number) => objectTokens.some((objectIndex) => Math.abs(objectIndex - index) <= 2);
  for (let position = verbs.length - 1; position >= 0; position--) {
    const entry = verbs[position];
    if (entry && /^nuev[oa]$/.test(tokens[entry.index]?.norm ?? "") && !nearObject(entry.index)) {
      verbs.splice(position, 1);
      usedTokens.delete(entry.index);
    }
  }
  let action = chooseAction(
    tokens.filter((_, index) => !named.has(index)),
    verbs,
    objects,
    tokens,
  );
  // 'lo que me ha mandado Pedro', '¿me escribió Laura?': sent to me is mail received, not mail to send.
  const sentToMe = tokens.some(
    (token, index) =>
      SENT_TO_ME.test(token.norm) && (tokens[index - 1]?.norm === "me" || tokens[index - 2]?.norm === "me"),
  );
  // 'lo del comité q me mandó rosa, dile q sí voy': an order to someone said after it still sends.
  const ordersAfter = verbs.some(
    (entry) =>
      entry.verb === "send" &&
      /(?:le|les)$/.test(tokens[entry.index]?.norm ?? "") &&
      tokens.slice(0, entry.index).some((token) => SENT_TO_ME.test(token.norm)),
  );
  if (objects.length === 0 && sentToMe && !ordersAfter) {
    objects.push("email");
    if (action === "send" || action === undefined) action = "search";
  }
  // 'recuérdame llamar al gestor': a reminder is a task even when the word 'tarea' is missing.
  if (
    action === "create" &&
    objects.length === 0 &&
    verbs.some((entry) => /^(recuerd|record)/.test(tokens[entry.index]?.norm ?? ""))
  ) {
    objects.push("task");
  }
  const actionVerb = verbs.find(
    (entry) =>
      entry.verb === action ||
      (entry.verb === "mark" && action !== undefined) ||
      ((entry.verb === "put" || entry.verb === "assign") && action === "create"),
  );
  const otherVerbTokens = verbs.filter((entry) => entry !== actionVerb).map((entry) => entry.index);
  if (actionVerb) {
    for (const index of otherVerbTokens) {
      if (index > actionVerb.index) usedTokens.delete(index);
    }
  }
  if (action === "create" && actionVerb)
    dropPlaceBeforeVerb(tokens, { objects, objectTokens, usedTokens }, actionVerb.index);
  // 'contesta a Rosa lo de la reunión de seguimiento': a reply is to a mail or a message; the meeting is what it is
  // about, and its words say which.
  if (action === "reply" && meetingAsTopic.length > 0) {
    objects.splice(objects.indexOf("event"), 1);
    for (const index of meetingAsTopic) {
      usedTokens.delete(index);
      if (objectTokens.includes(index)) objectTokens.splice(objectTokens.indexOf(index), 1);
    }
  }
  if (action === "label" && !objects.includes("email") && !objects.includes("message") && objects.includes("label")) {
    // 'etiqueta' read as a verb with no mail to label: it was the noun ('etiqueta Facturas, créala').
    return {
      action: "create",
      objects,
      fileKind,
      usedTokens,
      objectTokens,
      otherVerbTokens,
      actionToken: actionVerb?.index,
    };
  }
  return {
    action,
    objects: orderObjects(objects, action),
    fileKind,
    usedTokens,
    objectTokens,
    otherVerbTokens,
    actionToken: actionVerb?.index,
  };
}

/** 'en la papelera', 'de la papelera': the bin as the place things are, not where something goes. */
function namesTheBin(words: readonly string[], index: number): boolean {
  const before = words[index - 1] === "la" ? words[index - 2] : words[index - 1];
  return before === "en" || before === "de";
}

/** `tokens` are the request's words but names; `allTokens` all of them, which the verbs' indexes count in. */
function chooseAction(
  tokens: readonly Token[],
  verbs: { verb: VerbClass; index: number }[],
  objects: IntentObject[],
  allTokens: readonly Token[],
): IntentAction | undefined {
  const words = tokens.map((token) => token.norm);
  const has = (verb: VerbClass) => verbs.some((entry) => entry.verb === verb);
  const mark = verbs.find((entry) => entry.verb === "mark");
  if (mark) {
    const resolved = resolveMark(allTokens, mark.index, objects);
    if (resolved) return resolved;
  }
  if (has("complete") && objects.some((object) => object === "task" || object === "item")) return "complete";
  if (has("trash") || words.some((word, index) => /^(papelera|basura)$/.test(word) && !namesTheBin(words, index)))
    return "trash";
  if (has("archive")) return "archive";
  // 'muévelo a archivados' archives; any other move takes the thing to a place, which only a move tool does.
  const toArchive = words.some((word, index) => /^archiv/.test(word) && /^(a|al|en)$/.test(words[index - 1] ?? ""));
  if (has("move")) return toArchive ? "archive" : "move";
  // 'asígnale una tarea a Laura' makes a new one for her; 'asigna la tarea de los banners a Lucía' gives an old one.
  const assign = verbs.find((entry) => entry.verb === "assign");
  if (assign && !verbs.some((entry) => entry.index < assign.index && entry.verb !== "show")) {
    const article = tokens
      .slice(assign.index + 1)
      .find((token) => ARTICLES.has(token.norm) || token.norm in OBJECT_WORDS);
    if (article && /^(un|una|unos|unas)$/.test(article.norm)) return "create";
    // 'pásale el correo de Iberia a Marta': a mail given to someone is forwarded.
    return objects[0] === "email" ? "forward" : "assign";
  }
  if (
    (has("label") || has("put") || has("create")) &&
    objects.includes("label") &&
    (objects.includes("email") || objects.includes("message"))
  ) {
    return "label";
  }
  if (has("label") && (objects.includes("email") || objects.includes("message"))) return "label";
  if (has("reply")) return "reply";
  // 'mándale una respuesta a Pedro': sending an answer is replying.
  if (has("send") && words.some((word) => /^(respuesta|contestacion)$/.test(word))) return "reply";
  // 'hazme un resumen': the summary is what is asked for, whatever verb carries it.
  if (has("summarize")) return "summarize";
  const first = verbs.find((entry) => entry.verb !== "mark" && entry.verb !== "put" && entry.verb !== "show");
  // 'ponme una tarea: preparar la demo': putting an object somewhere creates it; later verbs belong to its name.
  const put = verbs.find((entry) => entry.verb === "put");
  if (put && (!first || put.index < first.index)) return "create";
  if (first?.verb === "send" && objects.includes("note") && !objects.includes("email")) return "create";
  // Creating a mail is writing one: a reply when it answers something, a new message otherwise.
  if (first?.verb === "create" && objects[0] === "email") {
    return words.some((word) => /^(respuesta|contestacion)$/.test(word)) ? "reply" : "send";
  }
  if (first && first.verb !== "label") return first.verb as IntentAction;
  if (has("label")) return "label";
  if (has("put") && objects.length > 0) return "create";
  if (has("show")) return "list";
  if (/\b(que dice|que pone|contenido)\b/.test(words.join(" "))) return "read";
  if (objects.length > 0) return "list";
  return undefined;
}

/** The object acted on comes first: in a label action the mail, in a note action the note. */
function orderObjects(objects: IntentObject[], action: IntentAction | undefined): IntentObject[] {
  if (action === "label") {
    const target = objects.filter((object) => object === "email" || object === "message");
    const rest = objects.filter((object) => object !== "email" && object !== "message");
    return [...target, ...rest];
  }
  // 'añade al contacto de Bodegas Valdelobos una nota: …': the note is what is made, whichever is named first.
  if (action === "create" && objects.includes("note"))
    return ["note", ...objects.filter((object) => object !== "note")];
  return objects;
}

/**
 * 'en clientes 2026 crea una tarea para…': a thing's word said right after 'en' before the verb names where the new
 * thing goes (a project, a list), not what is made, when something is named after the verb.
 */
function dropPlaceBeforeVerb(
  tokens: readonly Token[],
  found: { objects: IntentObject[]; objectTokens: number[]; usedTokens: Set<number> },
  verbAt: number,
): void {
  const { objects, objectTokens, usedTokens } = found;
  if (!objectTokens.some((index) => index > verbAt)) return;
  for (const index of objectTokens.filter((at) => at < verbAt && tokens[at - 1]?.norm === "en")) {
    const object = readObjectAt(tokens, index)?.object;
    objectTokens.splice(objectTokens.indexOf(index), 1);
    usedTokens.delete(index);
    const kept = objectTokens.some((at) => readObjectAt(tokens, at)?.object === object);
    if (object && !kept && objects.includes(object)) objects.splice(objects.indexOf(object), 1);
  }
}
