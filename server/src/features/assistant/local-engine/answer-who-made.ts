import type { IntentObject, ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { pickDescribedItem } from "./answer-who-handles";
import { type FormatOptions, formatItems, sanitize } from "./format-tool-output";
import { normalizeText } from "./normalize-text";

/**
 * '¿quién ha subido el acta del lunes?', '¿quién creó el presupuesto?', '¿quién hizo la presentación de Levante?': who
 * made or put a file there, which its owner says; what it says is not asked.
 */
const ASKS_WHO_MADE =
  /^(?:y |oye |sabes )*(?:quien|quienes) (?:ha |han |lo ha |la ha )?(?:subio|subido|subieron|creo|creado|crearon|hizo|hecho|hicieron|escribio|escrito|redacto|redactado|preparo|preparado|colgo|colgado|compartio|compartido|es (?:el|la) (?:autor|autora|duen[oa]|propietari[oa]) del?)\b(.*)$/;

/** What is made and kept: files and documents of every kind, and pages. */
const MADE_THINGS: readonly IntentObject[] = ["file", "document", "spreadsheet", "presentation", "page"];

function readAbout(text: string): string | undefined {
  return ASKS_WHO_MADE.exec(normalizeText(text.replace(/^[¿¡\s]+/, "")))?.[1];
}

/** '¿quién subió el acta?' asks who made a thing, not what it says. */
export function asksWhoMade(text: string): boolean {
  return readAbout(text) !== undefined;
}

/**
 * Who made the one file the question's words describe best, in a sentence before the file itself; undefined when the
 * question asks no such thing, the list holds no files, or no file stands out.
 */
export function answerWhoMade(
  output: Extract<ToolOutput, { kind: "list" }>,
  text: string,
  options: FormatOptions,
): string | undefined {
  const about = readAbout(text);
  if (about === undefined || !MADE_THINGS.includes(output.object)) return undefined;
  // A single file found is the one asked about, whatever its title says.
  const [only] = output.items;
  const best = output.items.length === 1 ? only : pickDescribedItem(output.items, about);
  return best ? sayWhoMade(best, options) : undefined;
}

/** The same asked of a file read whole: its owner, rather than its text as if its content were asked. */
export function answerWhoMadeDocument(
  output: Extract<ToolOutput, { kind: "document" }>,
  text: string,
  options: FormatOptions,
): string | undefined {
  return asksWhoMade(text) ? sayWhoMade(output.item, options) : undefined;
}

/** Some apps keep no author (a Dropbox file is the account's own): that is said, with what is known of the thing. */
function sayWhoMade(item: ListedItem, options: FormatOptions): string {
  const said = item.from
    ? `**${sanitize(item.title)}** es de **${sanitize(item.from)}**.`
    : `No consta quién hizo **${sanitize(item.title)}**; esto es lo que sé de él:`;
  return `${said}\n\n${formatItems([item], options)}`;
}
