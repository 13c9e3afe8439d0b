import type { FastifyReply } from "fastify";
import {
  type DropboxChange,
  type DropboxData,
  type DropboxEntryRecord,
  recordDropboxChange,
} from "../demo-data/dropbox-data";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "api.dropboxapi.com";
/** Dropbox pages a listing as it sees fit; a small page makes every client follow `has_more`, as it must. */
const DEFAULT_PAGE_SIZE = 10;
const MAX_SEARCH_RESULTS = 1000;

/**
 * Where a listing is: `offset` while it still pages through the entries as they were when list_folder was called,
 * then none, and `seq` is the position in the change log from which list_folder/continue reports changes.
 */
type Cursor = { path: string; recursive: boolean; limit: number; seq: number; offset?: number };

/** Dropbox's RPC errors: HTTP 409, a summary ending in "/..", and the union tag that says what went wrong. */
function sendDropboxError(reply: FastifyReply, tag: string, reason: string): FastifyReply {
  return reply.code(409).send({
    error_summary: `${tag}/${reason}/..`,
    error: { ".tag": tag, [tag]: { ".tag": reason } },
  });
}

function sendBadInput(reply: FastifyReply, message: string): FastifyReply {
  // A malformed argument is a 400 with a plain-text explanation, not JSON.
  return reply.code(400).type("text/plain; charset=utf-8").send(`Error in call to API function: ${message}`);
}

function readData(context: ApiContext): DropboxData {
  return context.data as DropboxData;
}

function readBody(context: ApiContext): Record<string, unknown> {
  const body = context.request.body;
  return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
}

function toMetadata(entry: DropboxChange): Record<string, unknown> {
  if (entry[".tag"] === "deleted") return { ...entry };
  const { text: _text, ...metadata } = entry;
  return entry[".tag"] === "file" ? { ...metadata, is_downloadable: true } : metadata;
}

/** A path, or an "id:…" as Dropbox also takes; paths compare without case. */
function findEntry(data: DropboxData, path: string): DropboxEntryRecord | undefined {
  if (path.startsWith("id:")) return data.entries.find((entry) => entry.id === path);
  return data.entries.find((entry) => entry.path_lower === path.toLowerCase());
}

function isInside(entry: DropboxChange, folder: string, recursive: boolean): boolean {
  const prefix = `${folder}/`;
  if (!entry.path_lower.startsWith(prefix)) return false;
  return recursive || !entry.path_lower.slice(prefix.length).includes("/");
}

function encodeCursor(cursor: Cursor): string {
  return `AAH${Buffer.from(JSON.stringify(cursor)).toString("base64url")}`;
}

function answerListingPage(data: DropboxData, cursor: Cursor & { offset: number }): unknown {
  const all = data.entries.filter((entry) => isInside(entry, cursor.path, cursor.recursive));
  const page = all.slice(cursor.offset, cursor.offset + cursor.limit);
  const offset = cursor.offset + page.length;
  const hasMore = offset < all.length;
  const { offset: _done, ...changesCursor } = cursor;
  return {
    entries: page.map(toMetadata),
    cursor: encodeCursor(hasMore ? { ...cursor, offset } : changesCursor),
    has_more: hasMore,
  };
}

/**
 * The changes after the cursor's position, one per path as Dropbox gives them: a file added then deleted since the
 * cursor is only reported deleted.
 */
function answerChangesPage(data: DropboxData, cursor: Cursor): unknown {
  const latest = new Map<string, { seq: number; change: DropboxChange }>();
  data.changes.forEach((change, seq) => {
    if (seq < cursor.seq || !isInside(change, cursor.path, cursor.recursive)) return;
    latest.delete(change.path_lower);
    latest.set(change.path_lower, { seq, change });
  });
  const changes = [...latest.values()];
  const page = changes.slice(0, cursor.limit);
  const hasMore = changes.length > page.length;
  const seq = hasMore ? (page.at(-1)?.seq ?? cursor.seq) + 1 : data.changes.length;
  return {
    entries: page.map(({ change }) => toMetadata(change)),
    cursor: encodeCursor({ ...cursor, seq }),
    has_more: hasMore,
  };
}

