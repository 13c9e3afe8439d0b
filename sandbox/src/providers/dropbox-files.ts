import type { FastifyReply } from "fastify";
import type { DropboxData, DropboxEntryRecord } from "../demo-data/dropbox-data";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "api.dropboxapi.com";
/** Dropbox pages a listing as it sees fit; a small page makes every client follow `has_more`, as it must. */
const DEFAULT_PAGE_SIZE = 10;
const MAX_SEARCH_RESULTS = 1000;

type Cursor = { path: string; recursive: boolean; offset: number };

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

function toMetadata(entry: DropboxEntryRecord): Record<string, unknown> {
  const { text: _text, ...metadata } = entry;
  return entry[".tag"] === "file" ? { ...metadata, is_downloadable: true } : metadata;
}

/** A path, or an "id:…" as Dropbox also takes; paths compare without case. */
function findEntry(data: DropboxData, path: string): DropboxEntryRecord | undefined {
  if (path.startsWith("id:")) return data.entries.find((entry) => entry.id === path);
  return data.entries.find((entry) => entry.path_lower === path.toLowerCase());
}

function isInside(entry: DropboxEntryRecord, folder: string, recursive: boolean): boolean {
  const prefix = `${folder}/`;
  if (!entry.path_lower.startsWith(prefix)) return false;
  return recursive || !entry.path_lower.slice(prefix.length).includes("/");
}

function answerPage(data: DropboxData, cursor: Cursor, limit: number): unknown {
  const all = data.entries.filter((entry) => isInside(entry, cursor.path, cursor.recursive));
  const page = all.slice(cursor.offset, cursor.offset + limit);
  const next: Cursor = { ...cursor, offset: cursor.offset + page.length };
  return {
    entries: page.map(toMetadata),
    cursor: `AAH${Buffer.from(JSON.stringify({ ...next, limit })).toString("base64url")}`,
    has_more: next.offset < all.length,
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
  return answerPage(data, { path: folder?.path_lower ?? "", recursive: body.recursive === true, offset: 0 }, limit);
}

function continueListFolder(context: ApiContext): unknown {
  const { cursor } = readBody(context);
  if (typeof cursor !== "string" || !cursor.startsWith("AAH")) {
    return sendBadInput(context.reply, 'missing required field "cursor"');
  }
  try {
    const decoded = JSON.parse(Buffer.from(cursor.slice(3), "base64url").toString()) as Cursor & { limit: number };
    return answerPage(readData(context), decoded, decoded.limit);
  } catch {
    return context.reply.code(409).send({ error_summary: "reset/..", error: { ".tag": "reset" } });
  }
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
  data.entries = data.entries.filter(
    (candidate) => candidate !== entry && !isInside(candidate, entry.path_lower, true),
  );
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
