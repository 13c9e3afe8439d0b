/**
 * Shorthand of quick typing, each with the word it stands for. 'q' opening a request or a question ('y q me dijo',
 * 'dime q hay') stays as written: there it is the question word 'qué', which the rules read as such.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<=\p{L}\s+)(?<!\b(?:y|e|o|u|ni|pero|dime|sabes|mira|pregunta|preguntale)\s+)[qk](?=\s)/giu, "que"],
  [/\b(?:xq|pq|porq)\b/giu, "porque"],
  [/\b(?:tb|tmb|tmbn)\b/giu, "también"],
  [/\bdnd\b/giu, "dónde"],
  // 'pa que le eche un ojo', 'pa mañana': 'pa' is 'para' before a clause, an infinitive, an article or a day.
  [/\bpa(?=\s+(?:que|q|el|la|los|las|mi|ma[nñ]ana|hoy|\p{L}+(?:ar|er|ir)\b))/giu, "para"],
];

/** 'los contactos q se han dado de alta', 'y tb la de Iberia': shorthand read as the words it stands for. */
export function expandShorthand(text: string): string {
  return SHORTHAND.reduce((expanded, [pattern, word]) => expanded.replace(pattern, word), text);
}
