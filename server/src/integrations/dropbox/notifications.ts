import { formatSize } from "../format-size";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type ReadChangesInput,
  type SyncedItem,
} from "../notification-source";
import type { ProviderApi } from "../provider-api";
import {
  continueDropboxListing,
  type DropboxListPage,
  type DropboxMetadata,
  deleteDropboxPath,
  fetchDropboxMetadata,
  readDropboxErrorSummary,
  startDropboxListing,
} from "./client";
import { buildDropboxLink, readDropboxFolder } from "./to-dropbox-item";

/** A guard against a listing that never ends; a real Dropbox gives up to about 2,000 entries a page. */
const MAX_LIST_PAGES = 200;
/** Each check is one get_metadata call. */
const MAX_DELETION_CHECKS = 20;

type DropboxFile = DropboxMetadata & { ".tag": "file"; id: string; server_modified: string };

type Listing = { entries: DropboxMetadata[]; cursor: string; complete: boolean };

function isFile(entry: DropboxMetadata): entry is DropboxFile {
  return entry[".tag"] === "file" && Boolean(entry.id) && Boolean(entry.server_modified);
}

async function readAllPages(api: ProviderApi, first: DropboxListPage): Promise<Listing> {
  const entries = [...first.entries];
  let page = first;
  for (let count = 1; page.has_more && count < MAX_LIST_PAGES; count++) {
    page = await continueDropboxListing(api, page.cursor);
    entries.push(...page.entries);
  }
  return { entries, cursor: page.cursor, complete: !page.has_more };
}

/**
 * The item id is the file's `id`, not its path: a path changes when the file is renamed or moved, and the same file
 * would then come back as a new card while its old card pointed nowhere. Dropbox reports a deletion by path only,
 * so deletions are resolved by asking for the pending ids (findDeletedIds).
 */
function toSyncedItem(file: DropboxFile): SyncedItem {
  const folder = readDropboxFolder(file);
  const size = file.size === undefined ? "" : ` · ${formatSize(file.size)}`;
  return {
    providerItemId: file.id,
    // Dropbox's feed does not tell a new file from a new version of one; either is new content to look at.
    title: `Nuevo archivo en Dropbox: «${file.name}»`,
    body: null,
    subject: file.name,
    senderFull: null,
    snippet: `En la carpeta ${folder}${size}`,
    date: new Date(file.server_modified),
    actionUrl: buildDropboxLink(file),
    importance: "normal",
    hasAttachments: false,
    signals: { place: folder },
  };
}

/** Each file once, as its latest entry says, newest first. */
function collectFiles(entries: readonly DropboxMetadata[]): DropboxFile[] {
  const files = new Map<string, DropboxFile>();
  for (const entry of entries) if (isFile(entry)) files.set(entry.id, entry);
  return [...files.values()].sort((a, b) => Date.parse(b.server_modified) - Date.parse(a.server_modified));
}

async function fileExists(api: ProviderApi, id: string): Promise<boolean> {
  try {
    await fetchDropboxMetadata(api, id);
    return true;
  } catch (error) {
    if (readDropboxErrorSummary(error)?.startsWith("path/not_found")) return false;
    throw error;
  }
}

async function findDeletedIds(api: ProviderApi, pendingIds: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of pendingIds.slice(0, MAX_DELETION_CHECKS)) {
    if (!(await fileExists(api, id))) deleted.push(id);
  }
  return deleted;
}

/** The files changed in the last week, from a full listing whose final cursor is where later syncs continue. */
async function readFirstChanges(api: ProviderApi, input: ReadChangesInput): Promise<ChangesPage> {
  const listing = await readAllPages(api, await startDropboxListing(api));
  const since = input.now.getTime() - FIRST_SYNC_WINDOW_MS;
  const files = collectFiles(listing.entries);
  const present = new Set(files.map((file) => file.id));
  return {
    items: files
      .filter((file) => Date.parse(file.server_modified) >= since)
      .slice(0, FIRST_SYNC_MAX_ITEMS)
      .map(toSyncedItem),
    // After a reset the pending items are known; a complete listing without one means it is gone.
    deletedIds: listing.complete ? input.pendingIds.filter((id) => !present.has(id)) : [],
    cursor: listing.cursor,
  };
}

async function readLaterChanges(api: ProviderApi, cursor: string, input: ReadChangesInput): Promise<ChangesPage> {
  const listing = await readAllPages(api, await continueDropboxListing(api, cursor));
  const files = collectFiles(listing.entries);
  const listed = new Set(files.map((file) => file.id));
  // A moved or renamed file is reported deleted at its old path and listed at its new one, under the same id.
  const sawDeletion = listing.entries.some((entry) => entry[".tag"] === "deleted");
  const unknown = input.pendingIds.filter((id) => !listed.has(id));
  return {
    items: files.map(toSyncedItem),
    deletedIds: sawDeletion ? await findDeletedIds(api, unknown) : [],
    cursor: listing.cursor,
  };
}

async function readDropboxChanges(api: ProviderApi, input: ReadChangesInput): Promise<ChangesPage> {
  if (input.cursor) {
    try {
      return await readLaterChanges(api, input.cursor, input);
    } catch (error) {
      // Dropbox answers `reset` to a cursor it can no longer continue: start over as a first sync.
      if (!readDropboxErrorSummary(error)?.startsWith("reset")) throw error;
    }
  }
  return readFirstChanges(api, input);
}

/** Deletes the file by its id, which delete_v2 takes wherever it takes a path. */
async function deleteDropboxItem(api: ProviderApi, providerItemId: string): Promise<void> {
  try {
    await deleteDropboxPath(api, providerItemId);
  } catch (error) {
    // Already gone at Dropbox, which is what the person asked for.
    if (readDropboxErrorSummary(error)?.startsWith("path_lookup/not_found")) return;
    throw error;
  }
}

/** New and changed files anywhere in the person's Dropbox, by Dropbox's own list_folder cursor. */
export const dropboxNotifications: NotificationSource = {
  readChanges: readDropboxChanges,
  deleteItem: deleteDropboxItem,
};
