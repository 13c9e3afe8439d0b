import type { ListedItem } from "../../../integrations/app-tool";
import { type FormatOptions, formatItems, sanitize } from "./format-tool-output";
import { foldCharacters, normalizeText } from "./normalize-text";
import { parseSpanishNumber } from "./parse-spanish-number";

/** '¿cuántos errores quedan?', '¿cuántas faltan por revisar?': what is left of a total once a part is done. */
const ASKS_REMAINING =
  /\bcuant[oa]s\b.*\b(?:quedan?|faltan?|restan?|pendientes?|sin (?:corregir|hacer|resolver|revisar))\b/;
/** '12 errores encontrados, 9 ya corregidos': a total of something, then how many of it are done. */
const NUMBER = String.raw`(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte)`;
const DONE = "((?:corregid|resuelt|hech|terminad|cerrad|completad|arreglad|revisad|enviad|list|pagad|firmad)[oa]s?)";
const TOTAL_AND_DONE = new RegExp(
  String.raw`\b${NUMBER}\s+([a-zñ]+)\b[^.;\d]*?(?:,|;|\by)\s*(?:de (?:ellos|ellas)\s+)?${NUMBER}\s+(?:ya\s+)?(?:estan\s+)?${DONE}\b`,
);

/**
 * '¿cuántos errores quedan?' over 'Pruebas de la app: 12 errores encontrados, 9 ya corregidos': the passage gives the
 * total and the part done, not what is left, so the answer works out the difference and quotes where it comes from;
 * undefined when the question asks no such thing or no message gives both numbers.
 */
export function answerRemainingCount(
  items: readonly ListedItem[],
  text: string,
  options: FormatOptions,
): string | undefined {
  const asked = normalizeText(text);
  if (!ASKS_REMAINING.test(asked)) return undefined;
  const stems = asked
    .split(" ")
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 5));
  const found = items
    .map((item) => ({ item, parts: readTotalAndDone(item) }))
    .find((entry) => namesAsked(entry.parts?.noun, stems));
  if (!found?.parts) return undefined;
  const { total, done, noun, doneWord } = found.parts;
  const verb = total - done === 1 ? "Queda" : "Quedan";
  return `${verb} **${total - done}** ${noun}: de ${total}, ${done} ya ${doneWord}.\n\n${formatItems([found.item], options)}`;
}

type TotalAndDone = { total: number; done: number; noun: string; doneWord: string };

function readTotalAndDone(item: ListedItem): TotalAndDone | undefined {
  const body = item.snippet && item.snippet.length > item.title.length ? item.snippet : item.title;
  const match = TOTAL_AND_DONE.exec(foldCharacters(body));
  if (!match) return undefined;
  const total = readNumber(match[1]);
  const done = readNumber(match[3]);
  if (total === undefined || done === undefined || done > total) return undefined;
  return { total, done, noun: sanitize(match[2] ?? ""), doneWord: match[4] ?? "" };
}

function readNumber(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return parseSpanishNumber(word);
}

/** Two numbers about another thing ('5 facturas, 4 pagadas') answer nothing about the errors asked for. */
function namesAsked(noun: string | undefined, stems: readonly string[]): boolean {
  return noun !== undefined && stems.includes(noun.slice(0, 5));
}
