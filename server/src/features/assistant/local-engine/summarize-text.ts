import { stemmer } from "@orama/stemmers/spanish";
import type { WantedFact } from "./detect-question";
import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";

/** How each kind of fact looks in a sentence: an amount of money or a percentage, a time or a date, a number, a place. */
const FACT_PATTERNS: Record<WantedFact, RegExp> = {
  amount: /\d[\d.,]*\s*(€|euros?|eur\b|%|millones|mil\b|m€)|[$€]\s*\d/i,
  time: /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*h\b|\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b|\b\d{1,2}\/\d{1,2}\b/i,
  count:
    /\b\d+\b|\b(un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien)\b/i,
  place:
    /\b(sala|planta|oficina|restaurante|calle|avenida|edificio|aula|despacho)\b|\bd[oó]nde:|\blugar:|\bubicaci[oó]n:/i,
  percent: /\d[\d.,]*\s*(%|por ?ciento)/i,
  // A name: a capitalised word inside a sentence, or two in a row ('Carlos Martínez coordina'); case tells it.
  person: /[^.!?¿¡:\s]\s+\p{Lu}\p{Ll}{2,}|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u,
  duration:
    /\b(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta)\s+(minutos?|horas?|d[ií]as?|semanas?|mes(es)?|a[nñ]os?|trimestres?)\b/i,
};

const sentenceSegmenter = new Intl.Segmenter("es", { granularity: "sentence" });

/** Lines that frame a text instead of saying anything: headers, greetings, sign-offs. */
const FRAME_LINE =
  /^(de|para|cc|cco|fecha|asunto|enviado|from|to|subject|date)\s*:|^(hola|buenas|buenos dias|buenas tardes|estimad[oa]s?|querid[oa]s?)\b[^.!?]{0,40}[,:!]?\s*$|^(un saludo|saludos|atentamente|un abrazo|gracias|muchas gracias|cordialmente|besos)\b[^.!?]{0,40}$/;

/**
 * Stopwords for requests that still say what a text is about: 'días' is a greeting's word in a request only, and
 * 'total' asks for a sum in a request but names the line that gives it in a text ('Total: 43.300 €').
 */
const TOPIC_WORDS = new Set(["dias", "total", "totales"]);

function stemWords(text: string): string[] {
  return foldCharacters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && (!isStopword(word) || TOPIC_WORDS.has(word)))
    .map((word) => stemmer(word));
}

/**
 * A sentence, and the heading it sits under when the line before it was one ('Ingresos' above '1,42 millones'), and
 * the Markdown heading whose part of the text it is in ('## Acuerdos' over every agreement below it).
 */
type SentenceUnit = { sentence: string; heading?: string; isHeading?: boolean; section?: number; opens?: number };

/** A short line with no closing punctuation names what follows it rather than saying something. */
function isHeading(line: string): boolean {
  return line.split(/\s+/).length <= 6 && !/[.!?;:,]$/.test(line);
}

/**
 * Whether a line stands over a part of the text: a Markdown heading, or a short line followed by a longer one (a
 * run of short lines is a list, not headings).
 */
