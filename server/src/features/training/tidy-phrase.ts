/** Words that dangle at either end of a phrase once a date or a cue is cut out of it. */
const DANGLING =
  /^(?:y|e|o|que|de|del|el|la|los|las|al|a|para|por|con|en|antes|hasta|desde|sobre|como|muy|este|esta|proximo|proxima|dia|mismo|misma|lo|un|una)$/;

function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Trims a phrase of punctuation, stray connectors at its ends and repeated spaces. */
export function tidyPhrase(phrase: string): string {
  const words = phrase
    .replace(/[¿¡?!;"“”«»()]|:(?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((word) => word.replace(/^[,.]+|[,.]+$/g, ""))
    .filter((word) => word.length > 0);
  while (words.length > 0 && DANGLING.test(fold(words.at(-1) ?? ""))) words.pop();
  while (words.length > 0 && /^(?:y|e|que|pero|ademas|tambien|,)$/.test(fold(words[0] ?? ""))) words.shift();
  return words.join(" ");
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
