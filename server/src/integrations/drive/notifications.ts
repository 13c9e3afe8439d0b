import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type SyncedItem,
} from "../notification-source";
import type { ProviderApi } from "../provider-api";
import {
  type DriveFile,
  type DriveUser,
  getDriveStartPageToken,
  listDriveChanges,
  listDriveFiles,
  trashDriveFile,
} from "./client";
import { GOOGLE_FOLDER, nameFileKind } from "./drive-file-kinds";

const USER_FIELDS = "displayName,emailAddress,me";
/** What a card needs of a file: who changed it, who shared it and whether it is the user's own. */
const CARD_FILE_FIELDS =
  `id,name,mimeType,modifiedTime,webViewLink,trashed,ownedByMe,owners(${USER_FIELDS}),` +
  `lastModifyingUser(${USER_FIELDS}),sharedWithMeTime,sharingUser(${USER_FIELDS})`;

function isMe(user: DriveUser | undefined, account: string | null): boolean {
  if (user?.me) return true;
  return Boolean(account && user?.emailAddress?.toLowerCase() === account.toLowerCase());
}

function formatUser(user: DriveUser | undefined): string | null {
  if (user?.displayName && user.emailAddress) return `${user.displayName} <${user.emailAddress}>`;
  return user?.displayName ?? user?.emailAddress ?? null;
}

/** Shared with the user, and not changed since: the news is the sharing itself, not an edit. */
function isNewlyShared(file: DriveFile): boolean {
  if (file.ownedByMe || !file.sharedWithMeTime) return false;
  return !file.modifiedTime || Date.parse(file.sharedWithMeTime) >= Date.parse(file.modifiedTime);
}

function toSyncedItem(file: DriveFile, account: string | null, now: Date): SyncedItem {
  const shared = isNewlyShared(file);
  const person = shared ? (file.sharingUser ?? file.owners?.[0] ?? file.lastModifyingUser) : file.lastModifyingUser;
  const name = person?.displayName ?? person?.emailAddress;
  const kind = nameFileKind(file.mimeType).toLowerCase();
  const description = shared
    ? `${name ?? "Alguien"} ha compartido contigo «${file.name}» (${kind}).`
    : `${name ?? "Alguien"} ha modificado «${file.name}» (${kind}).`;
  return {
    providerItemId: file.id,
    title: shared ? `Compartieron contigo «${file.name}»` : `${name ?? "Alguien"} modificó «${file.name}»`,
    body: description,
    subject: file.name,
    senderFull: formatUser(person),
    snippet: description,
    date: file.modifiedTime ? new Date(file.modifiedTime) : now,
    actionUrl: file.webViewLink ?? null,
    importance: "normal",
    hasAttachments: false,
    signals: {
      directToUser: Boolean(file.sharedWithMeTime) && !file.ownedByMe,
      mentionsUser: false,
      byUser: isMe(file.lastModifyingUser, account),
      senderAddress: file.lastModifyingUser?.emailAddress ?? null,
    },
  };
}

/** The start page token first, so no change made meanwhile is missed, then what others changed in the window. */
async function readRecentFiles(api: ProviderApi, account: string | null, now: Date): Promise<ChangesPage> {
  const cursor = await getDriveStartPageToken(api);
  const since = new Date(now.getTime() - FIRST_SYNC_WINDOW_MS).toISOString();
  const list = await listDriveFiles(api, {
    q: `modifiedTime > '${since}' and trashed = false and mimeType != '${GOOGLE_FOLDER}'`,
    orderBy: "modifiedTime desc",
    pageSize: FIRST_SYNC_MAX_ITEMS,
    fileFields: CARD_FILE_FIELDS,
  });
  const files = (list.files ?? []).filter((file) => !isMe(file.lastModifyingUser, account));
  return { items: files.map((file) => toSyncedItem(file, account, now)), deletedIds: [], cursor };
}

/**
 * Drive's change feed: the cursor is a changes page token. The first sync reads the files others modified in the
 * last week; later ones page through `changes.list` to its `newStartPageToken`. Trashed and removed files are gone.
 */
export const driveNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, account }) {
    if (cursor === null) return readRecentFiles(api, account, now);
    const items: SyncedItem[] = [];
    const deletedIds: string[] = [];
    let pageToken = cursor;
    for (;;) {
      const page = await listDriveChanges(api, pageToken, CARD_FILE_FIELDS);
      for (const change of page.changes ?? []) {
        if (change.removed || !change.file || change.file.trashed) deletedIds.push(change.fileId);
        else if (change.file.mimeType !== GOOGLE_FOLDER) items.push(toSyncedItem(change.file, account, now));
      }
      if (page.newStartPageToken) return { items, deletedIds, cursor: page.newStartPageToken };
      if (!page.nextPageToken) throw new Error("Drive answered changes.list without a page token");
      pageToken = page.nextPageToken;
    }
  },
  async deleteItem(api, providerItemId) {
    await trashDriveFile(api, providerItemId);
  },
};
