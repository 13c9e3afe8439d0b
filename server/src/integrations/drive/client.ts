import type { ProviderApi } from "../provider-api";

const DRIVE_FILES_URL = "https://www.googleapis.com/drive/v3/files";
const DRIVE_CHANGES_URL = "https://www.googleapis.com/drive/v3/changes";

/** The metadata Shifu's tools ask Drive for, in `fields` syntax. */
export const DRIVE_FILE_FIELDS = "id,name,mimeType,modifiedTime,webViewLink,owners(displayName,emailAddress),trashed";

/** A person as Drive names one; `me` marks the connected user. */
export type DriveUser = { displayName?: string; emailAddress?: string; me?: boolean };

export type DriveFile = {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime?: string;
  webViewLink?: string;
  owners?: DriveUser[];
  trashed?: boolean;
  ownedByMe?: boolean;
  lastModifyingUser?: DriveUser;
  /** When the file was shared with the user, and by whom; absent for the user's own files. */
  sharedWithMeTime?: string;
  sharingUser?: DriveUser;
};

export type DriveFileList = { files?: DriveFile[]; nextPageToken?: string };

/** One entry of `changes.list`: a file as it is now, or `removed` when the user can no longer reach it. */
export type DriveChange = { fileId: string; removed?: boolean; time?: string; file?: DriveFile };

/** Either `nextPageToken` (more to read now) or `newStartPageToken` (where the next sync starts). */
export type DriveChangeList = { changes?: DriveChange[]; nextPageToken?: string; newStartPageToken?: string };

/** `files.list`: `q` in Drive's query language, newest first when `orderBy` says so; `fileFields` picks each file's. */
export function listDriveFiles(
  api: ProviderApi,
  options: { q: string; orderBy: string; pageSize: number; fileFields?: string },
): Promise<DriveFileList> {
  return api.request<DriveFileList>({
    url: DRIVE_FILES_URL,
    query: {
      q: options.q,
      orderBy: options.orderBy,
      pageSize: String(options.pageSize),
      fields: `nextPageToken,files(${options.fileFields ?? DRIVE_FILE_FIELDS})`,
    },
  });
}

/** `changes.getStartPageToken`: the token that lists the changes made from now on. */
export async function getDriveStartPageToken(api: ProviderApi): Promise<string> {
  const answer = await api.request<{ startPageToken: string }>({ url: `${DRIVE_CHANGES_URL}/startPageToken` });
  return answer.startPageToken;
}

/** `changes.list`: one page of the changes from `pageToken` on, each with the file's `fileFields`. */
export function listDriveChanges(api: ProviderApi, pageToken: string, fileFields: string): Promise<DriveChangeList> {
  return api.request<DriveChangeList>({
    url: DRIVE_CHANGES_URL,
    query: {
      pageToken,
      fields: `nextPageToken,newStartPageToken,changes(fileId,removed,time,file(${fileFields}))`,
    },
  });
}

export function getDriveFile(api: ProviderApi, fileId: string): Promise<DriveFile> {
  return api.request<DriveFile>({
    url: `${DRIVE_FILES_URL}/${encodeURIComponent(fileId)}`,
    query: { fields: DRIVE_FILE_FIELDS },
  });
}

/** A text answer stays text; one that happens to parse as JSON is turned back into its text. */
function readText(body: unknown): string {
  if (body === null || body === undefined) return "";
  return typeof body === "string" ? body : JSON.stringify(body);
}

/** `files.export`: a Google Docs Editors file converted, here always to a text format. */
export async function exportDriveFile(api: ProviderApi, fileId: string, mimeType: string): Promise<string> {
  const body = await api.request<unknown>({
    url: `${DRIVE_FILES_URL}/${encodeURIComponent(fileId)}/export`,
    query: { mimeType },
    headers: { accept: `${mimeType}, */*` },
  });
  return readText(body);
}

/** `files.get?alt=media`: the bytes of an uploaded file, read only for text types. */
export async function downloadDriveFile(api: ProviderApi, fileId: string): Promise<string> {
  const body = await api.request<unknown>({
    url: `${DRIVE_FILES_URL}/${encodeURIComponent(fileId)}`,
    query: { alt: "media" },
    headers: { accept: "*/*" },
  });
  return readText(body);
}

/** Moves one file to Drive's trash (`files.update` with `trashed: true`); it stays recoverable for 30 days. */
export function trashDriveFile(api: ProviderApi, fileId: string): Promise<DriveFile> {
  return api.request<DriveFile>({
    method: "PATCH",
    url: `${DRIVE_FILES_URL}/${encodeURIComponent(fileId)}`,
    query: { fields: DRIVE_FILE_FIELDS },
    json: { trashed: true },
  });
}
