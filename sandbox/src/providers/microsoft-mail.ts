import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyReply } from "fastify";
import { demoAccounts } from "../demo-accounts";
import {
  buildMessage,
  createMessageId,
  FOLDER_IDS,
  type GraphEmailAddress,
  type GraphMailFolder,
  type GraphMessage,
  type GraphOutlookCategory,
  type MicrosoftData,
  recordChange,
  toGraphInstant,
} from "../demo-data/microsoft-data";
import {
  answerDeltaPage,
  collectChanges,
  type DeltaState,
  decodeDeltaToken,
  readLastChange,
  readMaxPageSize,
} from "./microsoft-delta";
import { hasAnyScope, sendMicrosoftGraphError } from "./microsoft-graph-error";
import {
  matchesFilter,
  matchesWords,
  ODataError,
  type ParsedFilter,
  parseFilter,
  parseOrderBy,
  readTop,
  selectFields,
  sortResources,
} from "./microsoft-odata";
import type { ApiContext, ApiRoute } from "./provider-family";

const GRAPH = "graph.microsoft.com";
const account = demoAccounts.microsoft;
const READ_SCOPES = ["Mail.ReadBasic", "Mail.Read", "Mail.ReadWrite"];
const WRITE_SCOPES = ["Mail.ReadWrite"];
const SEND_SCOPES = ["Mail.Send"];
/** The master list of categories is a mailbox setting to Graph, not mail. */
const SETTINGS_READ_SCOPES = ["MailboxSettings.Read", "MailboxSettings.ReadWrite"];
const SETTINGS_WRITE_SCOPES = ["MailboxSettings.ReadWrite"];
const CATEGORY_COLORS = new Set(["none", ...Array.from({ length: 25 }, (_, index) => `preset${index}`)]);

type ListQuery = {
  $top?: string;
  $skip?: string;
  $select?: string;
  $filter?: string;
  $orderby?: string;
  $search?: string;
};

function readData(context: ApiContext): MicrosoftData {
  return context.data as MicrosoftData;
}

function refuseWithoutScope(context: ApiContext, accepted: readonly string[]): FastifyReply | null {
  if (hasAnyScope(context.scopes, accepted)) return null;
  return sendMicrosoftGraphError(
    context.reply,
    403,
    "ErrorAccessDenied",
    "Access is denied. Check credentials and try again.",
  );
}

function sendItemNotFound(reply: FastifyReply) {
  return sendMicrosoftGraphError(reply, 404, "ErrorItemNotFound", "The specified object was not found in the store.");
}

/** A folder by id or by the well-known name Graph accepts in its place (`inbox`, `deleteditems`). */
function findFolder(data: MicrosoftData, idOrName: string): GraphMailFolder | undefined {
  const wanted = idOrName.toLowerCase();
  return data.mailFolders.find((folder) => folder.id === idOrName || folder.wellKnownName === wanted);
}

function toResource(message: GraphMessage): Record<string, unknown> {
  return { "@odata.etag": `W/"${message.changeKey}"`, ...message };
}

function readDate(value: string): number {
  const us = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return us ? Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2])) : Date.parse(value.slice(0, 10));
}

function bodyText(message: GraphMessage): string {
  return message.body.content.replace(/<[^>]+>/g, " ");
}

function describeAddress(address: GraphEmailAddress): string {
  return `${address.emailAddress.name} ${address.emailAddress.address}`;
}

/** One KQL term of `$search`: a property restriction (`from:marta`, `received>=2026-11-01`) or a free word. */
function matchesSearchTerm(message: GraphMessage, term: string): boolean {
  const restriction = term.match(/^(from|to|cc|participants|subject|body|received|sent)(:|>=|<=|>|<|=)(.+)$/i);
  if (!restriction) {
    const everything = [
      message.subject,
      bodyText(message),
      describeAddress(message.from),
      ...message.toRecipients.map(describeAddress),
    ];
    return matchesWords(everything.join(" "), term);
  }
  const [, property = "", operator, rawValue = ""] = restriction;
  const value = rawValue.replace(/^"|"$/g, "");
  switch (property.toLowerCase()) {
    case "from":
      return matchesWords(describeAddress(message.from), value);
    case "to":
      return message.toRecipients.some((recipient) => matchesWords(describeAddress(recipient), value));
    case "cc":
      return message.ccRecipients.some((recipient) => matchesWords(describeAddress(recipient), value));
    case "participants":
      return [message.from, ...message.toRecipients, ...message.ccRecipients].some((who) =>
        matchesWords(describeAddress(who), value),
      );
    case "subject":
      return matchesWords(message.subject, value);
    case "body":
      return matchesWords(bodyText(message), value);
    default: {
      const day = readDate(value);
      const received = new Date(property.toLowerCase() === "sent" ? message.sentDateTime : message.receivedDateTime);
      // KQL compares dates by day.
      const messageDay = Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate());
      if (!Number.isFinite(day)) return false;
      if (operator === ">=") return messageDay >= day;
      if (operator === "<=") return messageDay <= day;
      if (operator === ">") return messageDay > day;
      if (operator === "<") return messageDay < day;
      return messageDay === day;
    }
  }
}

