/** The part of OData's query language Graph's mail, files, chats and users answer, read the way Graph reads it. */

type Comparison = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

export type FilterClause =
  | { kind: "compare"; path: string; operator: Comparison; value: string | number | boolean | null }
  | { kind: "function"; name: "startswith" | "contains"; path: string; value: string };

/** Clauses in `or` groups of `and`s: `a and b or c` is [[a, b], [c]]. */
export type ParsedFilter = FilterClause[][];

export class ODataError extends Error {}

/** Splits on a keyword surrounded by spaces, never inside a quoted string. */
function splitOutsideQuotes(text: string, keyword: string): string[] {
  const parts: string[] = [];
  let inQuote = false;
  let start = 0;
  const needle = ` ${keyword} `;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "'") inQuote = !inQuote;
    if (!inQuote && text.slice(index, index + needle.length).toLowerCase() === needle) {
      parts.push(text.slice(start, index));
      start = index + needle.length;
      index += needle.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

function readLiteral(raw: string): string | number | boolean | null {
  const text = raw.trim();
  if (/^'.*'$/s.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (text === "true" || text === "false") return text === "true";
  if (text === "null") return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(text)) return text;
  throw new ODataError(`Invalid filter clause: unexpected literal ${text}`);
}

function readClause(text: string): FilterClause {
  const call = text.match(/^(startswith|contains)\(\s*([\w/]+)\s*,\s*('(?:[^']|'')*')\s*\)$/i);
  if (call) {
    return {
      kind: "function",
      name: (call[1] as string).toLowerCase() as "startswith" | "contains",
      path: call[2] as string,
      value: String(readLiteral(call[3] as string)),
    };
  }
  const comparison = text.match(/^([\w/]+)\s+(eq|ne|gt|ge|lt|le)\s+(.+)$/i);
  if (!comparison) throw new ODataError(`Invalid filter clause: ${text}`);
  return {
    kind: "compare",
    path: comparison[1] as string,
    operator: (comparison[2] as string).toLowerCase() as Comparison,
    value: readLiteral(comparison[3] as string),
  };
}

export function parseFilter(filter: string): ParsedFilter {
  return splitOutsideQuotes(filter.trim(), "or").map((group) => splitOutsideQuotes(group, "and").map(readClause));
}

/** Reads `from/emailAddress/address` out of a resource. */
export function readPath(resource: unknown, path: string): unknown {
  let current: unknown = resource;
  for (const step of path.split("/")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

function compareValues(actual: unknown, expected: unknown): number {
  if (typeof actual === "string" && typeof expected === "string") {
    const [left, right] = [Date.parse(actual), Date.parse(expected)];
    if (/^\d{4}-\d{2}-\d{2}/.test(actual) && Number.isFinite(left) && Number.isFinite(right)) return left - right;
    return actual.toLowerCase().localeCompare(expected.toLowerCase());
  }
  if (typeof actual === "number" && typeof expected === "number") return actual - expected;
  return actual === expected ? 0 : Number.NaN;
}

function matchesClause(resource: unknown, clause: FilterClause): boolean {
  const actual = readPath(resource, clause.path);
  if (clause.kind === "function") {
    if (typeof actual !== "string") return false;
    const [haystack, needle] = [actual.toLowerCase(), clause.value.toLowerCase()];
    return clause.name === "startswith" ? haystack.startsWith(needle) : haystack.includes(needle);
  }
  if (clause.value === null || actual === null || actual === undefined) {
    const same = (actual ?? null) === clause.value;
    return clause.operator === "eq" ? same : clause.operator === "ne" ? !same : false;
  }
  const order = compareValues(actual, clause.value);
  if (Number.isNaN(order)) return clause.operator === "ne";
  switch (clause.operator) {
    case "eq":
      return order === 0;
    case "ne":
      return order !== 0;
    case "gt":
      return order > 0;
    case "ge":
      return order >= 0;
    case "lt":
      return order < 0;
    case "le":
      return order <= 0;
  }
}

export function matchesFilter(resource: unknown, filter: ParsedFilter): boolean {
  return filter.some((group) => group.every((clause) => matchesClause(resource, clause)));
}

export type OrderBy = { path: string; descending: boolean };

export function parseOrderBy(orderby: string): OrderBy[] {
  return orderby.split(",").map((part) => {
    const [path = "", direction = "asc"] = part.trim().split(/\s+/);
    if (!/^[\w/]+$/.test(path) || !/^(asc|desc)$/i.test(direction)) {
      throw new ODataError(`Invalid $orderby: ${orderby}`);
    }
    return { path, descending: direction.toLowerCase() === "desc" };
  });
}

export function sortResources<T>(resources: T[], order: readonly OrderBy[]): T[] {
  return [...resources].sort((left, right) => {
    for (const { path, descending } of order) {
      const difference = compareValues(readPath(left, path), readPath(right, path));
      if (difference && !Number.isNaN(difference)) return descending ? -difference : difference;
    }
    return 0;
  });
}

/** `$top`, bounded as each API bounds it; a missing one takes the API's page size. */
export function readTop(top: string | undefined, pageSize: number, max: number): number {
  if (top === undefined) return pageSize;
  const value = Number(top);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new ODataError(`Invalid $top value: ${top}`);
  return value;
}

/** `$select=a,b`: those fields, plus the ones Graph always sends. */
export function selectFields(
  resource: Readonly<Record<string, unknown>>,
  select: string | undefined,
  always: readonly string[] = ["id"],
): Record<string, unknown> {
  if (!select) return { ...resource };
  const picked: Record<string, unknown> = {};
  for (const name of [...always, ...select.split(",").map((field) => field.trim())]) {
    if (name in resource) picked[name] = resource[name];
  }
  return picked;
}

/** Lower case without accents, as Microsoft Search matches words. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "");
}

/** Whether every searched word starts a word of the text; a plural -s also finds the singular. */
export function matchesWords(text: string, query: string): boolean {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}@.]+/u)
    .filter(Boolean);
  const wanted = foldText(query)
    .split(/[^\p{L}\p{N}@.]+/u)
    .filter(Boolean);
  return wanted.every((term) => {
    const stem = term.length > 4 && term.endsWith("s") ? term.slice(0, -1) : term;
    return words.some((word) => word.startsWith(term) || word.startsWith(stem));
  });
}
