import type { FastifyReply } from "fastify";
import { type GraphDriveItem, type MicrosoftData, recordChange } from "../demo-data/microsoft-data";
import { answerDeltaPage, collectChanges, type DeltaState, decodeDeltaToken, readLastChange } from "./microsoft-delta";
import { hasAnyScope, sendMicrosoftGraphError } from "./microsoft-graph-error";
import { matchesWords, ODataError, parseOrderBy, readTop, selectFields, sortResources } from "./microsoft-odata";
import type { ApiContext, ApiRoute } from "./provider-family";

const GRAPH = "graph.microsoft.com";
const READ_SCOPES = ["Files.Read", "Files.Read.All", "Files.ReadWrite", "Files.ReadWrite.All"];
const WRITE_SCOPES = ["Files.ReadWrite", "Files.ReadWrite.All"];
const ORDERABLE = new Set(["name", "lastModifiedDateTime", "size"]);

type ListQuery = { $top?: string; $select?: string; $orderby?: string };

function readData(context: ApiContext): MicrosoftData {
  return context.data as MicrosoftData;
}

function refuseWithoutScope(context: ApiContext, accepted: readonly string[]): FastifyReply | null {
  if (hasAnyScope(context.scopes, accepted)) return null;
  return sendMicrosoftGraphError(context.reply, 403, "accessDenied", "Access denied");
}

function sendItemNotFound(reply: FastifyReply) {
  return sendMicrosoftGraphError(reply, 404, "itemNotFound", "The resource could not be found.");
}

function toResource(item: GraphDriveItem): Record<string, unknown> {
  return { "@odata.etag": item.eTag, ...item };
}

function answerList(context: ApiContext, items: GraphDriveItem[], contextUrl: string) {
  const query = context.request.query as ListQuery;
  try {
    const order = query.$orderby ? parseOrderBy(query.$orderby) : [];
    if (order.some((entry) => !ORDERABLE.has(entry.path))) {
      return sendMicrosoftGraphError(context.reply, 400, "invalidRequest", "Invalid $orderby parameter");
    }
    const top = readTop(query.$top, 200, 1000);
    const sorted = order.length > 0 ? sortResources(items, order) : items;
    return {
      "@odata.context": contextUrl,
      value: sorted.slice(0, top).map((item) => selectFields(toResource(item), query.$select, ["@odata.etag", "id"])),
    };
  } catch (error) {
    if (error instanceof ODataError)
      return sendMicrosoftGraphError(context.reply, 400, "invalidRequest", error.message);
    throw error;
  }
}

/** The item and, for a folder, everything under it: what a delete takes to the recycle bin. */
function collectTree(items: readonly GraphDriveItem[], root: GraphDriveItem): GraphDriveItem[] {
  const children = items.filter((item) => item.parentReference.id === root.id);
  return [root, ...children.flatMap((child) => collectTree(items, child))];
}

/** `search(q='informe ''Q3''')`: the text, with OData's doubled quotes undone. */
function readSearchText(segment: string): string | null {
  const match = segment.match(/^search\(q='([\s\S]*)'\)$/);
  return match ? (match[1] as string).replace(/''/g, "'") : null;
}

/** Where an item sits, from the root: 'Documentos/Clientes/Cartera de clientes 2026.xlsx'. */
function readItemPath(item: GraphDriveItem): string {
  const parent = item.parentReference.path.replace(/^\/drive\/root:\/?/, "");
  return parent ? `${parent}/${item.name}` : item.name;
}

/** OneDrive's paths ignore case and stray slashes: 'documentos/clientes/' is «Documentos/Clientes». */
function normalizeDrivePath(path: string): string {
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.toLocaleLowerCase("es"))
    .join("/");
}

/** The item a path from the root names (`root:/Documentos/Clientes:`), the root itself for an empty path. */
function findItemByPath(data: MicrosoftData, path: string): GraphDriveItem | undefined {
  const wanted = normalizeDrivePath(path);
  if (wanted === "") return data.driveRoot;
  return data.driveItems.find((item) => normalizeDrivePath(readItemPath(item)) === wanted);
}

/** A folder's own children, listed like the root's: a file has none. */
function answerChildren(context: ApiContext, folder: GraphDriveItem | undefined) {
  if (!folder) return sendItemNotFound(context.reply);
  const children = readData(context).driveItems.filter((item) => item.parentReference.id === folder.id);
  return answerList(context, children, "https://graph.microsoft.com/v1.0/$metadata#Collection(driveItem)");
}

/** `Documentos/Clientes:/children` after `root:/`: the path, with its escapes undone, and what is asked of it. */
function readPathAddress(rest: string): { path: string; children: boolean } | null {
  const match = rest.match(/^(.*?):(\/children)?\/?$/);
  if (!match) return null;
  return { path: decodeURIComponent(match[1] as string), children: match[2] !== undefined };
}

type DeltaQuery = { token?: string; $select?: string; $top?: string };

/** A delta entry: the item as it is now, or its id and place with the `deleted` facet once it went. */
function toDeltaEntry(data: MicrosoftData, id: string, select: string | undefined): Record<string, unknown> {
  const item = data.driveItems.find((candidate) => candidate.id === id) ?? (id === data.driveRoot.id && data.driveRoot);
  if (item) {
    const root = item === data.driveRoot ? { root: {} } : {};
    return {
      "@odata.type": "#microsoft.graph.driveItem",
      ...selectFields({ ...toResource(item), ...root }, select, ["@odata.etag", "id"]),
    };
  }
  const binned = data.recycleBin.find((candidate) => candidate.id === id);
  return {
    "@odata.type": "#microsoft.graph.driveItem",
    id,
    ...(binned ? { name: binned.name, parentReference: binned.parentReference } : {}),
    deleted: { state: "deleted" },
  };
}

