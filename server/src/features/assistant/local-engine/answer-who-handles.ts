import type { ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { type FormatOptions, formatItems, sanitize } from "./format-tool-output";
import { normalizeText } from "./normalize-text";

/** '¿quién lleva…?', '¿quién se encarga de…?', '¿quién es el responsable de…?': who a task or an item is given to. */
const ASKS_WHO_HANDLES =
  /^(?:y |oye |sabes )*(?:quien|quienes) (?:lleva|llevan|se encarga|se ocupa|esta con|tiene|es (?:el|la) responsable|esta a cargo)\b(.*)$/;
const RESPONSIBLE = /^(?:Responsable|Asignad[oa] a|Asignada|Persona|Propietari[oa]):\s*(.+)$/i;
/** A task read whole says who has it in a line of its own: 'Asignada a Lucía Ortega.' */
const ASSIGNED_LINE = /^(?:Asignad[oa] a|Responsable:)\s*([^.\n]+)\.?\s*$/im;

/** '¿quién lleva lo de traducir la web?': asks who has a thing, so its words ('traducir') ask no general knowledge. */
export function asksWhoHandles(text: string): boolean {
  return ASKS_WHO_HANDLES.test(normalizeText(text.replace(/^[¿¡\s]+/, "")));
}

/**
 * '¿quién se encarga de los folletos de la feria?': the one thing the question's words describe best, and who has it,
 * in a sentence before the thing itself; undefined when the question asks no such thing or no thing stands out.
 */
export function answerWhoHandles(
  items: readonly ListedItem[],
  text: string,
  options: FormatOptions,
): string | undefined {
  const about = ASKS_WHO_HANDLES.exec(normalizeText(text.replace(/^[¿¡\s]+/, "")))?.[1];
  if (about === undefined) return undefined;
  const best = pickDescribedItem(items, about);
  const who = best && readResponsible(best);
  if (!best || !who) return undefined;
  return `**${sanitize(best.title)}** lo lleva **${sanitize(who)}**.\n\n${formatItems([best], options)}`;
}

/** The one item whose title shares the most words with `about`; undefined when none shares any or two tie. */
export function pickDescribedItem(items: readonly ListedItem[], about: string): ListedItem | undefined {
  const stems = readStems(about);
  const rated = items
    .map((item) => ({ item, rate: readStems(item.title).filter((stem) => stems.includes(stem)).length }))
    .toSorted((first, second) => second.rate - first.rate);
  const [best, next] = rated;
  if (!best || best.rate === 0 || (next && next.rate === best.rate)) return undefined;
  return best.item;
}

/** Words of four letters or more, cut to five so that 'folletos' meets 'folleto' and 'feria' meets 'ferias'. */
function readStems(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 5));
}

function readResponsible(item: ListedItem): string | undefined {
  for (const detail of item.details ?? []) {
    const who = RESPONSIBLE.exec(detail)?.[1]?.trim();
    if (who) return who;
  }
  return undefined;
}

/**
 * '¿quién lleva lo de los banners?' when the one task it describes was read whole: who has it, in a sentence before
 * the task, rather than the task's text as if it were a document asked about.
 */
export function answerWhoHandlesDocument(
  output: Extract<ToolOutput, { kind: "document" }>,
  text: string,
  options: FormatOptions,
): string | undefined {
  if (!asksWhoHandles(text)) return undefined;
  const who = readResponsible(output.item) ?? ASSIGNED_LINE.exec(output.text)?.[1]?.trim();
  if (!who) return undefined;
  return `**${sanitize(output.item.title)}** lo lleva **${sanitize(who)}**.\n\n${formatItems([output.item], options)}`;
}
