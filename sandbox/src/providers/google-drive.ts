import { type DriveFile, type GoogleData, type GoogleDrive, googleMimeTypes } from "../demo-data/google-data";
import { hasGoogleScope, sendGoogleError } from "./google-api-error";
import { listDriveChanges, readStartPageToken, recordDriveChange } from "./google-drive-changes";
import { compileDriveQuery, DriveQueryError } from "./google-drive-query";
import { applyFieldMask } from "./google-field-mask";
import { exportDocumentText, exportPresentationText, exportSheetText } from "./google-file-text";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "www.googleapis.com";
const SCOPE = "https://www.googleapis.com/auth/";
const WRITE_SCOPES = [`${SCOPE}drive`, `${SCOPE}drive.file`];
const CONTENT_SCOPES = [...WRITE_SCOPES, `${SCOPE}drive.readonly`];
const METADATA_SCOPES = [...CONTENT_SCOPES, `${SCOPE}drive.metadata.readonly`, `${SCOPE}drive.metadata`];
const DEFAULT_FILE_FIELDS = "kind,id,name,mimeType";

type FileParams = { fileId: string };
type Query = Record<string, string | undefined>;

function readDrive(context: ApiContext): GoogleDrive {
  return (context.data as GoogleData).drive;
}

function readQuery(context: ApiContext): Query {
  return context.request.query as Query;
}

function findFile(context: ApiContext): DriveFile | undefined {
  const { fileId } = context.request.params as FileParams;
  const file = readDrive(context).files.find((candidate) => candidate.id === fileId);
  if (!file) {
    const message = `File not found: ${fileId}.`;
    sendGoogleError(context.reply, 404, message, "notFound", { location: "fileId", locationType: "parameter" });
  }
  return file;
}

/** What `fullText` searches: the name, the description and the text inside Google's own files. */
function readSearchText(drive: GoogleDrive, file: DriveFile): string {
  const document = drive.documents[file.id];
  const spreadsheet = drive.spreadsheets[file.id];
  const presentation = drive.presentations[file.id];
  const content = [
    document ? exportDocumentText(document) : "",
    spreadsheet ? Object.values(spreadsheet.values).flat(2).join(" ") : "",
    presentation ? exportPresentationText(presentation) : "",
    drive.media[file.id] ?? "",
  ];
  return [file.name, file.description ?? "", ...content].join(" ");
}

type OrderKey = { field: string; descending: boolean };

function readOrder(orderBy: string | undefined): OrderKey[] {
  return (orderBy ?? "folder,name")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([field]) => Boolean(field))
    .map(([field = "", direction]) => ({ field, descending: direction?.toLowerCase() === "desc" }));
}

function readSortValue(file: DriveFile, field: string): string | number {
  switch (field) {
    case "folder":
      return file.mimeType === googleMimeTypes.folder ? 0 : 1;
    case "name":
    case "name_natural":
      return file.name.toLowerCase();
    case "starred":
      return file.starred ? 0 : 1;
    case "recency":
    case "modifiedByMeTime":
      return Date.parse(file.modifiedTime);
    default:
      return Date.parse(String(file[field as keyof DriveFile] ?? "")) || 0;
  }
}

