import type { ListedItem } from "../../../integrations/app-tool";
import { readWantedFacts } from "./detect-question";
import { type FormatOptions, formatItems, sanitize } from "./format-tool-output";

/**
 * Where the one event found takes place, said first ('**Comida con Javier Ruiz** es en **Restaurante La Castellana**')
 * and then the event, when the question asks where ('¿dónde es la comida…?', '¿en qué sala…?'). An event keeps its
 * place apart from its text, so no sentence of it holds one. Of several, which one was meant is not known.
 */
export function answerEventPlace(
  items: readonly ListedItem[],
  text: string,
  options: FormatOptions,
): string | undefined {
  const [event, ...others] = items;
  if (!event?.place || others.length > 0 || !readWantedFacts(text).includes("place")) return undefined;
  return `**${sanitize(event.title) || "(sin título)"}** es en **${sanitize(event.place)}**.\n\n${formatItems([event], options)}`;
}
