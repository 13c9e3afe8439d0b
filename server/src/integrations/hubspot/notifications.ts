import { findGoneItems } from "../find-gone-items";
import type { NotificationSource, SyncedItem } from "../notification-source";
import { advanceWatermark, pickNewItems, readQueryStart, readWatermark } from "../notification-watermark";
import {
  deleteHubSpotTask,
  fetchHubSpotAccountDetails,
  fetchHubSpotTask,
  type HubSpotAccountDetails,
  type HubSpotObject,
  type HubSpotOwner,
  listHubSpotOwners,
  searchAllHubSpotObjects,
} from "./client";
import { buildHubSpotRecordLink } from "./to-contact-item";

const TASK_PROPERTIES = [
  "hs_task_subject",
  "hs_task_body",
  "hs_task_status",
  "hs_task_priority",
  "hs_timestamp",
  "hubspot_owner_id",
  "hs_updated_by_user_id",
  "hs_lastmodifieddate",
];
/** HubSpot's object type id of tasks, for the record's link. */
const TASK_OBJECT_TYPE = "0-27";
const MAX_SEARCH_PAGES = 5;
const SNIPPET_LENGTH = 200;

function readOwnerName(owner: HubSpotOwner | undefined): string | null {
  const name = [owner?.firstName, owner?.lastName].filter(Boolean).join(" ").trim();
  return name || owner?.email || null;
}

/** Dates come as ISO strings or, for some properties and portals, as epoch milliseconds. */
function readHubSpotDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  return new Date(/^\d+$/.test(value) ? Number(value) : value);
}

function toSyncedItem(
  task: HubSpotObject,
  context: { me: HubSpotOwner; owners: readonly HubSpotOwner[]; account: HubSpotAccountDetails },
): SyncedItem {
  const { properties } = task;
  const subject = properties.hs_task_subject?.trim() || "Tarea sin asunto";
  const body = properties.hs_task_body?.trim() || null;
  const updatedBy = Number(properties.hs_updated_by_user_id);
  const editor = context.owners.find((owner) => owner.userId !== null && owner.userId === updatedBy);
  return {
    providerItemId: task.id,
    title: `Tarea asignada: ${subject}`,
    body,
    subject,
    senderFull: readOwnerName(editor),
    snippet: body ? body.slice(0, SNIPPET_LENGTH) : null,
    date: readHubSpotDate(properties.hs_lastmodifieddate) ?? new Date(task.updatedAt),
    actionUrl: buildHubSpotRecordLink(context.account, TASK_OBJECT_TYPE, task.id),
    importance: properties.hs_task_priority === "HIGH" ? "high" : "normal",
    hasAttachments: false,
    signals: {
      directToUser: true,
      dueAt: readHubSpotDate(properties.hs_timestamp),
      byUser: context.me.userId !== null && updatedBy === context.me.userId,
      senderAddress: editor?.email ?? readOwnerName(editor),
    },
  };
}

/**
 * HubSpot's open tasks assigned to the person (the owner with the account's e-mail), changed since the watermark.
 * HubSpot's webhooks need a public app endpoint, so the CRM search on hs_lastmodifieddate is the change feed.
 */
export const hubspotNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, account, pendingIds }) {
    const watermark = readWatermark(cursor, now);
    const since = readQueryStart(watermark);
    const [owners, details] = await Promise.all([listHubSpotOwners(api), fetchHubSpotAccountDetails(api)]);
    const me = owners.find((owner) => account && owner.email?.toLowerCase() === account.toLowerCase());
    const tasks = me
      ? await searchAllHubSpotObjects(
          api,
          "tasks",
          {
            filterGroups: [
              {
                filters: [
                  { propertyName: "hubspot_owner_id", operator: "EQ", value: me.id },
                  { propertyName: "hs_lastmodifieddate", operator: "GTE", value: String(since.getTime()) },
                  { propertyName: "hs_task_status", operator: "NEQ", value: "COMPLETED" },
                ],
              },
            ],
            sorts: [{ propertyName: "hs_lastmodifieddate", direction: "DESCENDING" }],
            properties: TASK_PROPERTIES,
            limit: 100,
          },
          MAX_SEARCH_PAGES,
        )
      : [];
    const items = me
      ? pickNewItems(
          tasks.map((task) => toSyncedItem(task, { me, owners, account: details })),
          watermark,
        )
      : [];
    const deletedIds = await findGoneItems(
      pendingIds,
      async (taskId) =>
        (await fetchHubSpotTask(api, taskId, TASK_PROPERTIES)).properties.hs_task_status === "COMPLETED",
    );
    return { items, deletedIds, cursor: advanceWatermark(watermark, items, now) };
  },
  deleteItem: (api, providerItemId) => deleteHubSpotTask(api, providerItemId),
};
