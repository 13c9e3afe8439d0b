/**
 * What people say before a second request without asking anything by it: 'y luego', 'ah, y', 'de paso', 'otra cosa:',
 * 'ya que estás', 'si puedes', 'aprovecha y', 'también quiero que'. Each entry is a run of words; the longest that
 * fits is taken, again and again, so 'ah, y de paso' is three of them.
 */
const SAID_BEFORE: readonly (readonly string[])[] = [
  ...["y", "e", "ah", "oye", "bueno", "vale", "pues", "luego", "despues", "tambien", "ademas", "encima", "aparte"].map(
    (word) => [word],
  ),
  ["entonces"],
  ["porfa"],
  ["aprovecha"],
  ["aprovechando"],
  ["de", "paso"],
  ["ya", "de", "paso"],
  ["otra", "cosa"],
  ["por", "cierto"],
  ["por", "favor"],
  ["ya", "que", "estas"],
  ["ya", "que", "estamos"],
  ["ya", "puestos"],
  ["si", "puedes"],
  ["si", "podes"],
  ["si", "puede"],
  ["si", "no", "te", "importa"],
  ["cuando", "puedas"],
  // '¿tengo algo de Laura? si es así, respóndele…': the condition is the question before, answered by doing it.
  ["si", "es", "asi"],
  ["si", "es", "el", "caso"],
  ["de", "ser", "asi"],
  ["en", "ese", "caso"],
  ["si", "lo", "hay"],
  ["si", "la", "hay"],
  ["si", "hay", "alguno"],
  ["si", "hay", "alguna"],
  // 'quiero que borres…': what is wanted is the request; its subjunctive is a verb form the rules know ('borres').
  ["quiero", "que"],
  ["quisiera", "que"],
  ["necesito", "que"],
  ["me", "gustaria", "que"],
  ["te", "pido", "que"],
];

/** 'puedes reenviarle…', 'me podrías decir…': asking whether Shifu can is asking it to, when a verb follows. */
const CAN_YOU = /^(?:puedes|podrias|podes|puede|podria)$/;

const WORD = /[\p{L}\p{N}#@.'-]*[\p{L}\p{N}#@]/gu;

type Word = { text: string; start: number; end: number };

function readWordsWithPlaces(folded: string): Word[] {
  return [...folded.matchAll(WORD)].map((match) => ({
    text: match[0].replace(/^[#@]/, ""),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** 'ya q estás', 'quiero q': 'q' is written for 'que'. */
function fitsAt(words: readonly Word[], at: number, run: readonly string[]): boolean {
  return run.every((word, offset) => {
    const said = words[at + offset]?.text;
    return said === word || (said === "q" && word === "que");
  });
}

/**
 * How many characters of `folded` (lower case, no accents) are said before the request itself: the lead-in and the
 * spaces and marks after it. 0 when there is none, or when nothing would be left: 'luego' alone is what was said.
 * `isVerb` tells a verb the rules know, so 'puedes' is skipped only before one ('¿puedes reenviarlo?').
 */
export function measureLeadIn(folded: string, isVerb: (word: string) => boolean): number {
  const words = readWordsWithPlaces(folded);
  let index = 0;
  for (;;) {
    const run = [...SAID_BEFORE]
      .filter((candidate) => fitsAt(words, index, candidate))
      .sort((left, right) => right.length - left.length)[0];
    if (run) {
      index += run.length;
      continue;
    }
    const modal = /^(?:me|nos)$/.test(words[index]?.text ?? "") ? index + 1 : index;
    if (CAN_YOU.test(words[modal]?.text ?? "") && isVerb(words[modal + 1]?.text ?? "")) {
      index = modal + 1;
      continue;
    }
    break;
  }
  const first = words[index];
  return index === 0 || first === undefined ? 0 : first.start;
}
