import { type KnowledgeItem, KnowledgePanelTypeSchema, knowledgePanels } from "@shifu/contract";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { knowledgeItems } from "../../db/schema";
import type { WorkingHours } from "../../integrations/app-tool";
import type { KeyContact } from "../notifications/triage-notification";

type KnowledgeRow = typeof knowledgeItems.$inferSelect;
export type NewKnowledgeItem = Omit<KnowledgeItem, "id">;

export function toKnowledgeItem(row: KnowledgeRow): KnowledgeItem {
  const type = KnowledgePanelTypeSchema.catch("otros").parse(row.type);
  return { id: row.id, fecha: row.fecha, hora: row.hora, descripcion: row.descripcion, content: row.content, type };
}

/** Everything the person taught, oldest first. */
export async function listKnowledgeItems(db: Database, userId: string): Promise<KnowledgeItem[]> {
  const rows = await db
    .select()
    .from(knowledgeItems)
    .where(eq(knowledgeItems.userId, userId))
    .orderBy(asc(knowledgeItems.seq));
  return rows.map(toKnowledgeItem);
}

export async function insertKnowledgeItems(
  db: Database,
  input: { userId: string; sourceMessageId: string | null; items: readonly NewKnowledgeItem[] },
): Promise<KnowledgeItem[]> {
  if (input.items.length === 0) return [];
  const rows = await db
    .insert(knowledgeItems)
    .values(
      input.items.map((item) => ({
        userId: input.userId,
        sourceMessageId: input.sourceMessageId,
        type: item.type,
        fecha: item.fecha,
        hora: item.hora,
        descripcion: item.descripcion,
        content: item.content,
      })),
    )
    .returning();
  return rows.map(toKnowledgeItem);
}

/** Deletes one of the person's own items; false when there was none. */
export async function deleteKnowledgeItem(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(knowledgeItems)
    .where(and(eq(knowledgeItems.id, id), eq(knowledgeItems.userId, userId)))
    .returning({ id: knowledgeItems.id });
  return deleted.length > 0;
}

function readContactField(content: KnowledgeItem["content"], field: "name" | "email"): string | null {
  if (!content || typeof content === "string") return null;
  const value = content[field];
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The 'Contactos clave' the person taught, for triage: a key contact's mail always needs them. */
export async function readKeyContacts(db: Database, userId: string): Promise<KeyContact[]> {
  const rows = await db
    .select()
    .from(knowledgeItems)
    .where(and(eq(knowledgeItems.userId, userId), eq(knowledgeItems.type, "contactos")));
  return rows.map((row) => ({
    name: readContactField(row.content, "name") ?? row.descripcion,
    email: readContactField(row.content, "email"),
  }));
}

function readClock(content: KnowledgeItem["content"], field: "start" | "end"): string | undefined {
  if (!content || typeof content === "string") return undefined;
  const value = content[field];
  return typeof value === "string" && /^\d{2}:\d{2}$/.test(value) ? value : undefined;
}

/**
 * The working hours the person taught ('Trabajo de 9 a 18', or 'entro a las 9' and 'salgo a las 6'), the latest
 * taught first; null when they taught none. Habits of one day ('los viernes salgo a las 15') are not the week's hours.
 */
export async function readWorkingHours(db: Database, userId: string): Promise<WorkingHours | null> {
  const rows = await db
    .select()
    .from(knowledgeItems)
    .where(and(eq(knowledgeItems.userId, userId), eq(knowledgeItems.type, "horarios"), isNull(knowledgeItems.fecha)))
    .orderBy(desc(knowledgeItems.seq));
  const weekly = rows.filter((row) => !(row.content && typeof row.content === "object" && "days" in row.content));
  const span = weekly.find((row) => row.descripcion.startsWith("Horario de trabajo") && readClock(row.content, "end"));
  const start = readClock(span?.content ?? null, "start");
  const end = readClock(span?.content ?? null, "end");
  if (start && end) return { start, end };
  const entry = readClock(weekly.find((row) => row.descripcion.startsWith("Entrada"))?.content ?? null, "start");
  const exit = readClock(weekly.find((row) => row.descripcion.startsWith("Salida"))?.content ?? null, "start");
  return entry && exit && entry < exit ? { start: entry, end: exit } : null;
}

/** The panels' titles by type, for texts that name them. */
export function findPanelTitle(type: string): string {
  return knowledgePanels.find((panel) => panel.type === type)?.title ?? "Otros";
}