/** `$search="from:marta factura"`: every term must match, as KQL's implicit AND. */
function readSearchTerms(search: string): string[] {
  const inner = search.trim().replace(/^"([\s\S]*)"$/, "$1");
  return (inner.match(/(?:[^\s"]+"[^"]*"|"[^"]*"|[^\s"]+)/g) ?? []).map((term) => term.replace(/^"(.*)"$/, "$1"));
}

/**
 * Exchange sorts only on what it filters first: with `$orderby`, the same properties must open `$filter`, in order,
 * or it answers InefficientFilter.
 */
function isEfficient(filter: ParsedFilter, orderby: string): boolean {
  const order = parseOrderBy(orderby);
  const [group, ...others] = filter;
  if (!group || others.length > 0) return false;
  return order.every((entry, index) => group[index]?.path === entry.path);
}

function listMessages(context: ApiContext, scope: GraphMessage[], contextUrl: string) {
  const query = context.request.query as ListQuery;
  try {
    if (query.$search && query.$orderby) {
      return sendMicrosoftGraphError(
        context.reply,
        400,
        "ErrorInvalidUrlQuery",
        "The query parameter 'OrderBy' is invalid.",
      );
    }
    if (query.$search && query.$filter) {
      return sendMicrosoftGraphError(
        context.reply,
        400,
        "ErrorInvalidUrlQuery",
        "The query parameter 'Filter' is not supported with 'Search'.",
      );
    }
    const filter = query.$filter ? parseFilter(query.$filter) : null;
    if (filter && query.$orderby && !isEfficient(filter, query.$orderby)) {
      return sendMicrosoftGraphError(
        context.reply,
        400,
        "InefficientFilter",
        "The restriction or sort order is too complex for this operation.",
      );
    }
    let messages = filter ? scope.filter((message) => matchesFilter(message, filter)) : scope;
    if (query.$search) {
      const terms = readSearchTerms(query.$search);
      messages = messages.filter((message) => terms.every((term) => matchesSearchTerm(message, term)));
    }
    const order =
      query.$orderby && !query.$search
        ? parseOrderBy(query.$orderby)
        : [{ path: "receivedDateTime", descending: true }];
    const top = readTop(query.$top, 10, 1000);
    const skip = Number(query.$skip ?? 0);
    const sorted = sortResources(messages, order);
    const page = sorted.slice(skip, skip + top);
    const select = query.$select;
    const next = new URL(`https://${GRAPH}${context.request.url.replace(`/${GRAPH}`, "")}`);
    next.searchParams.set("$skip", String(skip + top));
    return {
      "@odata.context": `${contextUrl}${select ? `(${select})` : ""}`,
      value: page.map((message) => selectFields(toResource(message), select, ["@odata.etag", "id"])),
      ...(skip + top < sorted.length ? { "@odata.nextLink": next.toString() } : {}),
    };
  } catch (error) {
    if (error instanceof ODataError) return sendMicrosoftGraphError(context.reply, 400, "BadRequest", error.message);
    throw error;
  }
}

function findMessage(context: ApiContext): GraphMessage | undefined {
  const { id } = context.request.params as { id: string };
  return readData(context).messages.find((message) => message.id === id);
}

function newMessageId(): string {
  return createMessageId(randomBytes(9).toString("hex"));
}

type Recipient = { emailAddress?: { address?: string; name?: string } };
type DraftBody = {
  subject?: string;
  body?: { contentType?: string; content?: string };
  toRecipients?: Recipient[];
  ccRecipients?: Recipient[];
};

