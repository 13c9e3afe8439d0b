import type { IntentObject, ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { formatSpanishDate } from "./format-spanish-date";

export type FormatOptions = { now: Date; timeZone: string };

export const PLURAL_NAMES: Record<IntentObject, string> = {
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
  event: "eventos",
  invitation: "invitaciones",
  slot: "huecos libres",
  anything: "resultados",
};

/** One of a kind, for counts of one: 'Tienes 1 correo sin leer'. */
export const SINGULAR_NAMES: Record<IntentObject, string> = {
  email: "correo",
  label: "etiqueta",
  file: "archivo",
  document: "documento",
  spreadsheet: "hoja de cálculo",
  presentation: "presentación",
  message: "mensaje",
  chat: "chat",
  page: "página",
  contact: "contacto",
  deal: "negocio",
  note: "nota",
  task: "tarea",
  item: "elemento",
  media: "publicación",
  comment: "comentario",
  pending: "cosa pendiente",
  event: "evento",
  invitation: "invitación",
  slot: "hueco libre",
  anything: "resultado",
};

const DOCUMENT_PREVIEW = 1500;

/** Third-party text on one line and without Markdown that could fake a link or a heading. */
export function sanitize(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[[\]<>*_`#|]/g, "")
    .trim();
}

function isSafeLink(link: string | undefined): link is string {
  return link !== undefined && /^https?:\/\/[^\s()]+$/.test(link);
}

/** One item as a line of a numbered list, so a later 'el segundo' can name it (read back by read-choice.ts). */
function formatItem(item: ListedItem, position: number, options: FormatOptions): string {
  const facts: string[] = [];
  if (item.from) facts.push(sanitize(item.from));
  if (item.date) facts.push(formatSpanishDate(item.date, options));
  if (item.due) facts.push(`vence ${formatSpanishDate(item.due, options)}`);
  if (item.place) facts.push(sanitize(item.place));
  for (const detail of item.details ?? []) facts.push(sanitize(detail));
  let line = `${position}. **${sanitize(item.title) || "(sin título)"}**`;
  if (facts.length > 0) line += ` — ${facts.join(" · ")}`;
  if (isSafeLink(item.link)) line += ` · [Abrir](${item.link})`;
  if (item.snippet && !repeatsTitle(item.title, item.snippet)) {
    line += `\n   > ${trimCutSnippet(shortenAtWord(sanitize(item.snippet), 160))}`;
  }
  return line;
}

/** A chat message's title is its own text: quoting it again under the bold line only repeats it. */
function repeatsTitle(title: string, snippet: string): boolean {
  const comparable = (text: string) =>
    sanitize(text)
      .toLowerCase()
      .replace(/[…\s]+$/u, "");
  return comparable(title) === comparable(snippet);
}

/** At most `limit` characters, cut at a word's end with '…', never in the middle of a word. */
export function shortenAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1).replace(/\s+\S*$/, "");
  return `${(cut.length > 0 ? cut : text.slice(0, limit)).replace(/[\s,;:.-]+$/, "")}…`;
}

/** Items as a numbered list. */
export function formatItems(items: readonly ListedItem[], options: FormatOptions): string {
  return items.map((item, index) => formatItem(item, index + 1, options)).join("\n");
}

/**
 * Providers cut their snippets at a fixed length, often inside a word ('en la sede el'): a long snippet that does not
 * end a sentence loses its last, maybe partial, word and says it goes on.
 */
function trimCutSnippet(snippet: string): string {
  if (snippet.length < 100 || /[.!?…»")]$/.test(snippet)) return snippet;
  return `${snippet.replace(/\s+\S*$/, "").replace(/[\s,;:.-]+$/, "")}…`;
}

/** Quotes a document's text line by line so it reads as content, not as the assistant's words. */
function quoteDocument(text: string): string {
  const preview = shortenAtWord(text, DOCUMENT_PREVIEW);
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
  const plural = PLURAL_NAMES[output.object] ?? "resultados";
  if (output.items.length === 0) {
    return options.searched
      ? `No he encontrado ${plural} para «${options.searched}».`
      : `No hay ${plural} que mostrar.`;
  }
  const heading =
    options.heading ??
    (output.items.length === 1 ? "Esto es lo que he encontrado:" : `He encontrado ${output.items.length} ${plural}:`);
  return `${heading}\n\n${formatItems(output.items, options)}`;
}
