import type { Token } from "./tokenize-request";

/** Indexes of the tokens that lie inside [start, end) of the original text. */
export function findTokensInSpan(tokens: readonly Token[], start: number, end: number): number[] {
  const indexes: number[] = [];
  tokens.forEach((token, index) => {
    if (token.start < end && token.end > start) indexes.push(index);
  });
  return indexes;
}