function readRecipients(recipients: Recipient[] | undefined): { name: string; address: string }[] | null {
  const list = recipients ?? [];
  const valid = list.every((recipient) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(recipient.emailAddress?.address ?? ""));
  if (!valid) return null;
  return list.map((recipient) => ({
    address: recipient.emailAddress?.address ?? "",
    name: recipient.emailAddress?.name ?? recipient.emailAddress?.address ?? "",
  }));
}

function toHtml(body: DraftBody["body"]): string {
  const content = body?.content ?? "";
  if (body?.contentType?.toLowerCase() === "html") return content;
  return content
    .split(/\n/)
    .map((line) => `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`)
    .join("");
}

const me = { name: account.displayName, address: account.email };

/** A mail Ana writes, into `folder`: what sendMail, reply and the draft calls leave behind. */
function storeOwnMessage(
  context: ApiContext,
  folder: keyof typeof FOLDER_IDS,
  fields: {
    subject: string;
    html: string;
    to: { name: string; address: string }[];
    cc?: { name: string; address: string }[];
    conversationId?: string;
  },
): GraphMessage {
  const message = buildMessage({
    id: newMessageId(),
    from: me,
    to: fields.to,
    cc: fields.cc,
    subject: fields.subject,
    html: fields.html,
    time: context.now,
    isRead: true,
    isDraft: folder === "drafts",
    folderId: FOLDER_IDS[folder],
    conversationId: fields.conversationId,
  });
  readData(context).messages.push(message);
  recordChange(readData(context), {
    resource: "message",
    id: message.id,
    folderId: message.parentFolderId,
    removed: false,
  });
  return message;
}

function quoteOriginal(original: GraphMessage): string {
  return `<hr><p><b>De:</b> ${original.from.emailAddress.name} &lt;${original.from.emailAddress.address}&gt;<br><b>Enviado:</b> ${original.sentDateTime}<br><b>Asunto:</b> ${original.subject}</p>${original.body.content}`;
}

/** POST /me/messages/{id}/forward: sends the original, quoted under the comment, to the recipients given. */
function answerForward(context: ApiContext): FastifyReply {
  const original = findMessage(context);
  if (!original) return sendItemNotFound(context.reply);
  const body = (context.request.body ?? {}) as { comment?: string; toRecipients?: Recipient[] };
  const to = readRecipients(body.toRecipients);
  if (!to || to.length === 0) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidRecipients",
      "At least one recipient isn't valid., A message can't be sent because it contains no recipients.",
    );
  }
  storeOwnMessage(context, "sentitems", {
    subject: `RV: ${original.subject}`,
    html: `${toHtml({ contentType: "text", content: body.comment ?? "" })}${quoteOriginal(original)}`,
    to,
    conversationId: original.conversationId,
  });
  return context.reply.code(202).send();
}

/** GET /me/mailFolders/{id}: the folder with the counts Exchange keeps exact. */
function answerFolder(context: ApiContext) {
  const { folderId } = context.request.params as { folderId: string };
  const data = readData(context);
  const folder = findFolder(data, folderId);
  if (!folder) return sendItemNotFound(context.reply);
  const inFolder = data.messages.filter((message) => message.parentFolderId === folder.id);
  return {
    "@odata.context": contextUrlOf("mailFolders/$entity"),
    id: folder.id,
    displayName: folder.displayName,
    parentFolderId: folder.parentFolderId,
    childFolderCount: folder.childFolderCount,
    isHidden: folder.isHidden,
    totalItemCount: inFolder.length,
    unreadItemCount: inFolder.filter((message) => !message.isRead).length,
  };
}

function answerReply(context: ApiContext, folder: "sentitems" | "drafts"): GraphMessage | FastifyReply {
  const original = findMessage(context);
  if (!original) return sendItemNotFound(context.reply);
  const body = (context.request.body ?? {}) as { comment?: string };
  return storeOwnMessage(context, folder, {
    subject: `RE: ${original.subject}`,
    html: `${toHtml({ contentType: "text", content: body.comment ?? "" })}${quoteOriginal(original)}`,
    to: [{ name: original.from.emailAddress.name, address: original.from.emailAddress.address }],
    conversationId: original.conversationId,
  });
}