/**
 * `root/delta`: the whole drive on the initial round (the root included, as OneDrive sends it), then each item changed
 * or deleted since. `token=latest` skips straight to a deltaLink for changes from now on.
 */
function answerDriveDelta(context: ApiContext) {
  const data = readData(context);
  const query = context.request.query as DeltaQuery;
  const last = readLastChange(data);
  try {
    const fresh = { until: last, offset: 0, select: query.$select, pageSize: readTop(query.$top, 200, 1000) || 200 };
    let state: DeltaState;
    if (query.token === "latest") state = { ...fresh, from: last };
    else if (query.token) {
      const decoded = decodeDeltaToken(query.token);
      if (!decoded) return sendMicrosoftGraphError(context.reply, 410, "resyncRequired", "Resync required.");
      // A deltaLink's token starts a new round; a nextLink's continues the one under way.
      state = decoded.offset === 0 && decoded.from !== null ? { ...decoded, until: last } : decoded;
    } else state = { ...fresh, from: null };
    const ids =
      state.from === null
        ? [data.driveRoot.id, ...data.driveItems.map((item) => item.id)]
        : collectChanges(data, "driveItem", state).map((change) => change.id);
    const entries = query.token === "latest" ? [] : ids.map((id) => toDeltaEntry(data, id, state.select));
    const base = `https://${GRAPH}/v1.0/me/drive/root/delta`;
    return answerDeltaPage(
      entries,
      state,
      state.pageSize ?? 200,
      (token) => `${base}?token=${"next" in token ? token.next : token.delta}`,
      "https://graph.microsoft.com/v1.0/$metadata#Collection(driveItem)",
    );
  } catch (error) {
    if (error instanceof ODataError)
      return sendMicrosoftGraphError(context.reply, 400, "invalidRequest", error.message);
    throw error;
  }
}

/**
 * OneDrive on Graph v1.0: the root's children, a folder's children by path or id, changes, search, one item, and
 * delete to the recycle bin.
 */
export const microsoftDriveRoutes: readonly ApiRoute[] = [
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/root/delta",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, READ_SCOPES) ?? answerDriveDelta(context),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/root/children",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const data = readData(context);
      const children = data.driveItems.filter((item) => item.parentReference.id === data.driveRoot.id);
      return answerList(
        context,
        children,
        "https://graph.microsoft.com/v1.0/$metadata#users('me')/drive/root/children",
      );
    },
  },
  {
    // Graph's function call `root/search(q='…')` is one path segment to Fastify, read by the handler.
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/root/:function",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const text = readSearchText((context.request.params as { function: string }).function);
      if (text === null) {
        return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "Resource not found for the segment.");
      }
      const data = readData(context);
      const found = text.trim() ? data.driveItems.filter((item) => matchesWords(item.name, text)) : [];
      const newestFirst = sortResources(found, [{ path: "lastModifiedDateTime", descending: true }]);
      return answerList(context, newestFirst, "https://graph.microsoft.com/v1.0/$metadata#Collection(driveItem)");
    },
  },
  {
    // Path-based addressing, `root:/Documentos/Clientes:/children`: '::' is Fastify's escape for a literal colon.
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/root::/*",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const address = readPathAddress((context.request.params as { "*": string })["*"]);
      if (!address?.children) {
        return sendMicrosoftGraphError(context.reply, 400, "BadRequest", "Resource not found for the segment.");
      }
      return answerChildren(context, findItemByPath(readData(context), address.path));
    },
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/items/:id/children",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const { id } = context.request.params as { id: string };
      const data = readData(context);
      const folder = id === data.driveRoot.id ? data.driveRoot : data.driveItems.find((item) => item.id === id);
      return answerChildren(context, folder);
    },
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/drive/items/:id",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const { id } = context.request.params as { id: string };
      const item = readData(context).driveItems.find((candidate) => candidate.id === id);
      if (!item) return sendItemNotFound(context.reply);
      const { $select } = context.request.query as ListQuery;
      return {
        "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/drive/items/$entity",
        ...selectFields(toResource(item), $select, ["@odata.etag", "id"]),
      };
    },
  },
  {
    method: "DELETE",
    host: GRAPH,
    path: "/v1.0/me/drive/items/:id",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, WRITE_SCOPES);
      if (refused) return refused;
      const { id } = context.request.params as { id: string };
      const data = readData(context);
      const item = data.driveItems.find((candidate) => candidate.id === id);
      if (!item) return sendItemNotFound(context.reply);
      const removed = new Set(collectTree(data.driveItems, item));
      data.driveItems = data.driveItems.filter((candidate) => !removed.has(candidate));
      const parent = data.driveItems.find((candidate) => candidate.id === item.parentReference.id) ?? data.driveRoot;
      if (parent.folder) parent.folder.childCount -= 1;
      data.recycleBin.push(...removed);
      for (const gone of removed) recordChange(data, { resource: "driveItem", id: gone.id, removed: true });
      return context.reply.code(204).send();
    },
  },
];
