import { matchAppName } from "./match-app-name";
import { normalizeText } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";
import { tokenizeRequest } from "./tokenize-request";

const READS: readonly (string | undefined)[] = [undefined, "list", "search", "read", "summarize"];
/** The words that may stand between two apps read together: 'en Gmail y en Outlook', 'entre Gmail y Outlook'. */
const JOINS = /^(y|e|o|u|ni|en|el|de|del|tanto|como)$/;

/**
 * Whether the words between two apps join them as one list: 'en Gmail y en Outlook', or 'tanto en Asana como en
 * monday', where 'como' joins only after 'tanto' ('busca en Drive como dije…' joins nothing).
 */
function joinsBoth(before: readonly string[], between: readonly string[]): boolean {
  if (between.some((word) => /^(y|e|o|u|ni)$/.test(word))) return true;
  const opener = before.filter((word) => word !== "en").at(-1);
  return opener === "tanto" && between.includes("como");
}

/**
 * '¿cuántos correos sin leer tengo entre Gmail y Outlook?': a read that names two apps together is asked of each, one
 * request per app; the other app's name is no word to look for. Any other request is returned as it is.
 */
export function splitByNamedApps(parsed: SpanishRequest): SpanishRequest[] {
  if (!parsed.app || !READS.includes(parsed.action) || parsed.act) return [parsed];
  const tokens = tokenizeRequest(parsed.request.text);
  const first = matchAppName(tokens);
  if (!first) return [parsed];
  const second = matchAppName(tokens, new Set(first.tokenIndexes));
  if (!second || second.app === first.app) return [parsed];
  const [from, to] = [Math.max(...first.tokenIndexes), Math.min(...second.tokenIndexes)];
  const between = tokens.slice(from + 1, to).map((token) => token.norm);
  const before = tokens.slice(0, Math.min(...first.tokenIndexes)).map((token) => token.norm);
  if (between.length === 0 || !joinsBoth(before, between) || !between.every((word) => JOINS.test(word)))
    return [parsed];
  const appWords = new Set([...first.tokenIndexes, ...second.tokenIndexes].map((index) => tokens[index]?.norm));
  const keywords = parsed.request.keywords
    ?.split(/\s+/)
    .filter((word) => !appWords.has(normalizeText(word)))
    .join(" ");
  const request = { ...parsed.request, keywords: keywords || undefined };
  if (!request.keywords) delete request.keywords;
  return [first.app, second.app].map((app) => ({ ...parsed, app, request }));
}
