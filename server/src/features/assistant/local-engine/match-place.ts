import MiniSearch from "minisearch";
import type { Place } from "../../../integrations/app-tool";
import { ALL_VERB_FORMS, OBJECT_WORDS } from "./intent-vocabulary";
import { isCalendarWord } from "./is-calendar-word";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { foldCharacters, normalizeText } from "./normalize-text";
import { foldWord, fuzzyFor, splitWords, stemWord } from "./rank-candidates";

/** Words that say what kind of place it is, not which: 'el canal de ventas', 'el chat con Javier', 'el post del…'. */
const KIND_WORDS =
  /^(canal|canales|chat|chats|grupo|grupos|servidor|servidores|server|comunidad|comunidades|tablero|tableros|board|boards|lista|listas|post|posts|publicacion|publicaciones|reel|reels|carrusel|video|videos|foto|fotos)$/;

/** Words that never name anything; unlike the stopwords, 'listo' or 'hecho' may be the state of an item. */
const FUNCTION_WORDS =
  /^(que|los|las|del|una|uno|unos|unas|por|para|con|mis|tus|sus|esta|este|estos|estas|ultimos|ultimas|ultimo|ultima|nuevo|nuevos|novedades|reciente|recientes|hay|tengo|todo|todos|todas|algo|alguien)$/;

/** Whether a request has a word that could name a place, a person or a state: 'dame los últimos mensajes' has none. */
export function hasNamingWords(text: string): boolean {
  return normalizeText(text)
    .split(" ")
    .some(
      (word) =>
        word.length > 2 &&
        !/^\d+$/.test(word) &&
        !FUNCTION_WORDS.test(word) &&
        !ALL_VERB_FORMS.has(word) &&
        !isMessageWord(word),
    );
}

/** Words for what places hold, which name no place themselves ('mensajes', 'comentarios'). */
function isMessageWord(word: string): boolean {
  const object = OBJECT_WORDS[word]?.object;
  return object === "message" || object === "chat" || object === "comment" || object === "media";
}

/** Whether a request says it means a place: 'el canal de ventas', 'el tablero de la feria'. */
export function namesPlaceKind(text: string): boolean {
  // 'lista' is a stopword elsewhere ('la lista de tareas'), so the kind words are read before stopwords go.
  return splitWords(text).some((word) => KIND_WORDS.test(foldCharacters(word).toLowerCase()));
}

/** An adverb ('próximamente'), a stopword elsewhere, may be all of a group's name: «Próximamente». */
const ADVERB = /^[a-z]{3,}mente$/;

