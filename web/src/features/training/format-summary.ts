import { knowledgePanels, labelKnowledgeField, trainingMessages } from "@shifu/contract/plain/training";
import type { KnowledgeItem, SummaryPanel } from "@shifu/contract/training";

/** An item as the diagram and its dialog show it, with the spec's defaults filled in. */
export type SummaryItemView = {
  id: string;
  date: string;
  time: string;
  description: string;
  content: string;
  typeTitle: string;
};

function padTwo(value: number): string {
  return String(value).padStart(2, "0");
}

/** YYYY-MM-DD in the user's time zone, the form the server gives `fecha` in. */
export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${padTwo(date.getMonth() + 1)}-${padTwo(date.getDate())}`;
}

/** HH:mm in the user's time zone, the form the server gives `hora` in. */
function formatLocalTime(date: Date): string {
  return `${padTwo(date.getHours())}:${padTwo(date.getMinutes())}`;
}

/** A field's value in words: a list joined by commas, a nested record by its values. */
function readFieldValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(readFieldValue).filter(Boolean).join(", ");
  if (value && typeof value === "object") return Object.values(value).map(readFieldValue).filter(Boolean).join(", ");
  return value === null || value === undefined ? "" : String(value);
}

/**
 * Text content as it is; structured content (a contact's e-mail, a meeting's people) as one 'Campo: valor' per line,
 * each field by its Spanish name.
 */
export function formatItemContent(content: KnowledgeItem["content"]): string {
  if (typeof content === "string") return content.trim() || trainingMessages.noContent;
  if (!content) return trainingMessages.noContent;
  const lines = Object.entries(content).flatMap(([field, value]) => {
    const text = readFieldValue(value).trim();
    return text ? [`${labelKnowledgeField(field)}: ${text}`] : [];
  });
  return lines.length > 0 ? lines.join("\n") : trainingMessages.noContent;
}

/** The title of a panel type, as the contract names it. */
function readPanelTitle(type: SummaryPanel["type"]): string {
  return knowledgePanels.find((panel) => panel.type === type)?.title ?? type;
}

/** The spec's defaults: date and time now, the panel's title as description, 'no content available' as content. */
export function describeItem(item: KnowledgeItem, panelTitle: string, now: Date): SummaryItemView {
  return {
    id: item.id,
    date: item.fecha?.trim() || formatLocalDate(now),
    time: item.hora?.trim() || formatLocalTime(now),
    description: item.descripcion.trim() || panelTitle,
    content: formatItemContent(item.content),
    typeTitle: readPanelTitle(item.type),
  };
}

/** The spec shows the diagram only for a real summary: not null, not 0 and not NaN (nor not there yet). */
export function isShowableSummary(summary: unknown): summary is SummaryPanel[] {
  return summary !== undefined && summary !== null && summary !== 0 && !Number.isNaN(summary);
}
