import { serviceCatalogue } from "@shifu/contract";
import type { AppDirectory } from "../../../integrations/app-tool";
import { isOneSlip } from "../../../integrations/matches-name-loosely";
import { expandShorthand } from "./expand-shorthand";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";
import type { Conversation } from "./read-conversation";
import SPANISH_NEAR_WORDS from "./spanish-near-words.json" with { type: "json" };

/**
 * Words every request leans on beside the verbs and the kinds of thing: asking, days and periods, states, handing on. A typo in
 * one of them ('cunatos', 'mañna', 'pendinte') is mended wherever it stands.
 */
const REQUEST_WORDS = (
  "cuanto cuantos cuanta cuantas quien quienes cuales cuando donde tengo tienes tiene tenemos queda quedan vence " +
  "vencen manana semana semanas lunes martes miercoles jueves viernes sabado domingo pasado pasada proximo proxima " +
  "proximos proximas ultimo ultima ultimos ultimas siguiente anterior enero febrero marzo abril mayo junio julio " +
  "agosto septiembre octubre noviembre diciembre trimestre pendiente pendientes abierto abiertos abierta abiertas " +
  "cerrado cerrados cerrada cerradas importante importantes urgente urgentes atrasada atrasadas atrasado atrasados " +
  "vencido vencidos vencida vencidas reciente recientes privado privados privada privadas mencionado mencionada " +
  "mencionados menciones nombrado leidos alguien alguno alguna algunos algunas nuevo nueva nuevos nuevas escribio " +
  "escrito dicho dijo telefono direccion " +
  // 'pásamela a mañana' hands a thing on to a day (see readPassToDayAsMove); 'pasmela' is it typed in a hurry.
  "pasamelo pasamela pasamelos pasamelas"
).split(" ");

const REQUEST_WORD_SET: ReadonlySet<string> = new Set(REQUEST_WORDS);

/** What the rules know a request by, folded: a mistyped word is mended to one of these. */
export const MENDABLE_WORDS: readonly string[] = [
  ...new Set([...ALL_VERB_FORMS.keys(), ...Object.keys(OBJECT_WORDS), ...REQUEST_WORDS]),
].filter((word) => word.length >= 5);

/**
 * Spanish words one slip away from a mendable word ('semanal' beside 'semana', 'marta' beside 'marca'), written by
 * `write-spanish-near-words.ts` from a list of 636,000 Spanish words: a word people mean is never mended into another.
 */
const NEAR_WORDS: ReadonlySet<string> = new Set(SPANISH_NEAR_WORDS);
/** The apps' own names ('gmail' is not a mistyped 'email'): their typos are read by the app matcher instead. */
const APP_WORDS: ReadonlySet<string> = new Set(
  serviceCatalogue.flatMap((service) => [service.key, ...foldCharacters(service.name).split(/[^\p{L}]+/u)]),
);
const CARRIES_PRONOUNS = /(?:lo|la|los|las|le|les|me|nos|te|se)$/;
/** An infinitive or gerund with its pronouns ('responderle', 'diciéndoselo'), which no word list spells out. */
const VERB_WITH_PRONOUNS =
  /(?:ar|er|ir|ando|iendo)(?:se)?(?:me|te|le|les|lo|la|los|las|nos|selo|sela|selos|selas|melo|mela)$/;
/**
 * What comes before a verb that opens a request: the start, a connector, a pronoun, 'que', courtesy. Elsewhere a word
 * near a verb is more likely a name ('raul mendes' is not 'mandes').
 */
const VERB_PLACE_BEFORE =
  /(?:^|[.,;:!?¿¡]|\b(?:y|e|luego|despu[eé]s|tambi[eé]n|adem[aá]s|que|me|te|le|les|se|nos|lo|la|los|las|porfa|favor|oye|hola|puedes|podes|pod[eé]s|podr[ií]as|quiero|necesito|ya|pues|bueno|vale|ahora|mejor|no|shifu))\s*$/iu;
const MENDABLE: ReadonlySet<string> = new Set(MENDABLE_WORDS);
/** The mendable words by length: a slip changes a word's length by one at most, so only three lengths are compared. */
const MENDABLE_BY_LENGTH = new Map<number, string[]>();
for (const word of MENDABLE_WORDS) {
  const sameLength = MENDABLE_BY_LENGTH.get(word.length);
  if (sameLength) sameLength.push(word);
  else MENDABLE_BY_LENGTH.set(word.length, [word]);
}

