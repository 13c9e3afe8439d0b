import { stemmer } from "@orama/stemmers/spanish";
import MiniSearch from "minisearch";
import type { ListedItem } from "../../../integrations/app-tool";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { isStopword } from "./is-stopword";
import { looksSuspicious } from "./looks-suspicious";
import { foldCharacters } from "./normalize-text";
import { reduceDerivedNoun } from "./reduce-derived-noun";

/**
 * What a person said to point at one thing: its words ('la factura de la luz'), who it is from or about, and a title
 * they quoted. Alternatives ('de Hacienda o de la Agencia Tributaria') are each enough on their own.
 */
export type TargetDescription = {
  /** Sets of words, any one of which describes the thing; each set's words should all match. */
  alternatives: readonly string[][];
  /** A title written between quotes, matched against titles first. */
  quoted?: string;
  /**
   * Stems of words the stopwords drop for their other use ('nuevo' also asks for the newest) that still tell two fits
   * apart when a title holds them: 'el vídeo del producto nuevo' is 'Grabar el vídeo del nuevo producto'.
   */
  tellingStems?: readonly string[];
};

/** `exact`: how many of the words were found as written (not up to a typo or as the start of a longer word). */
export type RankedCandidate = { item: ListedItem; score: number; coverage: number; exact: number };

/**
 * Words people use for a kind of thing that the thing itself never says: the mail from 'Agencia Tributaria' is the one
 * 'de Hacienda', a promotional mail is 'publicidad'. Each group is searched as one word. Kept to kinds and public
 * bodies everybody names the same way, never to anyone's own data.
 */
/** The word a thing that looks like a fraud is indexed under, since its own text never says so. */
const SUSPICIOUS_TAG = "sospechoso";

const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["hacienda", "agencia tributaria", "aeat", "impuestos", "tributaria"],
  ["seguridad social", "tgss"],
  [
    "publicidad",
    "promociones",
    "promocion",
    "promo",
    "promos",
    "oferta",
    "ofertas",
    "descuento",
    "descuentos",
    "rebajas",
    "marketing",
    "publi",
  ],
  ["newsletter", "boletin", "boletines", "newsletters", "novedades"],
  ["factura", "facturas", "recibo", "recibos", "cargo", "invoice"],
  ["luz", "electricidad", "endesa", "iberdrola", "naturgy"],
  ["vuelo", "vuelos", "avion", "billete", "iberia", "vueling", "ryanair", "reserva"],
  ["banco", "bancaria", "bancario", "santander", "bbva", "caixabank", "transferencia"],
  ["red social", "redes sociales", "social", "linkedin", "facebook", "instagram", "twitter"],
  ["reunion", "reuniones", "meeting", "cita", "convocatoria", "invitacion"],
  ["acta", "actas", "minuta", "notas de la reunion"],
  ["muebles", "mobiliario", "mueble"],
  ["contrato", "contratos", "acuerdo"],
  ["presupuesto", "presupuestos", "cotizacion", "oferta economica"],
  ["nomina", "nominas", "salario", "sueldo"],
  ["soporte", "incidencia", "ticket", "ayuda tecnica"],
  // Everyday and shortened words for what mails and messages are about: 'las vacas' are the holidays.
  ["vacaciones", "vacas", "dias libres", "puente"],
  ["error", "errores", "fallo", "fallos", "bug", "bugs", "averia"],
  ["contrasena", "contrasenas", "clave", "claves", "password"],
  ["pedido", "pedidos", "envio", "entrega", "paquete"],
  // A period and its adjective, which no stemmer joins: 'la página del presupuesto del año' is 'Presupuesto anual'.
  ["anual", "anuales", "año", "años"],
  ["mensual", "mensuales", "mes", "meses"],
  ["semanal", "semanales", "semana", "semanas"],
  ["trimestral", "trimestrales", "trimestre", "trimestres"],
  [SUSPICIOUS_TAG, "phishing", "spam", "fraude", "fraudulento", "estafa", "timo", "malicioso", "peligroso", "raro"],
];

