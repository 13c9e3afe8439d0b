import type { ListedItem } from "../../../integrations/app-tool";
import { isStopword } from "./is-stopword";
import { foldCharacters } from "./normalize-text";
import { stemWord, type TargetDescription } from "./rank-candidates";

function stemAll(text: string): Set<string> {
  return new Set(
    foldCharacters(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 1 && !isStopword(word))
      .map(stemWord),
  );
}

/**
 * How many of the described words an item carries in its name or its sender, where a thing is named, rather than in
 * its text: of two mails that both mention Alimentaria Sur, the one whose subject says it is the one meant.
 */
export function countNamedWords(item: ListedItem, description: TargetDescription): number {
  const named = stemAll(`${item.title} ${item.from ?? ""}`);
  const described = stemAll(description.alternatives.flat().join(" "));
  return [...described].filter((stem) => named.has(stem)).length;
}