type DeltaQuery = { $select?: string; $filter?: string; $deltatoken?: string; $skiptoken?: string };

/** Message delta takes no other filter than one on the reception date, and keeps it for every later round. */
function isDeltaFilter(filter: string): boolean {
  const groups = parseFilter(filter);
  return (
    groups.length === 1 &&
    (groups[0] ?? []).every(
      (clause) =>
        clause.kind === "compare" &&
        clause.path === "receivedDateTime" &&
        (clause.operator === "ge" || clause.operator === "gt"),
    )
  );
}

function readDeltaState(context: ApiContext, folder: GraphMailFolder): DeltaState | FastifyReply {
  const query = context.request.query as DeltaQuery;
  const last = readLastChange(readData(context));
  const token = query.$deltatoken ?? query.$skiptoken;
  if (token) {
    const state = decodeDeltaToken(token);
    if (!state || state.folderId !== folder.id) {
      return sendMicrosoftGraphError(
        context.reply,
        410,
        "SyncStateNotFound",
        "The sync state is not found or has expired.",
      );
    }
    return query.$deltatoken ? { ...state, until: last, offset: 0 } : state;
  }
  if (query.$filter && !isDeltaFilter(query.$filter)) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "ErrorInvalidUrlQuery",
      "The only filter supported on delta is receivedDateTime ge or gt a date.",
    );
  }
  return { from: null, until: last, offset: 0, folderId: folder.id, select: query.$select, filter: query.$filter };
}

/** The entries of a delta round: the folder's messages on the initial round, then what was added or went since. */
function collectMessageDelta(data: MicrosoftData, folder: GraphMailFolder, state: DeltaState): unknown[] {
  const filter = state.filter ? parseFilter(state.filter) : null;
  const toEntry = (message: GraphMessage) => ({
    "@odata.type": "#microsoft.graph.message",
    ...selectFields(toResource(message), state.select, ["@odata.etag", "id"]),
  });
  const removed = (id: string) => ({
    "@odata.type": "#microsoft.graph.message",
    id,
    "@removed": { reason: "deleted" },
  });
  const inFolder = (message: GraphMessage) =>
    message.parentFolderId === folder.id && (!filter || matchesFilter(message, filter));
  if (state.from === null) {
    return sortResources(data.messages.filter(inFolder), [{ path: "receivedDateTime", descending: true }]).map(toEntry);
  }
  return collectChanges(data, "message", state)
    .filter((change) => change.folderId === folder.id)
    .flatMap((change) => {
      const message = data.messages.find((candidate) => candidate.id === change.id);
      if (change.removed || !message || message.parentFolderId !== folder.id) return [removed(change.id)];
      return inFolder(message) ? [toEntry(message)] : [];
    });
}

function answerMessageDelta(context: ApiContext) {
  const data = readData(context);
  const { folderId } = context.request.params as { folderId: string };
  const folder = findFolder(data, folderId);
  if (!folder) return sendItemNotFound(context.reply);
  try {
    const state = readDeltaState(context, folder);
    if (!("until" in state)) return state;
    const pageSize = readMaxPageSize(context.request.headers.prefer);
    context.reply.header("preference-applied", `odata.maxpagesize=${pageSize}`);
    const base = `https://${GRAPH}/v1.0/me/mailFolders/${encodeURIComponent(folderId)}/messages/delta`;
    return answerDeltaPage(
      collectMessageDelta(data, folder, state),
      state,
      pageSize,
      (token) => ("next" in token ? `${base}?$skiptoken=${token.next}` : `${base}?$deltatoken=${token.delta}`),
      contextUrlOf(`mailFolders('${folderId}')/messages/delta`),
    );
  } catch (error) {
    if (error instanceof ODataError) return sendMicrosoftGraphError(context.reply, 400, "BadRequest", error.message);
    throw error;
  }
}

type MessagePatch = { categories?: unknown; isRead?: unknown };

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === "string");
}

/**
 * PATCH /me/messages/{id}: what a received message lets change, its categories (the whole array, replaced) and its
 * read state. Any name goes in `categories`; Outlook shows one missing from the master list without a colour.
 */