/**
 * Voseo ('decime', 'poneme', 'tenés') and the tú forms the rules are written in. Forms that fold into a tú form
 * ('mirá', 'archivá') need nothing; an accented form is read from what was typed, since 'pone' is also 'he puts'.
 */
const VOSEO_FORMS: Record<string, string> = {
  decime: "dime",
  decile: "dile",
  deciles: "diles",
  decinos: "dinos",
  decimelo: "dimelo",
  poneme: "ponme",
  ponele: "ponle",
  poneles: "ponles",
  ponelo: "ponlo",
  ponela: "ponla",
  contame: "cuentame",
  contanos: "cuentanos",
  mostrame: "muestrame",
  mostrale: "muestrale",
  recordame: "recuerdame",
  recordale: "recuerdale",
  pedile: "pidele",
  hacelo: "hazlo",
  haceme: "hazme",
  hacela: "hazla",
  tenes: "tienes",
  podes: "puedes",
  queres: "quieres",
  movelo: "muevelo",
  movela: "muevela",
  cerrala: "cierrala",
  cerralo: "cierralo",
};
const ACCENTED_VOSEO: Record<string, string> = {
  poné: "pon",
  hacé: "haz",
  decí: "di",
  tené: "ten",
  vení: "ven",
  mové: "mueve",
  cerrá: "cierra",
  contá: "cuenta",
  mostrá: "muestra",
  probá: "prueba",
  pedí: "pide",
};

/**
 * Where the person's own words for someone else begin: after a colon or a quote, after 'que' once a verb of saying
 * came ('dile a Laura que…'), or after what a new thing is to be called. Those are sent or saved as written.
 */
