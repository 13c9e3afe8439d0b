import type { ListedItem, ParsedRequest } from "../../../integrations/app-tool";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { isStopword } from "./is-stopword";
import { normalizeText } from "./normalize-text";

function contentWords(text: string | undefined): string[] {
  return normalizeText(text ?? "")
    .split(" ")
    .filter((word) => word.length > 0 && !isStopword(word));
}

/** Share of `wanted` words found among `present`, an exact word counting more than one found up to a typo. */
function scoreWords(wanted: string[], present: string[]): number {
  if (wanted.length === 0) return 0;
  let found = 0;
  for (const word of wanted) {
    if (present.includes(word)) found += 1;
    else if (present.some((candidate) => isFuzzyMatch(word, candidate))) found += 0.75;
  }
  return found / wanted.length;
}

/**
 * The listed thing the request points at, by quoted title, person and keywords, tolerating typos. With no criteria at
 * all the first (most recent) wins; with criteria that nothing meets, nothing does.
 */
export function pickTargetItem(items: readonly ListedItem[], request: ParsedRequest): ListedItem | undefined {
  const title = contentWords(request.quoted ?? request.name);
  const person = contentWords(request.email ?? request.person);
  const keywords = contentWords(request.keywords);
  if (title.length === 0 && person.length === 0 && keywords.length === 0) return items[0];
  let best: { item: ListedItem; score: number } | undefined;
  for (const item of items) {
    const titleWords = contentWords(item.title);
    const everything = [
      ...titleWords,
      ...contentWords(item.from),
      ...contentWords(item.snippet),
      ...contentWords(item.place),
      ...contentWords(item.details?.join(" ")),
    ];
    const score =
      2 * scoreWords(title, titleWords) +
      scoreWords(person, [...contentWords(item.from), ...titleWords]) +
      scoreWords(keywords, everything);
    if (score > 0 && (!best || score > best.score)) best = { item, score };
  }
  return best?.item;
}