/** A place's or a request's words, folded, without stopwords, kind words or bare numbers ('Eventos y ferias 2026'). */
function readWords(text: string): string[] {
  return splitWords(text.replace(/[-_#›]+/g, " "))
    .flatMap(
      (word) =>
        foldWord(word) ?? (ADVERB.test(foldCharacters(word).toLowerCase()) ? foldCharacters(word).toLowerCase() : []),
    )
    .filter((word) => !KIND_WORDS.test(word) && !/^\d+$/.test(word) && word.length > 1);
}

/** Words of a span of time: 'esta semana', 'este mes', 'hoy'. */
const TIME_WORD = /^(hoy|manana|ayer|semana|semanas|mes|meses|ano|anos|dia|dias|trimestre|finde)$/;

/**
 * The request's words that may name a place: 'que vence esta semana' says when, not which group, unless a group is
 * said to be meant just before ('lo del grupo esta semana').
 */
function readNamingWords(text: string): string[] {
  const words = normalizeText(text).split(" ");
  const kept = words.filter(
    (word, index) =>
      !isCalendarWord(word) && (!TIME_WORD.test(word) || words.slice(Math.max(0, index - 2), index).includes("grupo")),
  );
  return readWords(kept.join(" "));
}

/** At least this share of a place's own words must be in the request: 'eventos y ferias' names «Eventos y ferias 2026». */
const NAME_COVERAGE = 0.5;

export type PlaceMatch = {
  place: Place;
  /** The request's words that named it, folded. */
  words: ReadonlySet<string>;
  /** The share of the place's own words the request said. */
  coverage: number;
};

type Fit = { index: number; coverage: number; named: Set<string>; score: number };

/**
 * The one place of the person's own that the request names in words ('qué se dijo en ventas', 'el chat de la campaña
 * de navidad', 'lo de eventos y ferias'): every place's name is indexed with Spanish stems and searched with each word
 * of the request, typos forgiven by length; a place is named when at least half of its own words are in the request,
 * or any of them when the request says it means a place ('el canal', 'el servidor', 'el tablero').
 * The place with most of its name said wins; a tie between places is no match, and the request is read as before.
 */
export function matchPlace(places: readonly Place[], text: string): PlaceMatch | undefined {
  if (places.length === 0) return undefined;
  const names = places.map((place) => new Set(readWords(place.name).map(stemWord)));
  const index = new MiniSearch<{ id: number; name: string }>({
    fields: ["name"],
    tokenize: (name) => readWords(name),
    processTerm: (word) => stemWord(word),
  });
  index.addAll(places.map((place, id) => ({ id, name: place.name })));
  const found = new Map<number, { stems: Set<string>; words: Set<string>; score: number }>();
  // 'la reunión del martes' names no chat with Marta, though both stem to 'mart'.
  for (const word of new Set(readNamingWords(text))) {
    const stem = stemWord(word);
    const results = index.search(stem, {
      fuzzy: () => fuzzyFor(word),
      prefix: false,
      tokenize: (query) => [query],
      processTerm: (term) => term,
    });
    for (const result of results) {
      const terms = Object.keys(result.match).filter((term) => startsAlike(term, stem));
      if (terms.length === 0) continue;
      const entry = found.get(result.id) ?? { stems: new Set<string>(), words: new Set<string>(), score: 0 };
      for (const term of terms) entry.stems.add(term);
      entry.words.add(word);
      entry.score += result.score;
      found.set(result.id, entry);
    }
  }
  // 'el servidor de emprendedores' says a place is meant: one word of «Comunidad Emprendedores Madrid» names it.
  const needed = namesPlaceKind(text) ? 0 : NAME_COVERAGE;
  const fits: Fit[] = [...found].flatMap(([index, entry]) => {
    const own = names[index]?.size ?? 0;
    const coverage = own === 0 ? 0 : [...entry.stems].filter((stem) => names[index]?.has(stem)).length / own;
    return coverage >= needed && coverage > 0 ? [{ index, coverage, named: entry.words, score: entry.score }] : [];
  });
  fits.sort(
    (first, second) =>
      second.coverage - first.coverage || second.named.size - first.named.size || second.score - first.score,
  );
  const [best, next] = fits;
  if (!best) return undefined;
  if (next && next.coverage === best.coverage && next.named.size === best.named.size) return undefined;
  const place = places[best.index];
  return place ? { place, words: best.named, coverage: best.coverage } : undefined;
}

/**
 * Slips of typing fall inside a word, rarely on its first letter: a word that starts otherwise is another word, not a
 * typo of the name ('gente' is no 'ventas', 'ventas' no 'eventos').
 */
function startsAlike(term: string, stem: string): boolean {
  return term[0] === stem[0];
}

/**
 * The person of the app a run of words names ('javier ruiz', 'javier'): the one known name that has every word, each as
 * a whole word of the name or up to a typo; several or none is no match.
 */
export function matchPerson(people: readonly string[], words: string): string | undefined {
  const wanted = readWords(words);
  if (wanted.length === 0) return undefined;
  const fits = [...new Set(people)].filter((name) => {
    const own = readWords(name);
    return wanted.every((word) => own.some((part) => part === word || (word.length >= 5 && isFuzzyMatch(part, word))));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** What is left of a slot once the words that named a place are out ('mensajes de marketing' → nothing). */
export function removeNamingWords(value: string | undefined, named: ReadonlySet<string>): string | undefined {
  if (!value) return undefined;
  const kept = value.split(/\s+/).filter((word) => {
    const folded = foldWord(word);
    return !folded || (!named.has(folded) && !KIND_WORDS.test(folded));
  });
  return kept.some((word) => foldWord(word)) ? kept.join(" ").trim() : undefined;
}
