import { isStopword } from "./is-stopword";
import type { Token } from "./tokenize-request";

/** '#general' → 'general'; 'el canal marketing', 'en el canal de ventas' → the word after 'canal'. */
export function extractChannel(tokens: readonly Token[]): { channel: string; tokenIndexes: number[] } | undefined {
  for (let index = 0; index < tokens.length; index++) {
    const raw = tokens[index]?.raw ?? "";
    if (/^#[\p{L}\d_-]+$/u.test(raw)) return { channel: raw.slice(1).toLowerCase(), tokenIndexes: [index] };
  }
  for (let index = 0; index < tokens.length; index++) {
    if (!/^canal(es)?$/.test(tokens[index]?.norm ?? "")) continue;
    let next = index + 1;
    while (next < tokens.length && /^(de|del|llamado|que se llama|#)$/.test(tokens[next]?.norm ?? "")) next++;
    const name = tokens[next];
    if (name && !isStopword(name.norm)) {
      return { channel: name.raw.replace(/^#/, "").toLowerCase(), tokenIndexes: [index, next] };
    }
  }
  return undefined;
}
