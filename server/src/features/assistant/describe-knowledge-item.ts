import type { KnowledgeItem } from "@shifu/contract";
import { labelKnowledgeField } from "@shifu/contract/training";

const MAX_DETAIL = 120;
const MAX_DETAILS = 5;

function shorten(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit - 1)}…` : flat;
}

/** A field's value in words: people in a list by their name, nested records by their text. */
function readValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(readValue).filter(Boolean).join(", ");
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const named = record.name ?? record.email;
    if (typeof named === "string") return named;
    return Object.values(record).map(readValue).filter(Boolean).join(", ");
  }
  return "";
}

/** The details an item holds beyond its description: 'Correo: ana@empresa.com', 'Con: Ana, Luis'. */
export function describeKnowledgeContent(item: KnowledgeItem): string[] {
  const { content } = item;
  if (!content) return [];
  if (typeof content === "string") {
    return content.trim() && content.trim() !== item.descripcion.trim() ? [shorten(content, MAX_DETAIL)] : [];
  }
  return Object.entries(content)
    .flatMap(([field, value]) => {
      const text = readValue(value).trim();
      if (!text || text === item.descripcion.trim()) return [];
      return [`${labelKnowledgeField(field)}: ${shorten(text, MAX_DETAIL)}`];
    })
    .slice(0, MAX_DETAILS);
}

/** All the words of an item, its description and its details, for matching a question against it. */
export function readKnowledgeText(item: KnowledgeItem): string {
  const { content } = item;
  const details = !content || typeof content === "string" ? [content ?? ""] : Object.values(content).map(readValue);
  return [item.descripcion, ...details, item.fecha ?? "", item.hora ?? ""].join(" ");
}
