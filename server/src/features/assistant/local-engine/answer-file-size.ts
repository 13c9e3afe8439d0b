import type { ListedItem } from "../../../integrations/app-tool";
import { type FormatOptions, formatItems } from "./format-tool-output";
import { normalizeText } from "./normalize-text";

/** '¿cuánto ocupa…?', '¿cuánto pesa…?', '¿qué tamaño tiene…?': a file's size asked. */
const ASKS_SIZE = /\b(cuanto (ocupa|ocupan|pesa|pesan)|que tamano|de que tamano|cuanto espacio)\b/;
/** How a file's size is shown among its details ('Tamaño: 2,3 MB'). */
const SIZE_DETAIL = /^Tamaño: (.+)$/;

/**
 * The size of the file a question asks about, said first ('El archivo ocupa **2,3 MB**') and then the file. Only one
 * file found answers it: of several, which one was meant is not known.
 */
export function answerFileSize(items: readonly ListedItem[], text: string, options: FormatOptions): string | undefined {
  if (items.length !== 1 || !ASKS_SIZE.test(normalizeText(text))) return undefined;
  const [file] = items;
  const size = file?.details?.map((detail) => SIZE_DETAIL.exec(detail)?.[1]).find((value) => value !== undefined);
  if (!file || !size) return undefined;
  return `El archivo ocupa **${size}**.\n\n${formatItems([file], options)}`;
}