function answerMessagePatch(context: ApiContext) {
  const message = findMessage(context);
  if (!message) return sendItemNotFound(context.reply);
  const patch = (context.request.body ?? {}) as MessagePatch;
  if (patch.categories !== undefined && !isStringArray(patch.categories)) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "RequestBodyRead",
      "An unexpected 'StartObject' node was found when reading from the JSON reader. A 'PrimitiveValue' node was expected.",
    );
  }
  if (patch.isRead !== undefined && typeof patch.isRead !== "boolean") {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "RequestBodyRead",
      "Cannot convert a primitive value to the expected type 'Edm.Boolean'.",
    );
  }
  if (patch.categories !== undefined) message.categories = [...patch.categories];
  if (patch.isRead !== undefined) message.isRead = patch.isRead;
  message.lastModifiedDateTime = toGraphInstant(context.now);
  message.changeKey = Buffer.from(`ck-${message.id}-${context.now}`).toString("base64").slice(0, 28);
  // A changed message comes back in the folder's next delta round, as Graph reports updates.
  recordChange(readData(context), {
    resource: "message",
    id: message.id,
    folderId: message.parentFolderId,
    removed: false,
  });
  return { "@odata.context": contextUrlOf("messages/$entity"), ...toResource(message) };
}

function toCategoryResource(category: GraphOutlookCategory): Record<string, unknown> {
  return { id: category.id, displayName: category.displayName, color: category.color };
}

/** POST /me/outlook/masterCategories: a name new to the list (Exchange compares names ignoring case) and a preset. */
function answerCategoryCreation(context: ApiContext) {
  const data = readData(context);
  const { displayName, color } = (context.request.body ?? {}) as { displayName?: unknown; color?: unknown };
  if (typeof displayName !== "string" || displayName.trim() === "") {
    return sendMicrosoftGraphError(context.reply, 400, "ErrorInvalidRequest", "The DisplayName must be specified.");
  }
  if (color !== undefined && (typeof color !== "string" || !CATEGORY_COLORS.has(color))) {
    return sendMicrosoftGraphError(
      context.reply,
      400,
      "RequestBodyRead",
      `The value '${String(color)}' is not valid for the enumeration type 'microsoft.graph.categoryColor'.`,
    );
  }
  const taken = data.masterCategories.some(
    (category) => category.displayName.toLowerCase() === displayName.toLowerCase(),
  );
  if (taken) {
    // Graph's documentation does not word this refusal; the status is what a client can go by.
    return sendMicrosoftGraphError(context.reply, 409, "Conflict", "A category with the same name already exists.");
  }
  const category: GraphOutlookCategory = { id: randomUUID(), displayName, color: color ?? "none" };
  data.masterCategories.push(category);
  return context.reply
    .code(201)
    .send({ "@odata.context": contextUrlOf("outlook/masterCategories/$entity"), ...toCategoryResource(category) });
}

function contextUrlOf(suffix: string): string {
  return `https://${GRAPH}/v1.0/$metadata#users('${account.id}')/${suffix}`;
}

/**
 * Outlook's mail on Graph v1.0: list, search, track changes, read, categorize, move, reply, send and draft; and the
 * master list of categories.
 */
