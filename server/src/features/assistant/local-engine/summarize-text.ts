import { stemmer } from "@orama/stemmers/spanish";
import type { WantedFact } from "./detect-question";
import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";

/** How each kind of fact looks in a sentence: an amount of money or a percentage, a time or a date, a number. */
const FACT_PATTERNS: Record<WantedFact, RegExp> = {
  amount: /\d[\d.,]*\s*(€|euros?|eur\b|%|millones|mil\b|m€)|[$€]\s*\d/i,
  time: /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*h\b|\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\b(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b|\b\d{1,2}\/\d{1,2}\b/i,
  count: /\b\d+\b/,
};

const sentenceSegmenter = new Intl.Segmenter("es", { granularity: "sentence" });

/** Lines that frame a text instead of saying anything: headers, greetings, sign-offs. */
const FRAME_LINE =
  /^(de|para|cc|cco|fecha|asunto|enviado|from|to|subject|date)\s*:|^(hola|buenas|buenos dias|buenas tardes|estimad[oa]s?|querid[oa]s?)\b[^.!?]{0,40}[,:!]?\s*$|^(un saludo|saludos|atentamente|un abrazo|gracias|muchas gracias|cordialmente|besos)\b[^.!?]{0,40}$/;

function stemWords(text: string): string[] {
  return foldCharacters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !isStopword(word))
    .map((word) => stemmer(word));
}

/** The text's sentences, whole, in order, without headers, greetings and sign-offs. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    const line = paragraph.replace(/^[>\-*•\s]+/, "").trim();
    if (!line || FRAME_LINE.test(foldCharacters(line))) continue;
    for (const { segment } of sentenceSegmenter.segment(line)) {
      const sentence = segment.trim();
      if (sentence.length > 0 && !FRAME_LINE.test(foldCharacters(sentence))) sentences.push(sentence);
    }
  }
  return sentences;
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
 * An extractive summary in whole sentences: the sentences that carry the words the text keeps coming back to, with the
 * opening sentence favoured (it usually says what the text is for), at most `maxSentences`, in their own order.
 */
export function summarizeText(text: string, maxSentences = 3): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= maxSentences) return sentences;
  const counts = countStems(sentences);
  const scored = sentences.map((sentence, position) => {
    const stems = stemWords(sentence);
    const weight = stems.reduce((total, stem) => total + Math.min(counts.get(stem) ?? 0, 4) - 1, 0);
    const lengthPenalty = Math.sqrt(Math.max(stems.length, 4));
    const opening = position === 0 ? 1.5 : position === 1 ? 0.5 : 0;
    return { position, score: (weight + stems.length * 0.3) / lengthPenalty + opening };
  });
  const chosen = scored
    .toSorted((first, second) => second.score - first.score)
    .slice(0, maxSentences)
    .map((entry) => entry.position)
    .sort((first, second) => first - second);
  return chosen.map((position) => sentences[position] ?? "");
}

/**
 * The sentences that answer what was asked about a text ('¿qué dice sobre las vacaciones?'): those sharing the most
 * stems with the question (a shared beginning counts half), in the text's order. Empty when the question names nothing
 * the text has.
 */
export function findPassage(
  text: string,
  question: string,
  options: { maxSentences?: number; wants?: WantedFact; title?: string } = {},
): string[] {
  const { maxSentences = 3, wants, title } = options;
  // The title's words say which text it is, not which part of it answers: 'la política de teletrabajo' matches
  // every sentence of the teletrabajo policy.
  const titleStems = new Set(title ? stemWords(title) : []);
  const wanted = new Set(stemWords(question).filter((stem) => !titleStems.has(stem)));
  if (wanted.size === 0 && !wants) return [];
  const folded = title ? foldCharacters(title).trim() : undefined;
  const sentences = splitSentences(text).filter((sentence) => foldCharacters(sentence).trim() !== folded);
  const scored = sentences.map((sentence, position) => {
    const stems = new Set(stemWords(sentence));
    let score = 0;
    for (const stem of wanted) {
      if (stems.has(stem)) score += 1;
      else if ([...stems].some((candidate) => candidate.startsWith(stem) || stem.startsWith(candidate))) score += 0.5;
    }
    // A sentence that holds the kind of fact asked for answers it, even when it repeats none of the question's words.
    if (wants && FACT_PATTERNS[wants].test(sentence)) score += score > 0 ? 1.5 : 1;
    return { position, score };
  });
  const best = scored.filter((entry) => entry.score > 0).toSorted((first, second) => second.score - first.score);
  const top = best[0];
  if (!top) return [];
  const positions = new Set(best.filter((entry) => entry.score >= top.score * 0.75).map((entry) => entry.position));
  const ordered = [...positions].sort((first, second) => first - second).slice(0, maxSentences);
  return ordered.map((position) => sentences[position] ?? "");
}

/** Words that ask about a text without saying what part of it: '¿dónde está?', '¿qué dice?', '¿de qué trata?'. */
const ASKING_STEMS = new Set(["dic", "pon", "trat", "habl", "cuent", "dond", "esta", "encuentr", "busc", "lee"]);

/** Whether a question names something the text is asked about beyond its own title and the asking words. */
export function asksBeyondTitle(question: string, title: string): boolean {
  const titleStems = new Set(stemWords(title));
  return stemWords(question).some((stem) => !titleStems.has(stem) && !ASKING_STEMS.has(stem));
}
