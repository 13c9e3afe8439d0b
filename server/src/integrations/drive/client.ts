import type { ProviderApi } from "../provider-api";

const DRIVE_FILES_URL = "https://www.googleapis.com/drive/v3/files";

/** The metadata Shifu's tools ask Drive for, in `fields` syntax. */
export const DRIVE_FILE_FIELDS = "id,name,mimeType,modifiedTime,webViewLink,owners(displayName,emailAddress),trashed";

export type DriveFile = {
  id: string;
  name: string;
  mimeType: string;
  modifiedTime?: string;
  webViewLink?: string;
  owners?: { displayName?: string; emailAddress?: string }[];
  trashed?: boolean;
};

export type DriveFileList = { files?: DriveFile[]; nextPageToken?: string };

/** `files.list`: `q` in Drive's query language, newest first when `orderBy` says so. */
export function listDriveFiles(
  api: ProviderApi,
  options: { q: string; orderBy: string; pageSize: number },
): Promise<DriveFileList> {
  return api.request<DriveFileList>({
    url: DRIVE_FILES_URL,
    query: {
      q: options.q,
      orderBy: options.orderBy,
      pageSize: String(options.pageSize),
      fields: `nextPageToken,files(${DRIVE_FILE_FIELDS})`,
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
