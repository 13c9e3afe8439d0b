import { type ServiceKey, serviceCatalogue } from "@shifu/contract";
import { isIntentWord } from "./intent-vocabulary";
import { isFuzzyMatch } from "./is-fuzzy-match";
import { isStopword } from "./is-stopword";
import SPANISH_NEAR_APP_NAMES from "./spanish-near-app-names.json" with { type: "json" };
import type { Token } from "./tokenize-request";

/** Folded names people use for each app besides its catalogue name. */
const APP_ALIASES: Partial<Record<ServiceKey, string[]>> = {
  gmail: ["gmail", "google mail", "g mail"],
  drive: ["drive", "google drive", "gdrive", "mi unidad"],
  docs: ["docs", "google docs", "documentos de google"],
  sheets: ["sheets", "google sheets", "hojas de google", "hojas de calculo de google"],
  slides: ["slides", "google slides", "presentaciones de google"],
  calendar: ["google calendar", "gcal", "calendario de google"],
  dropbox: ["dropbox", "drop box"],
  outlook: ["outlook", "hotmail", "office 365", "correo de microsoft"],
  hubspot: ["hubspot", "hub spot", "crm"],
  asana: ["asana"],
  clickup: ["clickup", "click up"],
  onedrive: ["onedrive", "one drive"],
  slack: ["slack"],
  teams: ["teams", "microsoft teams"],
  notion: ["notion"],
  discord: ["discord"],
  facebook: ["facebook", "fb"],
  instagram: ["instagram", "insta", "ig"],
  jira: ["jira"],
  linkedin: ["linkedin", "linked in"],
  linkedin_sales: ["linkedin sales", "sales navigator"],
  monday: ["monday", "monday.com"],
  salesforce: ["salesforce", "sales force"],
  whatsapp: ["whatsapp", "whats app", "wasap", "guasap"],
};

type Alias = { app: ServiceKey; words: string[] };

const ALIASES: Alias[] = serviceCatalogue
  .flatMap((service) =>
    [service.name.toLowerCase(), ...(APP_ALIASES[service.key] ?? [])].map((alias) => ({
      app: service.key,
      words: alias.split(" "),
    })),
  )
  .sort((first, second) => second.words.length - first.words.length);

/** Words that are both an app name and an object ('docs', 'slides'): they name the app only after 'en' or 'de'. */
const AMBIGUOUS_NAMES = new Set(["docs", "slides", "sheets", "crm"]);

/** Common words one slip away from an app name ('temas' and Teams). */
const NOT_APP_NAMES = new Set(["temas"]);

/**
 * Spanish words within a typo of an app's name ('invita' and 'insta', 'manda' and 'monday', 'doce' and 'docs'),
 * written by `write-spanish-near-app-names.ts`: a word the person means is never read as a misspelt app.
 */
const NEAR_APP_WORDS: ReadonlySet<string> = new Set(SPANISH_NEAR_APP_NAMES);

/** The one-word names a typo is read against: long enough for a slip in them to still tell them apart. */
export const FUZZY_APP_NAMES: readonly string[] = [
  ...new Set(ALIASES.filter((alias) => alias.words.length === 1).map((alias) => alias.words.join(""))),
].filter((name) => name.length >= 4);

/** Spelling slack the spec allows (one edit up to 5 letters, two beyond), from the same first letter. */
export function isCloseEnough(word: string, name: string): boolean {
  return word.length >= 4 && word[0] === name[0] && isFuzzyMatch(word, name);
}

export type AppMention = { app: ServiceKey; tokenIndexes: number[] };

/** The app a request names, exactly or with a typo ('slak', 'gmial', 'google drive', 'one drive'). */
export function matchAppName(tokens: readonly Token[], skip: ReadonlySet<number> = new Set()): AppMention | undefined {
  const words = tokens.map((token) => token.norm.replace(/[.,]$/, ""));
  // 'la formación del crm … en Slack': a name that is also a thing yields to an app named plainly.
  let ambiguous: AppMention | undefined;
  for (let index = 0; index < words.length; index++) {
    if (skip.has(index)) continue;
    for (const alias of ALIASES) {
      const matches = alias.words.every((word, offset) => words[index + offset] === word);
      if (!matches) continue;
      const single = alias.words.length === 1 ? alias.words[0] : undefined;
      const mention = { app: alias.app, tokenIndexes: alias.words.map((_, offset) => index + offset) };
      if (!single || !AMBIGUOUS_NAMES.has(single)) return mention;
      if (/^(en|de|del|a|con)$/.test(words[index - 1] ?? "")) ambiguous ??= mention;
    }
  }
  if (ambiguous) return ambiguous;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    if (skip.has(index) || isIntentWord(word) || isStopword(word) || NOT_APP_NAMES.has(word)) continue;
    if (NEAR_APP_WORDS.has(word)) continue;
    const alias = ALIASES.find((candidate) => {
      const name = candidate.words.join("");
      return candidate.words.length === 1 && name.length >= 4 && isCloseEnough(word, name);
    });
    if (alias) return { app: alias.app, tokenIndexes: [index] };
  }
  return undefined;
}

/** The folded names of one app, escaped for a regular expression ('instagram', 'insta', 'ig'). */
export function listAppNames(app: ServiceKey): string[] {
  return ALIASES.filter((alias) => alias.app === app).map((alias) =>
    alias.words.join(" ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
}