function standsOver(raw: string, line: string, next: string | undefined): boolean {
  if (/^\s*#/.test(raw)) return true;
  return isHeading(line) && next !== undefined && !isHeading(next);
}

/** What marks a line as part of a list, a quote, a heading or a to-do ('1. ', '- ', '[x] '): no words of it. */
const LIST_MARKS = /^(?:[>\-*•#\s]|\d{1,2}[.)](?=\s)|\[[ xX]?\](?=\s))+/;

function splitSentenceUnits(text: string): SentenceUnit[] {
  const units: SentenceUnit[] = [];
  let heading: string | undefined;
  /** The number of the last Markdown heading seen: the part of the text the lines below it belong to. */
  let section: number | undefined;
  let headings = 0;
  const lines = text
    .split(/\n+/)
    .map((raw) => ({ raw, line: raw.replace(LIST_MARKS, "").trim() }))
    .filter(({ line }) => line && !FRAME_LINE.test(foldCharacters(line)));
  lines.forEach(({ raw, line }, index) => {
    const over = standsOver(raw, line, lines[index + 1]?.line);
    const marked = /^\s*#/.test(raw);
    if (marked) headings += 1;
    for (const { segment } of sentenceSegmenter.segment(line)) {
      const sentence = segment.trim();
      if (sentence.length > 0 && !FRAME_LINE.test(foldCharacters(sentence)))
        units.push({
          sentence,
          ...(heading ? { heading } : {}),
          ...(over ? { isHeading: true } : {}),
          ...(marked ? { opens: headings } : section !== undefined ? { section } : {}),
        });
    }
    section = marked ? headings : section;
    // 'Satisfacción general: 8,1' says its own fact under its own label: it names nothing below it.
    heading = isHeading(line) && !/:\s*\S/.test(line) ? line : undefined;
  });
  return units;
}

/** The text's sentences, whole, in order, without headers, greetings and sign-offs. */
export function splitSentences(text: string): string[] {
  return splitSentenceUnits(text).map((unit) => unit.sentence);
}

/** How often each stem appears in the text: the words it is about come back. */
function countStems(sentences: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const stem of new Set(stemWords(sentence))) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  return counts;
}

/**
 * An extractive summary in whole sentences, headings left out: the sentences that carry the words the text keeps coming back to, with the
 * opening sentence and sentences with figures favoured (the first usually says what the text is for, and amounts are
 * what a reader needs), at most `maxSentences`, in their own order.
 */
export function summarizeText(text: string, maxSentences = 3, title?: string): string[] {
  const units = splitSentenceUnits(text);
  // Headings ('Alcance', the title again) name parts of the text; its sentences say what it says.
  const folded = title ? foldCharacters(title).trim() : undefined;
  const said = units.filter((unit) => !unit.isHeading && foldCharacters(unit.sentence).trim() !== folded);
  const sentences = (said.length >= maxSentences ? said : units).map((unit) => unit.sentence);
  if (sentences.length <= maxSentences) return sentences;
  const counts = countStems(sentences);
  const scored = sentences.map((sentence, position) => {
    const stems = stemWords(sentence);
    const weight = stems.reduce((total, stem) => total + Math.min(counts.get(stem) ?? 0, 4) - 1, 0);
    const lengthPenalty = Math.sqrt(Math.max(stems.length, 4));
    const opening = position === 0 ? 1.5 : position === 1 ? 0.5 : 0;
    // Figures (money, percentages) are what a reader of a summary most often needs.
    const figure = FACT_PATTERNS.amount.test(sentence) ? 1 : 0;
    return { position, score: (weight + stems.length * 0.3) / lengthPenalty + opening + figure };
  });
  const chosen = scored
    .toSorted((first, second) => second.score - first.score)
    .slice(0, maxSentences)
    .map((entry) => entry.position)
    .sort((first, second) => first - second);
  return chosen.map((position) => sentences[position] ?? "");
}

/** Words that ask about a text without saying what part of it: '¿dónde está?', '¿qué dice?', '¿qué quería?'. */
const ASKING_STEMS = new Set([
  "dic",
  "pon",
  "trat",
  "habl",
  "cuent",
  "dond",
  "esta",
  "encuentr",
  "busc",
  "lee",
  "quer",
  "queri",
  "quier",
  "pas",
  "sab",
  "segun",
  // Verbs of telling: '¿qué me contó Pablo del despliegue?' asks what the text says of the deployment.
  "cont",
  "coment",
  "explic",
  "escribi",
  "mand",
]);

/** How many words of the question a sentence has: a whole stem counts one, a shared beginning half. */
function scoreWords(stems: ReadonlySet<string>, wanted: ReadonlySet<string>): number {
  let score = 0;
  for (const stem of wanted) {
    if (stems.has(stem)) score += 1;
    else if ([...stems].some((candidate) => candidate.startsWith(stem) || stem.startsWith(candidate))) score += 0.5;
  }
  return score;
}

export type PassageOptions = {
  maxSentences?: number;
  /** The kinds of fact asked for; a sentence holding one answers even with none of the question's words. */
  wants?: readonly WantedFact[];
  title?: string;
  /** Words that say which thing it is, not what is asked of it: who sent it, who it is about. */
  naming?: string;
};

type ScoredUnit = { position: number; score: number; words: number; facts: WantedFact[] };

/**
 * Each sentence scored against a question: the question's words it has (a shared beginning counts half; a heading
 * lends its words to the lines under it), and the kinds of fact asked for that it holds. The title's words say which
 * text it is, not which part of it answers ('la política de teletrabajo' matches every sentence of the policy), and so
 * do a sender's name and the asking words.
 */
function scoreUnits(units: readonly SentenceUnit[], question: string, options: PassageOptions): ScoredUnit[] {
  const { wants = [], title, naming } = options;
  const known = new Set([...(title ? stemWords(title) : []), ...(naming ? stemWords(naming) : []), ...ASKING_STEMS]);
  const wanted = new Set(stemWords(question).filter((stem) => !known.has(stem)));
  const undone = readUndoneStem(question);
  return units.map(({ sentence, heading }, position) => {
    // Asked what is still to be charged, a line that says 'Cobrada' is the opposite of the answer.
    if (undone && sayDone(sentence, undone)) return { position, score: 0, words: 0, facts: [] };
    const words =
      scoreWords(new Set(stemWords(sentence)), wanted) +
      (heading ? scoreWords(new Set(stemWords(heading)), wanted) : 0);
    const facts = wants.filter((kind) => FACT_PATTERNS[kind].test(sentence));
    // A sentence that holds the kind of fact asked for answers it, even when it repeats none of the question's words.
    const score = words + (facts.length > 0 ? (words > 0 ? 1.5 : 1) : 0);
    return { position, score, words, facts };
  });
}

/** 'pendiente de cobro', 'pendientes de firma', 'sin pagar': what the question asks is not done yet, by its stem. */
const UNDONE = /\b(?:pendientes?\s+de|sin)\s+(\p{L}{4,})/u;

function readUndoneStem(question: string): string | undefined {
  const word = UNDONE.exec(foldCharacters(question).toLowerCase())?.[1];
  return word ? stemmer(word) : undefined;
}

/** Whether a sentence says the thing is done: 'Cobrada', 'firmado', 'pagadas' of the stem asked as pending. */
function sayDone(sentence: string, stem: string): boolean {
  return foldCharacters(sentence)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => /(?:ad|id)[oa]s?$/.test(word) && stemmer(word) === stem);
}

function splitAnswerUnits(text: string, title: string | undefined): SentenceUnit[] {
  const folded = title ? foldCharacters(title).trim() : undefined;
  return splitSentenceUnits(text).filter((unit) => foldCharacters(unit.sentence).trim() !== folded);
}

/** The most lines of a part of a text given as an answer, so a long part is not pasted whole. */
const MAX_PART_LINES = 8;

/**
 * The sentences that answer what was asked about a text ('¿qué dice sobre las vacaciones?', '¿de cuánto era y cuándo
 * vence?'): those that score best, and for each kind of fact asked the best sentence that holds one, in the text's
 * order; when the best is a Markdown heading, the lines of its part. Empty when the question names nothing the text
 * has.
 */
export function findPassage(text: string, question: string, options: PassageOptions = {}): string[] {
  const { maxSentences = 3, wants = [] } = options;
  const units = splitAnswerUnits(text, options.title);
  const scored = scoreUnits(units, question, options);
  const best = scored.filter((entry) => entry.score > 0).toSorted((first, second) => second.score - first.score);
  const top = best[0];
  if (!top) return [];
  // '¿cuáles fueron los acuerdos?': the words name a part of the text, and the answer is all that part says.
  const opened = units[top.position]?.opens;
  const part = units.flatMap((unit, position) => (opened && unit.section === opened ? [position] : []));
  if (part.length > 0 && top.facts.length === 0)
    return part.slice(0, MAX_PART_LINES).map((position) => units[position]?.sentence ?? "");
  const positions = new Set(
    best
      .filter((entry) => entry.score >= top.score * 0.75)
      .slice(0, maxSentences)
      .map((entry) => entry.position),
  );
  for (const kind of wants) {
    const holder = best.find((entry) => entry.facts.includes(kind));
    if (holder && ![...positions].some((position) => scored[position]?.facts.includes(kind)))
      positions.add(holder.position);
  }
  return [...positions].sort((first, second) => first - second).map((position) => units[position]?.sentence ?? "");
}

/**
 * Whether a text answers a question: asked only by what names the text ('¿qué quería Javier con lo de Alimentaria
 * Sur?'), the text itself is the answer; asked for a kind of fact, a sentence holds it next to the question's own
 * words (a price in the expenses sheet does not answer what the company pays for a connection); asked about
 * something, a sentence has its words.
 */
export function answersQuestion(
  text: string,
  question: string,
  options: PassageOptions & {
    /** The text is surely the one meant (its name matched every word): any sentence with the fact will do. */
    surelyMeant?: boolean;
  } = {},
): boolean {
  const { wants = [], title = "", naming = "", surelyMeant = false } = options;
  const beyond = asksBeyondTitle(question, title, naming);
  if (!beyond && wants.length === 0) return true;
  const scored = scoreUnits(splitAnswerUnits(text, options.title), question, options);
  if (wants.length === 0) return scored.some((entry) => entry.words >= 1);
  // A whole word of the question next to the fact, not a shared beginning ('paga' and 'pagado por').
  const loose = surelyMeant || !beyond;
  return wants.every((kind) => scored.some((entry) => entry.facts.includes(kind) && (entry.words >= 1 || loose)));
}

/**
 * How well a text answers a question, to choose among texts none of which surely does: for each kind of fact asked,
 * the best sentence holding it and the question's words beside it; with none asked, the most words in a sentence.
 */
export function rateAnswer(text: string, question: string, options: PassageOptions = {}): number {
  const { wants = [] } = options;
  const scored = scoreUnits(splitAnswerUnits(text, options.title), question, options);
  if (wants.length === 0) return Math.max(0, ...scored.map((entry) => entry.words));
  return wants.reduce(
    (total, kind) =>
      total + Math.max(0, ...scored.filter((entry) => entry.facts.includes(kind)).map((entry) => 1 + entry.words)),
    0,
  );
}

/** Whether a question names something the text is asked about beyond its own title, its sender and the asking words. */
export function asksBeyondTitle(question: string, title: string, naming = ""): boolean {
  const known = new Set([...stemWords(title), ...stemWords(naming)]);
  return stemWords(question).some((stem) => !known.has(stem) && !ASKING_STEMS.has(stem));
}
