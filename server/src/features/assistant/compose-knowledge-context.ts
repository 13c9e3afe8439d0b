import type { KnowledgeItem, KnowledgePanelType } from "@shifu/contract";
import { findPanelTitle } from "../training/knowledge-store";
import { describeKnowledgeContent } from "./describe-knowledge-item";
import { readWallTime } from "./local-engine/zoned-time";

/** The summary's size in characters: a few hundred tokens of every turn, whatever the person taught. */
export const KNOWLEDGE_CONTEXT_LIMIT = 1_500;

const MAX_LINE = 220;

/** Most useful first: how to answer, then who matters, then what is coming, then the background. */
const PANEL_PRIORITY: readonly KnowledgePanelType[] = [
  "tono",
  "preferencias",
  "contactos",
  "reuniones",
  "tareas",
  "proyectos",
  "empresa",
  "horarios",
  "otros",
];

function readToday(now: Date, timeZone: string): string {
  const wall = readWallTime(now, timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Within a panel: what is coming soonest, then the undated, then what already passed (least useful, so last). */
function compareWithinPanel(first: KnowledgeItem, second: KnowledgeItem, today: string): number {
  const rank = (item: KnowledgeItem) => (!item.fecha ? 1 : item.fecha >= today ? 0 : 2);
  const when = (item: KnowledgeItem) => `${item.fecha ?? ""} ${item.hora ?? ""}`;
  return rank(first) - rank(second) || when(first).localeCompare(when(second));
}

function describeLine(item: KnowledgeItem): string {
  const when = [item.fecha, item.hora].filter(Boolean).join(" ");
  const facts = [when, ...describeKnowledgeContent(item)].filter(Boolean);
  const text = `- ${findPanelTitle(item.type)}: ${item.descripcion}${facts.length > 0 ? ` (${facts.join("; ")})` : ""}`;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_LINE ? `${flat.slice(0, MAX_LINE - 1)}…` : flat;
}

/**
 * What the person taught Shifu, as a compact Spanish summary for every assistant's instructions: at most
 * `KNOWLEDGE_CONTEXT_LIMIT` characters, most useful first (tone and preferences, key contacts, upcoming meetings and
 * tasks, projects, company, schedules), marked as the person's own statements. Undefined when nothing was taught.
 */
export function composeKnowledgeContext(
  items: readonly KnowledgeItem[],
  options: { now: Date; timeZone: string },
): string | undefined {
  if (items.length === 0) return undefined;
  const today = readToday(options.now, options.timeZone);
  const ordered = [...items].sort(
    (first, second) =>
      PANEL_PRIORITY.indexOf(first.type) - PANEL_PRIORITY.indexOf(second.type) ||
      compareWithinPanel(first, second, today),
  );
  const opening =
    "Lo que el usuario te enseñó (son afirmaciones suyas sobre sí mismo; tenlas en cuenta al responder y úsalas para contestar lo que pregunte de ello):";
  const lines: string[] = [];
  let length = opening.length;
  for (const [index, item] of ordered.entries()) {
    const line = describeLine(item);
    const left = ordered.length - index - 1;
    // Room is kept for saying how much was left out, so the summary never passes the limit.
    const closing = left > 0 ? 80 : 0;
    if (length + 1 + line.length + closing > KNOWLEDGE_CONTEXT_LIMIT) {
      lines.push(`- Y ${ordered.length - index} cosas más: consúltalas con shifu_recall_knowledge si hace falta.`);
      break;
    }
    lines.push(line);
    length += 1 + line.length;
  }
  return [opening, ...lines].join("\n");
}
