import type { IntentObject, ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { formatSpanishDate } from "./format-spanish-date";

type FormatOptions = { now: Date; timeZone: string };

const PLURALS: Record<IntentObject, string> = {
  email: "correos",
  label: "etiquetas",
  file: "archivos",
  document: "documentos",
  spreadsheet: "hojas de cálculo",
  presentation: "presentaciones",
  message: "mensajes",
  chat: "chats",
  page: "páginas",
  contact: "contactos",
  deal: "negocios",
  note: "notas",
  task: "tareas",
  item: "elementos",
  media: "publicaciones",
  comment: "comentarios",
  pending: "cosas pendientes",
  anything: "resultados",
};

const DOCUMENT_PREVIEW = 1500;

/** Third-party text on one line and without Markdown that could fake a link or a heading. */
function sanitize(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[[\]<>*_`#|]/g, "")
    .trim();
}

function isSafeLink(link: string | undefined): link is string {
  return link !== undefined && /^https?:\/\/[^\s()]+$/.test(link);
}

function formatItem(item: ListedItem, options: FormatOptions): string {
  const facts: string[] = [];
  if (item.from) facts.push(sanitize(item.from));
  if (item.date) facts.push(formatSpanishDate(item.date, options));
  if (item.due) facts.push(`vence ${formatSpanishDate(item.due, options)}`);
  if (item.place) facts.push(sanitize(item.place));
  for (const detail of item.details ?? []) facts.push(sanitize(detail));
  let line = `- **${sanitize(item.title) || "(sin título)"}**`;
  if (facts.length > 0) line += ` — ${facts.join(" · ")}`;
  if (isSafeLink(item.link)) line += ` · [Abrir](${item.link})`;
  if (item.snippet) {
    const snippet = sanitize(item.snippet);
    line += `\n  > ${snippet.length > 160 ? `${snippet.slice(0, 160)}…` : snippet}`;
  }
  return line;
}

/** Quotes a document's text line by line so it reads as content, not as the assistant's words. */
function quoteDocument(text: string): string {
  const preview = text.length > DOCUMENT_PREVIEW ? `${text.slice(0, DOCUMENT_PREVIEW)}…` : text;
  return preview
    .split("\n")
    .map((line) => `> ${line.replace(/^#+\s*/, "")}`)
    .join("\n");
}

/**
 * A tool's output as a short Markdown answer: lists with the useful fields, a document's first ~1500 characters,
 * a done message as is. `searched` names what was looked for when nothing turned up; `heading` opens a list whose
 * items are not things found ('Esto es lo que me has contado:').
 */
export function formatToolOutput(
  output: ToolOutput,
  options: FormatOptions & { searched?: string; heading?: string },
): string {
  if (output.kind === "done") return output.message;
  if (output.kind === "document") {
    const link = isSafeLink(output.item.link) ? `\n\n[Abrir](${output.item.link})` : "";
    const body = output.text.trim() ? quoteDocument(output.text.trim()) : "> (está vacío)";
    return `**${sanitize(output.item.title) || "(sin título)"}**\n\n${body}${link}`;
  }
  const plural = PLURALS[output.object] ?? "resultados";
  if (output.items.length === 0) {
    return options.searched
      ? `No he encontrado ${plural} para «${options.searched}».`
      : `No hay ${plural} que mostrar.`;
  }
  const heading =
    options.heading ??
    (output.items.length === 1 ? "Esto es lo que he encontrado:" : `He encontrado ${output.items.length} ${plural}:`);
  return `${heading}\n\n${output.items.map((item) => formatItem(item, options)).join("\n")}`;
}
