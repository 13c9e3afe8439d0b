import { fetchMicrosoftProfile, type MicrosoftProfile } from "../families/microsoft";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type ReadChangesInput,
  type SyncedItem,
} from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import { type DriveItem, type DriveUser, deleteOneDriveItem, listOneDriveChanges } from "./client";

function isByUser(user: DriveUser | undefined, me: MicrosoftProfile): boolean {
  if (!user) return false;
  if (user.id && user.id === me.id) return true;
  const email = user.email?.toLowerCase();
  return Boolean(email && [me.mail, me.userPrincipalName].some((address) => address?.toLowerCase() === email));
}

function readFolderName(item: DriveItem): string {
  const path = item.parentReference?.path?.replace(/^\/drive\/root:?\/?/, "");
  return path ? decodeURIComponent(path) : "Mis archivos";
}

function toSyncedItem(item: DriveItem, me: MicrosoftProfile, now: Date): SyncedItem {
  const user = item.lastModifiedBy?.user;
  const byUser = isByUser(user, me);
  const name = user?.displayName ?? user?.email ?? "Alguien";
  const firstName = name.split(/\s+/)[0] ?? name;
  const isNew = Boolean(item.createdDateTime && item.createdDateTime === item.lastModifiedDateTime);
  const verb = byUser ? (isNew ? "Subiste" : "Modificaste") : `${firstName} ${isNew ? "subió" : "modificó"}`;
  const modified = Date.parse(item.lastModifiedDateTime ?? "");
  return {
    providerItemId: item.id,
    title: `${verb} «${item.name}»`,
    body: null,
    subject: item.name,
    senderFull: user?.displayName && user.email ? `${user.displayName} <${user.email}>` : (user?.displayName ?? null),
    snippet: `En ${readFolderName(item)}`,
    date: Number.isFinite(modified) ? new Date(modified) : now,
    actionUrl: item.webUrl ?? null,
    importance: "normal",
    hasAttachments: false,
    signals: {
      directToUser: Boolean(item.remoteItem),
      place: readFolderName(item),
      byUser,
      senderAddress: user?.email ?? user?.displayName ?? null,
    },
  };
}

async function readDriveChanges(api: ProviderApi, input: ReadChangesInput) {
  if (input.cursor) {
    try {
      return { first: false, ...(await listOneDriveChanges(api, input.cursor)) };
    } catch (error) {
      // 410 Gone: OneDrive dropped the sync state, so the drive is read again from the start.
      if (!(error instanceof ProviderError && error.status === 410)) throw error;
    }
  }
  return { first: true, ...(await listOneDriveChanges(api, null)) };
}

/**
 * OneDrive through Graph's drive delta: the cursor is the deltaLink, a first sync reads the drive and keeps what
 * others changed in the last 7 days, and an item with the `deleted` facet is gone. Folders are no notification.
 */
export const onedriveNotifications: NotificationSource = {
  async readChanges(api, input): Promise<ChangesPage> {
    const [{ first, items, deltaLink }, me] = await Promise.all([
      readDriveChanges(api, input),
      fetchMicrosoftProfile(api),
    ]);
    const deletedIds = items.filter((item) => item.deleted).map((item) => item.id);
    const files = items
      .filter((item) => item.file && !item.deleted)
      .map((item) => toSyncedItem(item, me, input.now))
      .sort((left, right) => right.date.getTime() - left.date.getTime());
    if (!first) return { items: files, deletedIds, cursor: deltaLink };
    const since = input.now.getTime() - FIRST_SYNC_WINDOW_MS;
    const recent = files.filter((file) => !file.signals.byUser && file.date.getTime() >= since);
    return { items: recent.slice(0, FIRST_SYNC_MAX_ITEMS), deletedIds, cursor: deltaLink };
  },
  async deleteItem(api, providerItemId) {
    try {
      await deleteOneDriveItem(api, providerItemId);
    } catch (error) {
      // Already gone from the drive: what the person asked for is done.
      if (!(error instanceof ProviderError && error.status === 404)) throw error;
    }
  },
};
