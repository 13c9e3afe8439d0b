import type { DriveChangeRecord, GoogleData, GoogleDrive } from "../demo-data/google-data";
import { sendGoogleError } from "./google-api-error";
import { applyFieldMask } from "./google-field-mask";
import type { ApiContext } from "./provider-family";

const DEFAULT_CHANGE_FIELDS =
  "kind,nextPageToken,newStartPageToken,changes(kind,changeType,time,removed,fileId,file(kind,id,name,mimeType))";

function readDrive(context: ApiContext): GoogleDrive {
  return (context.data as GoogleData).drive;
}

/** Logs that a file changed (made, edited, trashed) or, with `removed`, was deleted for good. */
export function recordDriveChange(drive: GoogleDrive, fileId: string, now: number, removed = false): void {
  drive.changes.push({ id: drive.nextChangeId, fileId, time: new Date(now).toISOString(), removed });
  drive.nextChangeId += 1;
}

/** `changes.getStartPageToken`: where a client starts listing the changes made from now on. */
export function readStartPageToken(context: ApiContext) {
  return { kind: "drive#startPageToken", startPageToken: String(readDrive(context).nextChangeId) };
}

function sendPageTokenError(context: ApiContext, message: string, reason: string) {
  return sendGoogleError(context.reply, 400, message, reason, { location: "pageToken", locationType: "parameter" });
}

/** Drive reports a file once per listing, at its latest change, whatever happened to it before. */
function keepLatestPerFile(changes: readonly DriveChangeRecord[]): DriveChangeRecord[] {
  const latest = new Map<string, DriveChangeRecord>();
  for (const change of changes) latest.set(change.fileId, change);
  return [...latest.values()].sort((a, b) => a.id - b.id);
}

/**
 * `changes.list`: the changes from `pageToken` on, each with the file as it is now (none when it was deleted), then
 * `nextPageToken` while more remain or `newStartPageToken` for the next sync.
 */
export function listDriveChanges(context: ApiContext) {
  const drive = readDrive(context);
  const query = context.request.query as Record<string, string | undefined>;
  if (!query.pageToken) return sendPageTokenError(context, "Required parameter: pageToken", "required");
  const start = Number(query.pageToken);
  if (!Number.isInteger(start) || start < 1 || start > drive.nextChangeId) {
    return sendPageTokenError(context, "Invalid Value", "invalid");
  }
  const includeRemoved = query.includeRemoved !== "false";
  const pending = keepLatestPerFile(drive.changes.filter((change) => change.id >= start)).filter(
    (change) => includeRemoved || !change.removed,
  );
  const pageSize = Math.min(Math.max(Number(query.pageSize ?? 100) || 100, 1), 1000);
  const page = pending.slice(0, pageSize);
  const last = page.at(-1);
  const more = pending.length > pageSize && last;
  const body = {
    kind: "drive#changeList",
    ...(more ? { nextPageToken: String(last.id + 1) } : { newStartPageToken: String(drive.nextChangeId) }),
    changes: page.map((change) => {
      const file = change.removed ? undefined : drive.files.find((candidate) => candidate.id === change.fileId);
      return {
        kind: "drive#change",
        changeType: "file",
        time: change.time,
        removed: change.removed || !file,
        fileId: change.fileId,
        ...(file ? { file } : {}),
      };
    }),
  };
  return applyFieldMask(body, query.fields ?? DEFAULT_CHANGE_FIELDS);
}