export const microsoftMailRoutes: readonly ApiRoute[] = [
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/mailFolders/:folderId/messages/delta",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, READ_SCOPES) ?? answerMessageDelta(context),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/messages",
    credential: "bearer",
    answer: (context) =>
      refuseWithoutScope(context, READ_SCOPES) ??
      listMessages(context, readData(context).messages, contextUrlOf("messages")),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/mailFolders/:folderId",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, READ_SCOPES) ?? answerFolder(context),
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/messages/:id/forward",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, SEND_SCOPES) ?? answerForward(context),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/mailFolders/:folderId/messages",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const { folderId } = context.request.params as { folderId: string };
      const folder = findFolder(readData(context), folderId);
      if (!folder) return sendItemNotFound(context.reply);
      const inFolder = readData(context).messages.filter((message) => message.parentFolderId === folder.id);
      return listMessages(context, inFolder, contextUrlOf(`mailFolders('${folderId}')/messages`));
    },
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/messages/:id",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, READ_SCOPES);
      if (refused) return refused;
      const message = findMessage(context);
      if (!message) return sendItemNotFound(context.reply);
      const { $select } = context.request.query as ListQuery;
      return {
        "@odata.context": contextUrlOf("messages/$entity"),
        ...selectFields(toResource(message), $select, ["@odata.etag", "id"]),
      };
    },
  },
  {
    method: "PATCH",
    host: GRAPH,
    path: "/v1.0/me/messages/:id",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, WRITE_SCOPES) ?? answerMessagePatch(context),
  },
  {
    method: "GET",
    host: GRAPH,
    path: "/v1.0/me/outlook/masterCategories",
    credential: "bearer",
    answer: (context) =>
      refuseWithoutScope(context, SETTINGS_READ_SCOPES) ?? {
        "@odata.context": contextUrlOf("outlook/masterCategories"),
        value: readData(context).masterCategories.map(toCategoryResource),
      },
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/outlook/masterCategories",
    credential: "bearer",
    answer: (context) => refuseWithoutScope(context, SETTINGS_WRITE_SCOPES) ?? answerCategoryCreation(context),
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/messages/:id/move",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, WRITE_SCOPES);
      if (refused) return refused;
      const message = findMessage(context);
      if (!message) return sendItemNotFound(context.reply);
      const { destinationId } = (context.request.body ?? {}) as { destinationId?: string };
      if (!destinationId) {
        return sendMicrosoftGraphError(
          context.reply,
          400,
          "ErrorInvalidRequest",
          "Empty Payload. JSON content expected.",
        );
      }
      const folder = findFolder(readData(context), destinationId);
      if (!folder) return sendItemNotFound(context.reply);
      recordChange(readData(context), {
        resource: "message",
        id: message.id,
        folderId: message.parentFolderId,
        removed: true,
      });
      // Exchange ids name the folder an item is in, so a moved message comes back under a new id.
      message.id = newMessageId();
      message.parentFolderId = folder.id;
      message.lastModifiedDateTime = toGraphInstant(context.now);
      message.webLink = message.webLink.replace(/ItemID=[^&]+/, `ItemID=${encodeURIComponent(message.id)}`);
      recordChange(readData(context), { resource: "message", id: message.id, folderId: folder.id, removed: false });
      return context.reply
        .code(201)
        .send({ "@odata.context": contextUrlOf("messages/$entity"), ...toResource(message) });
    },
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/messages/:id/reply",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, SEND_SCOPES);
      if (refused) return refused;
      const sent = answerReply(context, "sentitems");
      return "id" in sent ? context.reply.code(202).send() : sent;
    },
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/messages/:id/createReply",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, WRITE_SCOPES);
      if (refused) return refused;
      const draft = answerReply(context, "drafts");
      return "id" in draft ? context.reply.code(201).send(toResource(draft)) : draft;
    },
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/sendMail",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, SEND_SCOPES);
      if (refused) return refused;
      const { message, saveToSentItems } = (context.request.body ?? {}) as {
        message?: DraftBody;
        saveToSentItems?: boolean;
      };
      if (!message) {
        return sendMicrosoftGraphError(
          context.reply,
          400,
          "ErrorInvalidRequest",
          "Empty Payload. JSON content expected.",
        );
      }
      const to = readRecipients(message.toRecipients);
      const cc = readRecipients(message.ccRecipients);
      if (!to || !cc || to.length === 0) {
        return sendMicrosoftGraphError(
          context.reply,
          400,
          "ErrorInvalidRecipients",
          "At least one recipient isn't valid., A message can't be sent because it contains no recipients.",
        );
      }
      if (saveToSentItems !== false) {
        storeOwnMessage(context, "sentitems", { subject: message.subject ?? "", html: toHtml(message.body), to, cc });
      }
      return context.reply.code(202).send();
    },
  },
  {
    method: "POST",
    host: GRAPH,
    path: "/v1.0/me/messages",
    credential: "bearer",
    answer: (context) => {
      const refused = refuseWithoutScope(context, WRITE_SCOPES);
      if (refused) return refused;
      const message = (context.request.body ?? {}) as DraftBody;
      const to = readRecipients(message.toRecipients);
      const cc = readRecipients(message.ccRecipients);
      if (!to || !cc) {
        return sendMicrosoftGraphError(
          context.reply,
          400,
          "ErrorInvalidRecipients",
          "At least one recipient isn't valid.",
        );
      }
      const draft = storeOwnMessage(context, "drafts", {
        subject: message.subject ?? "",
        html: toHtml(message.body),
        to,
        cc,
      });
      return context.reply.code(201).send(toResource(draft));
    },
  },
];