function compareFiles(order: OrderKey[]) {
  return (a: DriveFile, b: DriveFile) => {
    for (const { field, descending } of order) {
      const left = readSortValue(a, field);
      const right = readSortValue(b, field);
      if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  };
}

const orderFields = new Set([
  "createdTime",
  "folder",
  "modifiedByMeTime",
  "modifiedTime",
  "name",
  "name_natural",
  "quotaBytesUsed",
  "recency",
  "sharedWithMeTime",
  "starred",
  "viewedByMeTime",
]);

/** Drive lists trashed files too unless `q` says `trashed = false`, as the real API does. */
function listFiles(context: ApiContext) {
  const drive = readDrive(context);
  const query = readQuery(context);
  const order = readOrder(query.orderBy);
  if (order.some((key) => !orderFields.has(key.field))) {
    return sendGoogleError(context.reply, 400, "Invalid Value", "invalid", {
      location: "orderBy",
      locationType: "parameter",
    });
  }
  let matching: DriveFile[];
  try {
    const test = compileDriveQuery(query.q ?? "");
    const scope = { readText: (file: DriveFile) => readSearchText(drive, file) };
    matching = drive.files.filter((file) => test(file, scope));
  } catch (error) {
    if (!(error instanceof DriveQueryError)) throw error;
    return sendGoogleError(context.reply, 400, "Invalid Value", "invalid", {
      location: "q",
      locationType: "parameter",
    });
  }
  const pageSize = Math.min(Math.max(Number(query.pageSize ?? 100) || 100, 1), 1000);
  const offset = Number(query.pageToken ?? 0) || 0;
  const found = matching.sort(compareFiles(order));
  const files = found.slice(offset, offset + pageSize);
  const next = offset + pageSize < found.length ? String(offset + pageSize) : undefined;
  const body = {
    kind: "drive#fileList",
    ...(next ? { nextPageToken: next } : {}),
    incompleteSearch: false,
    files: files.map((file) => applyFieldMask(file, DEFAULT_FILE_FIELDS)),
  };
  if (!query.fields) return body;
  return applyFieldMask({ ...body, files }, query.fields);
}

/** `files.get`: the metadata, or with `alt=media` the bytes, which Google's own types do not have. */
function getFile(context: ApiContext) {
  const query = readQuery(context);
  if (query.alt === "media" && !hasGoogleScope(context, CONTENT_SCOPES)) return undefined;
  const file = findFile(context);
  if (!file) return undefined;
  if (query.alt !== "media") return applyFieldMask(file, query.fields ?? DEFAULT_FILE_FIELDS);
  if (file.mimeType.startsWith("application/vnd.google-apps.")) {
    return sendGoogleError(
      context.reply,
      403,
      "Only files with binary content can be downloaded. Use Export with Docs Editors files.",
      "fileNotDownloadable",
      { location: "alt", locationType: "parameter" },
    );
  }
  const media = readDrive(context).media[file.id] ?? "";
  return context.reply.header("content-type", file.mimeType).send(media);
}

function exportText(drive: GoogleDrive, file: DriveFile, mimeType: string): string | undefined {
  const document = drive.documents[file.id];
  const spreadsheet = drive.spreadsheets[file.id];
  const presentation = drive.presentations[file.id];
  if (document && mimeType === "text/plain") return exportDocumentText(document);
  if (spreadsheet && mimeType === "text/csv") return exportSheetText(spreadsheet, ",");
  if (spreadsheet && mimeType === "text/tab-separated-values") return exportSheetText(spreadsheet, "\t");
  if (presentation && mimeType === "text/plain") return exportPresentationText(presentation);
  return undefined;
}

/** `files.export`: a Google Docs Editors file converted to text, CSV or TSV. */
function exportFile(context: ApiContext) {
  const mimeType = readQuery(context).mimeType;
  if (!mimeType) {
    return sendGoogleError(context.reply, 400, "Required parameter: mimeType", "required", {
      location: "mimeType",
      locationType: "parameter",
    });
  }
  const file = findFile(context);
  if (!file) return undefined;
  if (!file.mimeType.startsWith("application/vnd.google-apps.")) {
    return sendGoogleError(context.reply, 403, "Export only supports Docs Editors files.", "fileNotExportable");
  }
  const text = exportText(readDrive(context), file, mimeType);
  if (text === undefined) {
    return sendGoogleError(context.reply, 400, "The requested conversion is not supported.", "badRequest", {
      location: "convertTo",
      locationType: "parameter",
    });
  }
  return context.reply.header("content-type", `${mimeType}; charset=utf-8`).send(text);
}

/** `files.update` of the metadata fields Shifu changes: trashing is `{ "trashed": true }`, one file per call. */
function updateFile(context: ApiContext) {
  const file = findFile(context);
  if (!file) return undefined;
  const body = (context.request.body ?? {}) as Record<string, unknown>;
  const before = JSON.stringify(file);
  if (typeof body.trashed === "boolean" && body.trashed !== file.trashed) {
    file.trashed = body.trashed;
    file.explicitlyTrashed = body.trashed;
    if (body.trashed) file.trashedTime = new Date(context.now).toISOString();
    else delete file.trashedTime;
  }
  if (typeof body.starred === "boolean") file.starred = body.starred;
  if (typeof body.name === "string" && body.name.trim()) {
    file.name = body.name;
    file.modifiedTime = new Date(context.now).toISOString();
  }
  if (typeof body.description === "string") file.description = body.description;
  if (JSON.stringify(file) !== before) recordDriveChange(readDrive(context), file.id, context.now);
  return applyFieldMask(file, readQuery(context).fields ?? DEFAULT_FILE_FIELDS);
}

/** `files.delete`: gone for good, past the trash; the change log reports it as removed. */
function deleteFile(context: ApiContext) {
  const drive = readDrive(context);
  const file = findFile(context);
  if (!file) return undefined;
  drive.files = drive.files.filter((candidate) => candidate !== file);
  for (const contents of [drive.media, drive.documents, drive.spreadsheets, drive.presentations]) {
    delete contents[file.id];
  }
  recordDriveChange(drive, file.id, context.now, true);
  return context.reply.code(204).send();
}

function defineDriveRoute(
  method: ApiRoute["method"],
  path: string,
  scopes: readonly string[],
  answer: (context: ApiContext) => unknown,
): ApiRoute {
  return {
    method,
    host: HOST,
    path: `/drive/v3${path}`,
    credential: "bearer",
    answer: (context) => (hasGoogleScope(context, scopes) ? answer(context) : undefined),
  };
}

/** The Drive v3 calls of Shifu's Drive, Docs, Sheets and Slides tools and Drive's notifications, over the demo files. */
export const driveRoutes: readonly ApiRoute[] = [
  defineDriveRoute("GET", "/changes/startPageToken", METADATA_SCOPES, readStartPageToken),
  defineDriveRoute("GET", "/changes", METADATA_SCOPES, listDriveChanges),
  defineDriveRoute("GET", "/files", METADATA_SCOPES, listFiles),
  defineDriveRoute("GET", "/files/:fileId", METADATA_SCOPES, getFile),
  defineDriveRoute("GET", "/files/:fileId/export", CONTENT_SCOPES, exportFile),
  defineDriveRoute("PATCH", "/files/:fileId", WRITE_SCOPES, updateFile),
  defineDriveRoute("DELETE", "/files/:fileId", WRITE_SCOPES, deleteFile),
];