function findOwnWordsStart(folded: string): number {
  const quoted = folded.search(/[:"'“«]/);
  let start = quoted < 0 ? folded.length : quoted;
  // 'una tarea llamada…' names it; 'la llamada con Iberia' is a phone call, a noun after its article.
  const named =
    /\b(?:que se llame|(?<!\b(?:la|una|esa|esta|mi|tu|su)\s)llamad[ao]|titulad[ao]|con el (?:nombre|titulo))\s/.exec(
      folded,
    );
  if (named && named.index < start) start = named.index + named[0].length;
  let sayingSeen = false;
  for (const match of folded.matchAll(/\p{L}+/gu)) {
    if (match.index >= start) break;
    const verbClass = ALL_VERB_FORMS.get(match[0]);
    if (verbClass === "send" || verbClass === "reply" || verbClass === "forward" || verbClass === "put") {
      sayingSeen = true;
    } else if (sayingSeen && /^(?:que|diciendo|diciendole|diciendoles)$/.test(match[0])) {
      return match.index + match[0].length;
    }
  }
  return start;
}

const CONNECTOR_BEFORE = /(?:\b(?:y|e|luego|despu[eé]s|tambi[eé]n|adem[aá]s)|[,;])\s+$/iu;

/**
 * '… que sí. y en #general poné que…', '… que llego tarde. A Laura mandale…': after a sentence end, a verb after a
 * channel or person named first (up to two words) opens a request of its own too.
 */
const FRONTED_AFTER_SENTENCE =
  /[.!?]\s+(?:(?:y|e)\s+)?(?:en|a|al|por)\s+[#@]?[\p{L}\p{N}-]+(?:\s+[\p{L}\p{N}-]+)?\s+$/iu;

/** 'responderle', 'pasala', 'diciendoselo': a verb the rules know, or an infinitive or gerund, with its pronouns. */
function isVerbWithPronouns(folded: string): boolean {
  if (VERB_WITH_PRONOUNS.test(folded)) return true;
  const base = folded.replace(/(?:se|me|te)?(?:lo|la|los|las|le|les|me|nos)$/, "");
  return base !== folded && ALL_VERB_FORMS.has(base);
}

/** What a mendable word tells the rules: two words that tell them the same are one choice ('reunion', 'reuno'). */
function readMeaning(word: string): string {
  const object = OBJECT_WORDS[word]?.object;
  if (object) return `object:${object}`;
  const verbClass = ALL_VERB_FORMS.get(word);
  // 'cuanto' and 'cuantos', 'viernes' and 'vierne': a request word and its plural ask the same.
  return verbClass ? `verb:${verbClass}` : `word:${word.replace(/s$/, "")}`;
}

/**
 * The mendable word a single slip away, when every such word means the same to the rules; of those, a word of the
 * same length (a letter changed or two swapped), then a longer one (a letter left out), as typists slip most.
 */
function findMendedWord(folded: string, atVerbPlace: boolean): string | undefined {
  const candidates = [folded.length - 1, folded.length, folded.length + 1]
    .flatMap((length) => MENDABLE_BY_LENGTH.get(length) ?? [])
    .filter((candidate) => isOneSlip(folded, candidate));
  // Two readings, even one that cannot stand here, leave the word as typed: 'pasala' is 'pásala' or 'pasada'.
  if (new Set(candidates.map(readMeaning)).size !== 1) return undefined;
  const rank = (candidate: string) => [0, 1, -1].indexOf(candidate.length - folded.length);
  const [best] = candidates.sort((first, second) => rank(first) - rank(second));
  const standsHere =
    best !== undefined && (atVerbPlace || !readMeaning(best).startsWith("verb:") || REQUEST_WORD_SET.has(best));
  return standsHere ? best : undefined;
}

function isPartOfAddress(text: string, start: number, end: number): boolean {
  return /[@./_\-\d]/.test(text[start - 1] ?? "") || /[@_\-\d]|\.\p{L}/u.test(text.slice(end, end + 2));
}

type WordPlace = { atSentenceStart: boolean; atVerbPlace: boolean };

function mendWord(word: string, { atSentenceStart, atVerbPlace }: WordPlace, keepWords: ReadonlySet<string>): string {
  const accented = ACCENTED_VOSEO[word.toLowerCase()];
  if (accented) return accented;
  const folded = foldCharacters(word);
  const voseo = VOSEO_FORMS[folded];
  if (voseo) return voseo;
  // A capital inside a sentence starts a name or a title, which is looked for as written.
  if (!atSentenceStart && /^\p{Lu}/u.test(word)) return word;
  if (folded.length < 5 || MENDABLE.has(folded) || NEAR_WORDS.has(folded) || isStopword(folded)) return word;
  // A verb typed with its accent and pronouns ('pásala') was spelled with care.
  if (
    (/[áéíóúü]/iu.test(word) && CARRIES_PRONOUNS.test(folded)) ||
    keepWords.has(folded) ||
    APP_WORDS.has(folded) ||
    isVerbWithPronouns(folded)
  ) {
    return word;
  }
  return findMendedWord(folded, atVerbPlace) ?? word;
}

/** The folded words of the people and places the apps know, which are never mended: 'javier' is no typo. */
export function listDirectoryWords(directories: ReadonlyMap<string, AppDirectory> | undefined): Set<string> {
  const names = [...(directories?.values() ?? [])].flatMap((directory) => [
    ...directory.people,
    ...directory.places.map((place) => place.name),
  ]);
  return new Set(names.flatMap((name) => foldCharacters(name).split(/[^\p{L}]+/u)));
}

/**
 * The request with its voseo read as tú and a single slip mended in the words the rules know it by ('arhciva el de
 * Iberia', 'decime cunatos tengo'), before any rule reads it. What the person says for someone else, names and
 * addresses stay as written.
 */
export function mendRequestWords(text: string, keepWords: ReadonlySet<string> = new Set()): string {
  const ownWordsStart = findOwnWordsStart(foldCharacters(text));
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    if (isPartOfAddress(text, offset, offset + word.length)) return word;
    const before = text.slice(0, offset);
    const place = { atSentenceStart: /(?:^|[.!?¿¡]\s*)$/u.test(before), atVerbPlace: VERB_PLACE_BEFORE.test(before) };
    const mended = mendWord(word, place, keepWords);
    if (offset < ownWordsStart) return mended;
    // Past the words for someone else, only a verb right after 'y', 'luego' or a comma opens a request of its own
    // ('contéstale que vale y luego decime qué tengo'); anything else there was written for them.
    const opensRequest =
      (CONNECTOR_BEFORE.test(before) || FRONTED_AFTER_SENTENCE.test(before)) &&
      ALL_VERB_FORMS.has(foldCharacters(mended));
    return opensRequest ? mended : word;
  });
}

/** The conversation with the user's messages mended, as every rule reads them. */
export function mendConversation(conversation: Conversation, keepWords: ReadonlySet<string> = new Set()): Conversation {
  const { userText, previousUserText } = conversation;
  return {
    ...conversation,
    userText: mendRequestWords(expandShorthand(userText), keepWords),
    ...(previousUserText === undefined
      ? {}
      : { previousUserText: mendRequestWords(expandShorthand(previousUserText), keepWords) }),
  };
}