const KIND_WORDS = new Set(SYNONYM_GROUPS.flat().filter((word) => !word.includes(" ")));

/**
 * The description without the words for a kind of thing ('la newsletter de gestión' → 'gestión'), which a provider's
 * search needs every one of and the thing's text rarely says; undefined when nothing else is left or none was there.
 */
export function dropKindWords(words: string): string | undefined {
  const kept = words.split(/\s+/).filter((word) => !KIND_WORDS.has(foldCharacters(word).toLowerCase()));
  const left = kept.filter((word) => !isStopword(foldCharacters(word).toLowerCase()));
  return left.length > 0 && kept.length < words.split(/\s+/).length
    ? kept.join(" ").replace(/^(de|del)\s+/i, "")
    : undefined;
}

const FOLD_PUNCTUATION = /[^\p{L}\p{N}@.\s-]/gu;

/** A word folded (lowercase, no accents) with stopwords, emoji and punctuation gone; null when nothing is left. */
export function foldWord(word: string): string | null {
  const folded = foldCharacters(word)
    .replace(FOLD_PUNCTUATION, "")
    .replace(/^[.-]+|[.-]+$/g, "");
  return folded.length === 0 || isStopword(folded) ? null : folded;
}

/** An infinitive with pronouns joined to it: 'subirlas', 'enviarselo', 'revisarla'. */
const ENCLITIC = /^(.{2,}(?:ar|er|ir))(?:me|te|se|nos|os|lo|la|los|las|le|les)+$/;

/**
 * A word's stem ('facturas' → 'factur'); addresses and domains stay whole. Pronouns joined to an infinitive go first,
 * so 'hay que subirlas' is found by 'subir'.
 */
export function stemWord(folded: string): string {
  return /[@.]/.test(folded) ? folded : stemmer(folded.replace(ENCLITIC, "$1"));
}

/** Stems are marked apart from whole words in the index, so that 'juan' as written is not the stem of 'Juana'. */
const STEM = "~";

/** The terms a word is indexed under: its stem, and the word itself. */
function toTerms(word: string): string[] | null {
  const folded = foldWord(word);
  return folded ? [`${STEM}${stemWord(folded)}`, folded] : null;
}

