import type { McpToolRecord } from "../../db/schema";

/** Lowercase without accents, one character for one, so positions in the folded text are positions in the original. */
function foldKeepingLength(text: string): string {
  return [...text]
    .map(
      (char) =>
        char
          .normalize("NFD")
          .replace(/\p{Diacritic}/gu, "")
          .toLowerCase() || char,
    )
    .join("");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type Property = { name: string; type?: string };

function readProperties(tool: McpToolRecord): Property[] {
  const properties = tool.inputSchema.properties;
  if (!properties || typeof properties !== "object") return [];
  return Object.entries(properties as Record<string, { type?: unknown }>).map(([name, schema]) => ({
    name,
    ...(typeof schema?.type === "string" ? { type: schema.type } : {}),
  }));
}

function cleanValue(raw: string): string {
  return raw
    .trim()
    .replace(/^(?:[:=]|es|igual a)\s*/i, "")
    .replace(/[\s,;.]+$/u, "")
    .replace(/\s+(?:y|e|con)$/iu, "")
    .replace(/^[«"'“]|[»"'”]$/gu, "")
    .trim();
}

function coerce(value: string, type: string | undefined): unknown {
  if (type === "number" || type === "integer") {
    const number = Number(
      value
        .replace(/\s*€$/u, "")
        .replace(/\.(?=\d{3}\b)/g, "")
        .replace(",", "."),
    );
    return Number.isFinite(number) ? number : value;
  }
  if (type === "boolean") return /^(si|sí|true|verdadero)$/iu.test(value);
  return value;
}

/**
 * The tool a person named in plain words and the arguments they wrote after it: 'usa la herramienta buscar_facturas
 * de Facturación con cliente Acme y estado emitida' → buscar_facturas, { cliente: 'Acme', estado: 'emitida' }. A
 * tool is named by its own name (or with spaces for underscores); an argument by its property name followed by
 * its value, up to the next property name. Anything vaguer needs a language model.
 */
export function readNamedToolCall(
  text: string,
  tools: readonly McpToolRecord[],
): { tool: McpToolRecord; args: Record<string, unknown> } | undefined {
  const folded = foldKeepingLength(text);
  let named: { tool: McpToolRecord; end: number } | undefined;
  for (const tool of tools) {
    const spelled = foldKeepingLength(tool.name);
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}_])(?:${escapeRegExp(spelled)}|${escapeRegExp(spelled.replace(/_/g, " "))})(?![\\p{L}\\p{N}_])`,
      "u",
    );
    const match = pattern.exec(folded);
    if (match && (!named || match.index + match[0].length > named.end)) {
      named = { tool, end: match.index + match[0].length };
    }
  }
  if (!named) return undefined;
  const properties = readProperties(named.tool);
  const found: { property: Property; start: number; end: number }[] = [];
  for (const property of properties) {
    const key = foldKeepingLength(property.name);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(key)}(?![\\p{L}\\p{N}_])`, "gu");
    pattern.lastIndex = named.end;
    const match = pattern.exec(folded);
    if (match) found.push({ property, start: match.index, end: match.index + match[0].length });
  }
  found.sort((a, b) => a.start - b.start);
  const args: Record<string, unknown> = {};
  found.forEach((entry, index) => {
    const value = cleanValue(text.slice(entry.end, found[index + 1]?.start ?? text.length));
    if (value) args[entry.property.name] = coerce(value, entry.property.type);
  });
  return { tool: named.tool, args };
}

/**
 * Whether a message in the general chat names both one of the server's tools and the server ('usa la herramienta
 * buscar_facturas de Facturación'): the local engine then hands the turn to that server's tools.
 */
export function namesServerTool(text: string, serverName: string, tools: readonly McpToolRecord[]): boolean {
  const folded = foldKeepingLength(text);
  const name = foldKeepingLength(serverName);
  const namesServer = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, "u").test(folded);
  return namesServer && readNamedToolCall(text, tools) !== undefined;
}

/**
 * The tool a message names after 'herramienta' when it is not among `tools` ('usa la herramienta exportar_facturas'):
 * the server may have added it since its list was read.
 */
export function readUnlistedToolName(text: string, tools: readonly McpToolRecord[]): string | undefined {
  const named = /herramienta\s+([\p{L}\p{N}_-]+)/iu.exec(text)?.[1];
  if (!named) return undefined;
  const folded = foldKeepingLength(named);
  return tools.some((tool) => foldKeepingLength(tool.name) === folded) ? undefined : named;
}