function listFolder(context: ApiContext): unknown {
  const data = readData(context);
  const body = readBody(context);
  if (typeof body.path !== "string") return sendBadInput(context.reply, 'missing required field "path"');
  const folder = body.path === "" ? undefined : findEntry(data, body.path);
  if (body.path !== "" && !folder) return sendDropboxError(context.reply, "path", "not_found");
  if (folder && folder[".tag"] !== "folder") return sendDropboxError(context.reply, "path", "not_folder");
  const limit = Math.min(Math.max(Number(body.limit ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, 1), 2000);
  return answerListingPage(data, {
    path: folder?.path_lower ?? "",
    recursive: body.recursive === true,
    limit,
    seq: data.changes.length,
    offset: 0,
  });
}

function continueListFolder(context: ApiContext): unknown {
  const { cursor } = readBody(context);
  if (typeof cursor !== "string" || !cursor.startsWith("AAH")) {
    return sendBadInput(context.reply, 'missing required field "cursor"');
  }
  const data = readData(context);
  let decoded: Cursor;
  try {
    decoded = JSON.parse(Buffer.from(cursor.slice(3), "base64url").toString()) as Cursor;
  } catch {
    decoded = { path: "", recursive: false, limit: 0, seq: Number.POSITIVE_INFINITY };
  }
  // A cursor from before a sandbox reset points past the log: Dropbox's answer to a cursor it cannot use.
  if (!Number.isInteger(decoded.seq) || decoded.seq > data.changes.length) {
    return context.reply.code(409).send({ error_summary: "reset/..", error: { ".tag": "reset" } });
  }
  return decoded.offset === undefined
    ? answerChangesPage(data, decoded)
    : answerListingPage(data, { ...decoded, offset: decoded.offset });
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function searchFiles(context: ApiContext): unknown {
  const data = readData(context);
  const body = readBody(context);
  if (typeof body.query !== "string" || !body.query.trim()) {
    return sendBadInput(context.reply, 'missing required field "query"');
  }
  const options = (typeof body.options === "object" && body.options !== null ? body.options : {}) as {
    path?: unknown;
    max_results?: unknown;
    filename_only?: unknown;
  };
  const words = fold(body.query).split(/\s+/).filter(Boolean);
  const under = typeof options.path === "string" && options.path ? options.path.toLowerCase() : "";
  const limit = Math.min(Math.max(Number(options.max_results ?? 100) || 100, 1), MAX_SEARCH_RESULTS);
  const matches = data.entries.flatMap((entry) => {
    if (under && !isInside(entry, under, true)) return [];
    const byName = words.every((word) => fold(entry.name).includes(word));
    const byContent = options.filename_only !== true && words.every((word) => fold(entry.text ?? "").includes(word));
    if (!byName && !byContent) return [];
    return [
      {
        match_type: { ".tag": byName ? "filename" : "file_content" },
        metadata: { ".tag": "metadata", metadata: toMetadata(entry) },
      },
    ];
  });
  return { matches: matches.slice(0, limit), has_more: matches.length > limit };
}

function getMetadata(context: ApiContext): unknown {
  const { path } = readBody(context);
  if (typeof path !== "string") return sendBadInput(context.reply, 'missing required field "path"');
  const entry = findEntry(readData(context), path);
  if (!entry) return sendDropboxError(context.reply, "path", "not_found");
  return toMetadata(entry);
}

function deletePath(context: ApiContext): unknown {
  const data = readData(context);
  const { path } = readBody(context);
  if (typeof path !== "string") return sendBadInput(context.reply, 'missing required field "path"');
  const entry = findEntry(data, path);
  if (!entry) return sendDropboxError(context.reply, "path_lookup", "not_found");
  // Deleting a folder takes what it holds with it, as at Dropbox.
  const removed = data.entries.filter(
    (candidate) => candidate === entry || isInside(candidate, entry.path_lower, true),
  );
  data.entries = data.entries.filter((candidate) => !removed.includes(candidate));
  for (const { name, path_lower, path_display } of removed) {
    recordDropboxChange(data, { ".tag": "deleted", name, path_lower, path_display });
  }
  return { metadata: toMetadata(entry) };
}

/** Dropbox's file RPC calls, all POST with a JSON body, over the family's demo data. */
export const dropboxFileRoutes: readonly ApiRoute[] = [
  { method: "POST", host: HOST, path: "/2/files/list_folder", credential: "bearer", answer: listFolder },
  {
    method: "POST",
    host: HOST,
    path: "/2/files/list_folder/continue",
    credential: "bearer",
    answer: continueListFolder,
  },
  { method: "POST", host: HOST, path: "/2/files/search_v2", credential: "bearer", answer: searchFiles },
  { method: "POST", host: HOST, path: "/2/files/get_metadata", credential: "bearer", answer: getMetadata },
  { method: "POST", host: HOST, path: "/2/files/delete_v2", credential: "bearer", answer: deletePath },
];
