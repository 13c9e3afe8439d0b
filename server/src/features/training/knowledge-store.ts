import { type KnowledgeItem, KnowledgePanelTypeSchema, knowledgePanels } from "@shifu/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { knowledgeItems } from "../../db/schema";
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

/** The panels' titles by type, for texts that name them. */
export function findPanelTitle(type: string): string {
  return knowledgePanels.find((panel) => panel.type === type)?.title ?? "Otros";
}
