import { foldCharacters } from "./normalize-text";

/** One word of the request: as written, folded for comparison, and where it sits in the original text. */
export type Token = {
  raw: string;
  norm: string;
  start: number;
  end: number;
  /** Followed by ',', '.', ';', '!' or '?': a title or a name does not run past it. */
  endsClause: boolean;
};

const EDGE_PUNCTUATION = /^[¿¡?!.,;:()«»"“”'‘’]+|[¿¡?!.,;:()«»"“”'‘’]+$/g;

/** Splits a request into words, keeping each word's position so slots can be cut from the original casing. */
export function tokenizeRequest(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const word = match[0];
    const leading = word.length - word.replace(/^[¿¡?!.,;:()«»"“”'‘’]+/, "").length;
    const raw = word.replace(EDGE_PUNCTUATION, "");
    if (raw.length === 0) continue;
    const start = match.index + leading;
    const endsClause = /[,.;!?]$/.test(word.replace(/[»"”'’)]+$/, ""));
    tokens.push({ raw, norm: foldCharacters(raw), start, end: start + raw.length, endsClause });
  }
  return tokens;
}