export function splitWords(text: string): string[] {
  return text.split(/[\s,;:/()[\]«»"“”'‘’!?¿¡]+/).filter(Boolean);
}

/** A word or phrase as one search term: the stems of its words, space-separated. */
function toStemPhrase(phrase: string): string {
  return splitWords(phrase)
    .flatMap((word) => {
      const folded = foldWord(word);
      return folded ? [`${STEM}${stemWord(folded)}`] : [];
    })
    .join(" ");
}

const SYNONYM_TERMS: ReadonlyMap<string, readonly string[]> = (() => {
  const byTerm = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const terms = group.map(toStemPhrase);
    for (const term of terms) byTerm.set(term, [...new Set([...(byTerm.get(term) ?? []), ...terms])]);
  }
  return byTerm;
})();

/**
 * One described word as the search sees it: its stem and other names (any of them will do), and the word as written.
 * `root`: the verb's root of a noun made of a verb ('grabación' → 'grab'), found only whole, since a root that short
 * would start many other words ('form' of 'formación' starts 'formulario').
 */
type TermGroup = { terms: string[]; root?: string; written?: string };

/** The words of a description as search terms, each with the other names of what it names. */
function expandAlternative(words: readonly string[]): TermGroup[] {
  const folded = words.flatMap((word) => splitWords(word)).flatMap((word) => foldWord(word) ?? []);
  const stems = folded.map((word) => `${STEM}${stemWord(word)}`);
  const expanded: TermGroup[] = [];
  for (let index = 0; index < stems.length; index++) {
    const pair = `${stems[index]} ${stems[index + 1] ?? ""}`.trim();
    const pairSynonyms = index + 1 < stems.length ? SYNONYM_TERMS.get(pair) : undefined;
    if (pairSynonyms) {
      expanded.push({ terms: [...pairSynonyms] });
      index++;
      continue;
    }
    const stem = stems[index] ?? "";
    const root = `${STEM}${reduceDerivedNoun(stem.replace(STEM, ""))}`;
    expanded.push({
      terms: [...(SYNONYM_TERMS.get(stem) ?? [stem, ...readKinTerm(stem)])],
      ...(root !== stem ? { root } : {}),
      written: folded[index],
    });
  }
  return expanded;
}

/** How long a stem must be, and how much of it is kept, for words of one family to meet ('constructora'). */
const KIN_STEM_LENGTH = 9;
const KIN_PREFIX_LENGTH = 7;

/**
 * A long stem's first letters, searched as a prefix: 'la constructora' is 'Construcciones Ibéricas', 'la
 * administradora' the 'administración', words of one family whose stems part only at the end.
 */
function readKinTerm(stem: string): string[] {
  const bare = stem.replace(STEM, "");
  return bare.length >= KIN_STEM_LENGTH ? [`${STEM}${bare.slice(0, KIN_PREFIX_LENGTH)}`] : [];
}

type IndexedItem = { id: number; title: string; from: string; body: string };

/**
 * A file's extension glued to its name's last word keeps that word from being stemmed or forgiven a typo: 'Balance
 * tercer trimestre.xlsx' would never meet 'trimestral'. The extension stays a word of its own.
 */
function splitFileExtension(title: string): string {
  return title.replace(/\.([a-z0-9]{2,5})$/i, " $1");
}

function buildIndex(items: readonly ListedItem[]): MiniSearch<IndexedItem> {
  const index = new MiniSearch<IndexedItem>({
    fields: ["title", "from", "body"],
    tokenize: splitWords,
    processTerm: toTerms,
    searchOptions: { boost: { title: 2, from: 2 } },
  });
  index.addAll(
    items.map((item, position) => ({
      id: position,
      title: splitFileExtension(item.title),
      from: item.from ?? "",
      body: [item.snippet, item.place, ...(item.details ?? []), looksSuspicious(item) ? SUSPICIOUS_TAG : undefined]
        .filter(Boolean)
        .join(" "),
    })),
  );
  return index;
}

/** Typos are forgiven in proportion to length, and never in short words, where one letter is another word. */
export function fuzzyFor(term: string): number {
  const length = term.replace(STEM, "").length;
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** What a name found only up to a slip weighs: less than any word found as written. */
const SLIPPED_NAME_SCORE = 0.5;

/**
 * The items whose sender, author or own name (a contact's) has a name the word is a slip of ('lopes', 'vidla',
 * 'pdero'). Names are short, so the stems' typo allowance (none under five letters) misses them; a whole name with
 * one slip that keeps its first letter is still that name.
 */
function findSlippedNames(items: readonly ListedItem[], written: string): number[] {
  if (written.length < 4 || isStopword(written)) return [];
  return items.flatMap((item, id) =>
    splitWords(foldCharacters(`${item.from ?? ""} ${item.title}`)).some(
      (part) => part[0] === written[0] && isFuzzyMatch(written, part),
    )
      ? [id]
      : [],
  );
}

/**
 * How well each item fits one alternative: every word (or one of its other names) has to be found, up to a typo or
 * as a prefix; `coverage` is the share of the words found, and the score adds up how strongly they were found.
 */
function scoreAlternative(
  index: MiniSearch<IndexedItem>,
  items: readonly ListedItem[],
  groups: readonly TermGroup[],
  count: number,
) {
  const totals = new Map<number, { score: number; found: number; exact: number }>();
  for (const group of groups) {
    const best = new Map<number, number>();
    const exact = new Set<number>();
    for (const term of group.root ? [...group.terms, group.root] : group.terms) {
      const phrase = term.includes(" ");
      const whole = term === group.root;
      const results = index.search(term, {
        combineWith: phrase ? "AND" : "OR",
        fuzzy: (word) => (whole ? 0 : fuzzyFor(word)),
        prefix: (word) => !whole && word.replace(STEM, "").length >= 4,
        tokenize: (text) => text.split(" "),
        processTerm: (word) => word,
      });
      for (const result of results) {
        best.set(result.id, Math.max(best.get(result.id) ?? 0, result.score));
        if (group.written === undefined) exact.add(result.id);
      }
    }
    if (group.written) {
      for (const result of index.search(group.written, { tokenize: (text) => [text], processTerm: (word) => word })) {
        best.set(result.id, (best.get(result.id) ?? 0) + result.score);
        exact.add(result.id);
      }
      for (const id of findSlippedNames(items, group.written)) if (!best.has(id)) best.set(id, SLIPPED_NAME_SCORE);
    }
    for (const [id, score] of best) {
      const total = totals.get(id) ?? { score: 0, found: 0, exact: 0 };
      totals.set(id, {
        score: total.score + score,
        found: total.found + 1,
        exact: total.exact + (exact.has(id) ? 1 : 0),
      });
    }
  }
  return [...totals].map(([id, { score, found, exact }]) => ({
    id,
    score,
    exact,
    coverage: found / Math.max(count, 1),
  }));
}

/** Best first: more of the words found, then more of them found as written, then the stronger match. */
function compareRank(first: Omit<RankedCandidate, "item">, second: Omit<RankedCandidate, "item">): number {
  return second.coverage - first.coverage || second.exact - first.exact || second.score - first.score;
}

/**
 * The items that fit a description, best first. An item fits when it has every word of one alternative (typos and
 * other names of the same thing allowed); items that have only some of them follow, so a choice can still be offered.
 * A quoted title that an item's title contains puts that item first.
 */
export function rankCandidates(items: readonly ListedItem[], description: TargetDescription): RankedCandidate[] {
  if (items.length === 0) return [];
  const index = buildIndex(items);
  const byId = new Map<number, Omit<RankedCandidate, "item">>();
  const keep = (id: number, found: Omit<RankedCandidate, "item">) => {
    const current = byId.get(id);
    if (!current || compareRank(found, current) < 0) byId.set(id, found);
  };
  for (const words of description.alternatives) {
    const groups = expandAlternative(words);
    if (groups.length === 0) continue;
    for (const { id, ...found } of scoreAlternative(index, items, groups, groups.length)) keep(id, found);
  }
  if (description.quoted) {
    const wanted = foldCharacters(description.quoted).trim();
    items.forEach((item, id) => {
      if (wanted && foldCharacters(item.title).includes(wanted)) keep(id, { score: 1000, coverage: 1, exact: 1000 });
    });
  }
  const telling = description.tellingStems ?? [];
  return [...byId]
    .map(([id, found]) => {
      const item = items[id] as ListedItem;
      const told = countTellingStems(item.title, telling);
      return { item, ...found, exact: found.exact + told, score: found.score + told };
    })
    .sort(compareRank);
}

/**
 * Whether a thing's title lacks a telling word of the description: 'la llamada con Grupo Norte' found as the committee
 * is worth checking against the other candidates before it is taken.
 */
export function lacksTellingStems(item: ListedItem, description: TargetDescription): boolean {
  const stems = description.tellingStems ?? [];
  return countTellingStems(item.title, stems) < stems.length;
}

/** How many of the telling stems a title holds, whatever their gender or number ('nuevo' in 'nuevas'). */
function countTellingStems(title: string, stems: readonly string[]): number {
  if (stems.length === 0) return 0;
  const titleStems = new Set(splitWords(foldCharacters(title).toLowerCase()).map((word) => stemWord(word)));
  return stems.filter((stem) => titleStems.has(stem)).length;
}

/** Whether a description has any word to look for once stopwords, emoji and punctuation are gone. */
export function describesSomething(description: TargetDescription): boolean {
  return (
    description.quoted !== undefined ||
    description.alternatives.some((words) => words.some((word) => splitWords(word).some((part) => foldWord(part))))
  );
}

export type TargetChoice =
  | { kind: "one"; item: ListedItem }
  | { kind: "several"; items: ListedItem[] }
  | { kind: "none" };

const MAX_CHOICES = 5;

/**
 * Settles what a description points at among the ranked items: one when a single item has every word and the
 * next is clearly weaker (fewer words as written, or a much weaker match), several when they tie (to be asked which),
 * none when nothing has all the words.
 */
export function chooseTarget(ranked: readonly RankedCandidate[]): TargetChoice {
  const complete = ranked.filter((candidate) => candidate.coverage === 1);
  const [first, second] = complete;
  if (!first) return choosePartialTarget(ranked);
  if (!second || first.exact > second.exact || first.score >= 1.6 * second.score)
    return { kind: "one", item: first.item };
  const close = complete.filter((candidate) => candidate.exact === first.exact && candidate.score * 1.6 > first.score);
  return { kind: "several", items: close.slice(0, MAX_CHOICES).map((candidate) => candidate.item) };
}

/**
 * 'el último mensaje de Laura': when several things fit as well as the best, the newest of them is the one meant,
 * never a question; one that fits better still wins.
 */
export function chooseNewestTarget(ranked: readonly RankedCandidate[]): TargetChoice {
  const choice = chooseTarget(ranked);
  const [best] = ranked;
  if (choice.kind !== "several" || !best) return choice;
  const level = ranked.filter((candidate) => candidate.coverage === best.coverage && candidate.exact === best.exact);
  const time = (candidate: RankedCandidate) => Date.parse(candidate.item.date ?? "") || 0;
  const newest = level.reduce((first, second) => (time(second) > time(first) ? second : first));
  return { kind: "one", item: newest.item };
}

/** Below this share of the words, an item only shares some words with what was described. */
const PARTIAL_COVERAGE = 0.6;

/**
 * When nothing has every word (people add words the thing never says: 'la promo esa de la tienda de muebles'), the item
 * with most of them is meant if it stands out; items level with it are offered as a choice. The card or the answer
 * always names the exact item, so a wrong guess is seen before anything changes.
 */
function choosePartialTarget(ranked: readonly RankedCandidate[]): TargetChoice {
  const [first, second] = ranked;
  if (!first || first.coverage < PARTIAL_COVERAGE) return { kind: "none" };
  if (!second || first.coverage - second.coverage >= 0.2 || first.score >= 1.6 * second.score)
    return { kind: "one", item: first.item };
  const close = ranked.filter(
    (candidate) => candidate.coverage === first.coverage && candidate.score * 1.6 > first.score,
  );
  return { kind: "several", items: close.slice(0, MAX_CHOICES).map((candidate) => candidate.item) };
}

/** At least this share of the words, one of them as written, makes an item worth offering when nothing fits. */
const NEAR_COVERAGE = 0.34;
const MAX_NEAR = 3;

/**
 * 'borra la tarea de los banners de Navidad' when no task says Navidad: the things that share some of the words, one
 * of them as written, to ask about rather than to act on; none when nothing shares any.
 */
export function chooseNearTargets(ranked: readonly RankedCandidate[]): ListedItem[] {
  return ranked
    .filter((candidate) => candidate.coverage >= NEAR_COVERAGE && candidate.exact > 0)
    .slice(0, MAX_NEAR)
    .map((candidate) => candidate.item);
}

/** Every item that fits a described search: those with all the words, or else those level with the best partial fit. */
export function selectMatches(ranked: readonly RankedCandidate[]): ListedItem[] {
  const complete = ranked.filter((candidate) => candidate.coverage === 1);
  if (complete.length > 0) return complete.map((candidate) => candidate.item);
  const top = ranked[0];
  if (!top || top.coverage < PARTIAL_COVERAGE) return [];
  return ranked.filter((candidate) => candidate.coverage === top.coverage).map((candidate) => candidate.item);
}
