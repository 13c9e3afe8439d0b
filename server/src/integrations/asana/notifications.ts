import { findGoneItems } from "../find-gone-items";
import type { NotificationSource, SyncedItem } from "../notification-source";
import { advanceWatermark, pickNewItems, readQueryStart, readWatermark } from "../notification-watermark";
import {
  type AsanaTask,
  deleteAsanaTask,
  fetchAsanaMe,
  fetchAsanaTask,
  listAsanaWorkspaces,
  listMyChangedAsanaTasks,
} from "./client";

const MAX_WORKSPACES = 5;
const SNIPPET_LENGTH = 200;
/** Asana has no built-in priority; teams add a 'Prioridad' (or 'Priority') custom field with values like these. */
const PRIORITY_FIELD = /^(prioridad|priority)$/i;
const HIGH_PRIORITY = /^(alta|high|urgente|urgent)$/i;

/** A due time where Asana has one, else the due day at midnight UTC, which is how Asana stores a bare day. */
function readDueAt(task: AsanaTask): Date | null {
  if (task.due_at) return new Date(task.due_at);
  return task.due_on ? new Date(`${task.due_on}T00:00:00Z`) : null;
}

function isHighPriority(task: AsanaTask): boolean {
  return (task.custom_fields ?? []).some(
    (field) => PRIORITY_FIELD.test(field.name ?? "") && HIGH_PRIORITY.test(field.display_value ?? ""),
  );
}

function toSyncedItem(task: AsanaTask, myGid: string, now: Date): SyncedItem {
  const notes = task.notes?.trim() || null;
  const creator = task.created_by;
  return {
    providerItemId: task.gid,
    title: `Tarea asignada: ${task.name}`,
    body: notes,
    subject: task.name,
    senderFull: creator?.name ?? null,
    snippet: notes ? notes.slice(0, SNIPPET_LENGTH) : null,
    date: task.modified_at ? new Date(task.modified_at) : now,
    actionUrl: task.permalink_url ?? null,
    importance: isHighPriority(task) ? "high" : "normal",
    hasAttachments: false,
    signals: {
      directToUser: true,
      dueAt: readDueAt(task),
      place: task.projects?.find((project) => project.name)?.name,
      // Asana records no last editor, so a task the person made for themselves is their own change.
      byUser: creator?.gid === myGid,
      senderAddress: creator?.email ?? creator?.name ?? null,
    },
  };
}

/**
 * Asana's tasks assigned to the person, changed since the watermark. Asana's events need a sync token per project,
 * so the task list's `modified_since` is the change feed; a task completed or deleted since leaves Shifu.
 */
export const asanaNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, pendingIds }) {
    const watermark = readWatermark(cursor, now);
    const since = readQueryStart(watermark);
    const [me, workspaces] = await Promise.all([fetchAsanaMe(api), listAsanaWorkspaces(api)]);
    const tasks = (
      await Promise.all(
        workspaces.slice(0, MAX_WORKSPACES).map((workspace) => listMyChangedAsanaTasks(api, workspace.gid, since)),
      )
    ).flat();
    const items = pickNewItems(
      tasks.map((task) => toSyncedItem(task, me.gid, now)),
      watermark,
    );
    const deletedIds = await findGoneItems(
      pendingIds,
      async (gid) => (await fetchAsanaTask(api, gid)).completed === true,
    );
    return { items, deletedIds, cursor: advanceWatermark(watermark, items, now) };
  },
  deleteItem: (api, providerItemId) => deleteAsanaTask(api, providerItemId),
};
