import { findGoneItems } from "../find-gone-items";
import type { NotificationSource, SyncedItem } from "../notification-source";
import { advanceWatermark, pickNewItems, readQueryStart, readWatermark } from "../notification-watermark";
import type { ProviderApi } from "../provider-api";
import {
  type ClickUpTask,
  deleteClickUpTask,
  fetchClickUpTask,
  fetchClickUpUser,
  listClickUpChangedTasks,
  listClickUpTeams,
} from "./client";

const MAX_TEAMS = 5;
const SNIPPET_LENGTH = 200;
const HIGH_PRIORITIES = new Set(["urgent", "high"]);

function toSyncedItem(task: ClickUpTask, myId: number, now: Date): SyncedItem {
  const text = (task.text_content ?? task.description ?? "").trim() || null;
  const creator = task.creator;
  return {
    providerItemId: task.id,
    title: `Tarea asignada: ${task.name}`,
    body: text,
    subject: task.name,
    senderFull: creator?.username ?? null,
    snippet: text ? text.slice(0, SNIPPET_LENGTH) : null,
    date: task.date_updated ? new Date(Number(task.date_updated)) : now,
    actionUrl: task.url,
    importance: HIGH_PRIORITIES.has(task.priority?.priority ?? "") ? "high" : "normal",
    hasAttachments: false,
    signals: {
      directToUser: true,
      dueAt: task.due_date ? new Date(Number(task.due_date)) : null,
      place: task.list?.name,
      // ClickUp records no last editor, so a task the person made for themselves is their own change.
      byUser: creator?.id === myId,
      senderAddress: creator?.email ?? creator?.username ?? null,
    },
  };
}

/** A task closed, archived or deleted no longer needs the person. */
async function isTaskGone(api: ProviderApi, taskId: string): Promise<boolean> {
  const task = await fetchClickUpTask(api, taskId);
  return task.archived === true || task.status.type === "closed";
}

/**
 * ClickUp's open tasks assigned to the person, updated since the watermark. ClickUp's webhooks need a public
 * endpoint, so the workspace task search's `date_updated_gt` is the change feed.
 */
export const clickupNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, pendingIds }) {
    const watermark = readWatermark(cursor, now);
    const updatedAfter = readQueryStart(watermark);
    const [me, teams] = await Promise.all([fetchClickUpUser(api), listClickUpTeams(api)]);
    const tasks = (
      await Promise.all(
        teams
          .slice(0, MAX_TEAMS)
          .map((team) => listClickUpChangedTasks(api, team.id, { assignee: me.id, updatedAfter })),
      )
    ).flat();
    const items = pickNewItems(
      tasks.map((task) => toSyncedItem(task, me.id, now)),
      watermark,
    );
    const deletedIds = await findGoneItems(pendingIds, (taskId) => isTaskGone(api, taskId));
    return { items, deletedIds, cursor: advanceWatermark(watermark, items, now) };
  },
  deleteItem: (api, providerItemId) => deleteClickUpTask(api, providerItemId),
};
