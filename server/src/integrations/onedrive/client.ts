import {
  fetchMicrosoftProfile,
  MICROSOFT_GRAPH_URL,
  readGraphDeltaRound,
  readMicrosoftAccount,
} from "../families/microsoft";
import type { ProviderApi } from "../provider-api";

export async function fetchOneDriveAccount(api: ProviderApi): Promise<string | null> {
  return readMicrosoftAccount(await fetchMicrosoftProfile(api));
}

/** Graph's `driveItem`, the fields Shifu reads. */
export type DriveItem = {
  id: string;
  name: string;
  size?: number;
  webUrl?: string;
  lastModifiedDateTime?: string;
  createdDateTime?: string;
  lastModifiedBy?: { user?: DriveUser };
  parentReference?: { path?: string };
  file?: { mimeType?: string };
  folder?: { childCount?: number };
  /** An item of someone else's drive that the person added to hers. */
  remoteItem?: object;
  /** Set on delta entries of items gone from the drive. */
  deleted?: { state?: string };
};

export type DriveUser = { id?: string; displayName?: string; email?: string };

type DriveItemList = { value: DriveItem[]; "@odata.nextLink"?: string };

const ITEM_FIELDS = "id,name,size,webUrl,lastModifiedDateTime,lastModifiedBy,parentReference,file,folder";

/** GET /me/drive/root/children, newest change first. */
export function listOneDriveRootChildren(api: ProviderApi, top: number): Promise<DriveItemList> {
  return api.request<DriveItemList>({
    url: `${MICROSOFT_GRAPH_URL}/me/drive/root/children`,
    query: { $top: String(top), $orderby: "lastModifiedDateTime desc", $select: ITEM_FIELDS },
  });
}

/** A path from the root as Graph addresses it: each segment escaped, the slashes between them kept. */
function encodeDrivePath(path: string): string {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join("/");
}

/** GET /me/drive/root:/{path}:/children: what a folder holds, found by its path from the root ('Documentos/Clientes'). */
export function listOneDriveChildrenByPath(api: ProviderApi, path: string, top: number): Promise<DriveItemList> {
  return api.request<DriveItemList>({
    url: `${MICROSOFT_GRAPH_URL}/me/drive/root:/${encodeDrivePath(path)}:/children`,
    query: { $top: String(top), $orderby: "lastModifiedDateTime desc", $select: ITEM_FIELDS },
  });
}

/** GET /me/drive/items/{id}/children: what a folder holds, found by its id. */
export function listOneDriveChildren(api: ProviderApi, id: string, top: number): Promise<DriveItemList> {
  return api.request<DriveItemList>({
    url: `${MICROSOFT_GRAPH_URL}/me/drive/items/${encodeURIComponent(id)}/children`,
    query: { $top: String(top), $orderby: "lastModifiedDateTime desc", $select: ITEM_FIELDS },
  });
}

/** GET /me/drive/root/search(q='…'): names, contents and metadata across the whole drive. */
export function searchOneDrive(api: ProviderApi, text: string, top: number): Promise<DriveItemList> {
  const q = encodeURIComponent(text.replace(/'/g, "''"));
  return api.request<DriveItemList>({
    url: `${MICROSOFT_GRAPH_URL}/me/drive/root/search(q='${q}')`,
    query: { $top: String(top), $select: ITEM_FIELDS },
  });
}

/** GET /me/drive/items/{id}. */
export function getOneDriveItem(api: ProviderApi, id: string): Promise<DriveItem> {
  return api.request<DriveItem>({ url: `${MICROSOFT_GRAPH_URL}/me/drive/items/${encodeURIComponent(id)}` });
}

/** DELETE /me/drive/items/{id}: 204, the item (and a folder's contents) goes to the recycle bin. */
export async function deleteOneDriveItem(api: ProviderApi, id: string): Promise<void> {
  await api.request({ method: "DELETE", url: `${MICROSOFT_GRAPH_URL}/me/drive/items/${encodeURIComponent(id)}` });
}

/**
 * One round of GET /me/drive/root/delta: the whole drive from the start, or what changed since a deltaLink. Follows
 * nextLinks to the round's deltaLink.
 */
export async function listOneDriveChanges(
  api: ProviderApi,
  deltaLink: string | null,
): Promise<{ items: DriveItem[]; deltaLink: string }> {
  const round = await readGraphDeltaRound<DriveItem>(
    api,
    { url: deltaLink ?? `${MICROSOFT_GRAPH_URL}/me/drive/root/delta` },
    "OneDrive",
  );
  return { items: round.entries, deltaLink: round.deltaLink };
}
