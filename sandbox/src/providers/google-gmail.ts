import { demoAccounts } from "../demo-accounts";
import {
  buildGmailPayload,
  createGmailSnippet,
  formatGmailId,
  formatMailDate,
  type GmailLabel,
  type GmailMailbox,
  type GmailMessage,
  type GoogleData,
} from "../demo-data/google-data";
import { hasGoogleScope, sendGoogleError } from "./google-api-error";
import { listGmailHistory, readGmailProfile, recordGmailChange, recordGmailLabels } from "./google-gmail-history";
import { matchesGmailQuery, queryReachesTrash } from "./google-gmail-query";
import { parseRawMessage } from "./google-mime";
import type { ApiContext, ApiRoute } from "./provider-family";

const HOST = "gmail.googleapis.com";
const BASE = "/gmail/v1/users/:userId";
const FULL_ACCESS = "https://mail.google.com/";
const MODIFY = "https://www.googleapis.com/auth/gmail.modify";
const READONLY = "https://www.googleapis.com/auth/gmail.readonly";
const LABELS = "https://www.googleapis.com/auth/gmail.labels";
const COMPOSE = "https://www.googleapis.com/auth/gmail.compose";
const SEND = "https://www.googleapis.com/auth/gmail.send";
const NOT_FOUND = "Requested entity was not found.";

type UserParams = { userId: string };

/** Gmail's query parameters may repeat (`labelIds=A&labelIds=B`); Fastify gives one string or an array. */
function readRepeatedParam(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? [value] : [];
}
type MessageParams = UserParams & { id: string };

function readMailbox(context: ApiContext): GmailMailbox {
  return (context.data as GoogleData).gmail;
}

/** Gmail answers only for the token's own mailbox, named `me` or by its address. */
function isOwnMailbox(context: ApiContext): boolean {
  const { userId } = context.request.params as UserParams;
  if (userId === "me" || userId === demoAccounts.google.email) return true;
  sendGoogleError(context.reply, 403, `Delegation denied for ${userId}`, "forbidden");
  return false;
}

function isAllowed(context: ApiContext, scopes: readonly string[]): boolean {
  return hasGoogleScope(context, scopes) && isOwnMailbox(context);
}

/** The message the path names, or Gmail's 400 for an id that cannot be one and 404 for one that is not there. */
function findMessage(context: ApiContext): GmailMessage | undefined {
  const { id } = context.request.params as MessageParams;
  if (!/^[0-9a-f]+$/.test(id)) {
    sendGoogleError(context.reply, 400, "Invalid id value", "invalidArgument");
    return undefined;
  }
  const message = readMailbox(context).messages.find((candidate) => candidate.id === id);
  if (!message) sendGoogleError(context.reply, 404, NOT_FOUND, "notFound");
  return message;
}

function summarize(message: GmailMessage) {
  return { id: message.id, threadId: message.threadId, labelIds: message.labelIds };
}

function listMessages(context: ApiContext) {
  const mailbox = readMailbox(context);
  const query = context.request.query as Record<string, unknown>;
  const q = typeof query.q === "string" ? query.q : "";
  const labelIds = readRepeatedParam(query.labelIds);
  const maxResults = Math.min(Math.max(Number(query.maxResults ?? 100) || 100, 1), 500);
  const offset = Number(query.pageToken ?? 0) || 0;
  const withTrash = query.includeSpamTrash === "true" || queryReachesTrash(q) || labelIds.some((id) => id === "TRASH");
  const matching = mailbox.messages
    .filter((message) => withTrash || !message.labelIds.some((id) => id === "TRASH" || id === "SPAM"))
    .filter((message) => labelIds.every((id) => message.labelIds.includes(id)))
    .filter((message) => matchesGmailQuery(message, mailbox.labels, q, context.now))
    .sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
  const page = matching.slice(offset, offset + maxResults);
  const next = offset + maxResults < matching.length ? String(offset + maxResults) : undefined;
  return {
    ...(page.length > 0 ? { messages: page.map(({ id, threadId }) => ({ id, threadId })) } : {}),
    ...(next ? { nextPageToken: next } : {}),
    resultSizeEstimate: matching.length,
  };
}

/** `format=metadata` keeps the top headers (those in `metadataHeaders` when given) and drops bodies and parts. */
function formatMessage(context: ApiContext, message: GmailMessage) {
  const query = context.request.query as Record<string, unknown>;
  const format = typeof query.format === "string" ? query.format : "full";
  const { payload, ...rest } = message;
  if (format === "minimal") return rest;
  if (format === "full") return message;
  const wanted = readRepeatedParam(query.metadataHeaders).map((name) => name.toLowerCase());
  const headers = wanted.length
    ? payload.headers.filter((header) => wanted.includes(header.name.toLowerCase()))
    : payload.headers;
  return {
    ...rest,
    payload: { partId: payload.partId, mimeType: payload.mimeType, filename: "", headers, body: { size: 0 } },
  };
}

function getMessage(context: ApiContext) {
  const query = context.request.query as Record<string, unknown>;
  const format = query.format ?? "full";
  if (!["full", "metadata", "minimal"].includes(String(format))) {
    return sendGoogleError(context.reply, 400, `Invalid value at 'format' (${String(format)})`, "invalidArgument");
  }
  const message = findMessage(context);
  return message && formatMessage(context, message);
}

/** `users.labels.get`: one label with its counts, which Gmail keeps exact (the unread badge of the inbox). */
function getLabel(context: ApiContext) {
  const mailbox = readMailbox(context);
  const { id } = context.request.params as UserParams & { id: string };
  const label = mailbox.labels.find((candidate) => candidate.id === id);
  if (!label) return sendGoogleError(context.reply, 404, NOT_FOUND, "notFound");
  const messages = mailbox.messages.filter((message) => message.labelIds.includes(label.id));
  const unread = messages.filter((message) => message.labelIds.includes("UNREAD"));
  return {
    ...label,
    messagesTotal: messages.length,
    messagesUnread: unread.length,
    threadsTotal: new Set(messages.map((message) => message.threadId)).size,
    threadsUnread: new Set(unread.map((message) => message.threadId)).size,
  };
}

function createLabel(context: ApiContext) {
  const mailbox = readMailbox(context);
  const body = (context.request.body ?? {}) as Record<string, unknown>;
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (!name) return sendGoogleError(context.reply, 400, "Invalid label name", "invalidArgument");
  if (mailbox.labels.some((label) => label.name.toLowerCase() === name.toLowerCase())) {
    return sendGoogleError(context.reply, 409, "Label name exists or conflicts", "aborted");
  }
  const numbers = mailbox.labels.map((label) => Number(label.id.replace("Label_", ""))).filter(Number.isFinite);
  const visibilities = ["labelShow", "labelShowIfUnread", "labelHide"] as const;
  const label: GmailLabel = {
    id: `Label_${Math.max(0, ...numbers) + 1}`,
    name,
    type: "user",
    messageListVisibility: body.messageListVisibility === "hide" ? "hide" : "show",
    labelListVisibility: visibilities.find((visibility) => visibility === body.labelListVisibility) ?? "labelShow",
  };
  mailbox.labels.push(label);
  return label;
}

function modifyMessage(context: ApiContext) {
  const mailbox = readMailbox(context);
  const body = (context.request.body ?? {}) as { addLabelIds?: unknown; removeLabelIds?: unknown };
  const add = readRepeatedParam(body.addLabelIds);
  const remove = readRepeatedParam(body.removeLabelIds);
  const unknown = [...add, ...remove].find((id) => !mailbox.labels.some((label) => label.id === id));
  if (unknown) return sendGoogleError(context.reply, 400, `Invalid label: ${unknown}`, "invalidArgument");
  const message = findMessage(context);
  if (!message) return undefined;
  const before = message.labelIds;
  message.labelIds = [...new Set([...message.labelIds.filter((id) => !remove.includes(id)), ...add])];
  recordGmailLabels(mailbox, message, before);
  return summarize(message);
}

/** The trash is a label: the mail leaves the inbox and stays there, recoverable, as in Gmail. */
function trashMessage(context: ApiContext) {
  const message = findMessage(context);
  if (!message) return undefined;
  const before = message.labelIds;
  message.labelIds = [...message.labelIds.filter((id) => id !== "INBOX" && id !== "TRASH"), "TRASH"];
  recordGmailLabels(readMailbox(context), message, before);
  return summarize(message);
}

/** `users.messages.delete`: gone for good, past the trash; only the full-access scope may do it. */
function deleteMessage(context: ApiContext) {
  const mailbox = readMailbox(context);
  const message = findMessage(context);
  if (!message) return undefined;
  mailbox.messages = mailbox.messages.filter((candidate) => candidate !== message);
  recordGmailChange(mailbox, { type: "messageDeleted", message });
  return context.reply.code(204).send();
}

type Outgoing = { raw?: unknown; threadId?: unknown };

/** A message written by the user from the `raw` RFC 2822 text, filed in a thread when it names an existing one. */
function composeMessage(context: ApiContext, outgoing: Outgoing, labelIds: string[]): GmailMessage | undefined {
  const mailbox = readMailbox(context);
  if (typeof outgoing.raw !== "string" || !outgoing.raw) {
    sendGoogleError(
      context.reply,
      400,
      "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      "invalidArgument",
    );
    return undefined;
  }
  const threadId = typeof outgoing.threadId === "string" ? outgoing.threadId : undefined;
  if (threadId && !mailbox.messages.some((message) => message.threadId === threadId)) {
    sendGoogleError(context.reply, 404, NOT_FOUND, "notFound");
    return undefined;
  }
  const parsed = parseRawMessage(outgoing.raw);
  const id = formatGmailId(0x900000 + mailbox.nextId++);
  const present = new Set(parsed.headers.map((header) => header.name.toLowerCase()));
  const account = demoAccounts.google;
  const added = [
    ...(present.has("from") ? [] : [{ name: "From", value: `${account.displayName} <${account.email}>` }]),
    ...(present.has("date") ? [] : [{ name: "Date", value: formatMailDate(context.now) }]),
    ...(present.has("message-id") ? [] : [{ name: "Message-ID", value: `<CA+${id}@mail.gmail.com>` }]),
  ];
  const headers = [...added, ...parsed.headers.filter((header) => !/^content-/i.test(header.name))];
  const message: GmailMessage = {
    id,
    threadId: threadId ?? id,
    labelIds,
    snippet: createGmailSnippet(parsed.text),
    historyId: String(mailbox.historyId),
    internalDate: String(context.now),
    sizeEstimate: outgoing.raw.length,
    payload: buildGmailPayload({ headers, text: parsed.text }),
  };
  mailbox.messages.unshift(message);
  recordGmailChange(mailbox, { type: "messageAdded", message });
  return message;
}

function sendMessage(context: ApiContext) {
  const message = composeMessage(context, (context.request.body ?? {}) as Outgoing, ["SENT"]);
  return message && summarize(message);
}

function createDraft(context: ApiContext) {
  const mailbox = readMailbox(context);
  const body = (context.request.body ?? {}) as { message?: Outgoing };
  const message = composeMessage(context, body.message ?? {}, ["DRAFT"]);
  if (!message) return undefined;
  const draft = { id: `r${(7_301_000_000_000 + mailbox.nextId).toString()}`, message };
  mailbox.drafts.push(draft);
  return { id: draft.id, message: summarize(message) };
}

const readScopes = [FULL_ACCESS, MODIFY, READONLY];

function defineGmailRoute(
  method: ApiRoute["method"],
  path: string,
  scopes: readonly string[],
  answer: (context: ApiContext) => unknown,
): ApiRoute {
  return {
    method,
    host: HOST,
    path: `${BASE}${path}`,
    credential: "bearer",
    answer: (context) => (isAllowed(context, scopes) ? answer(context) : undefined),
  };
}

/** The Gmail API calls Shifu's Gmail tools and notifications make, over the demo mailbox. */
export const gmailRoutes: readonly ApiRoute[] = [
  defineGmailRoute("GET", "/profile", readScopes, readGmailProfile),
  defineGmailRoute("GET", "/history", readScopes, listGmailHistory),
  defineGmailRoute("GET", "/messages", readScopes, listMessages),
  defineGmailRoute("GET", "/messages/:id", readScopes, getMessage),
  defineGmailRoute("POST", "/messages/:id/modify", [FULL_ACCESS, MODIFY], modifyMessage),
  defineGmailRoute("POST", "/messages/:id/trash", [FULL_ACCESS, MODIFY], trashMessage),
  defineGmailRoute("DELETE", "/messages/:id", [FULL_ACCESS], deleteMessage),
  defineGmailRoute("POST", "/messages/send", [FULL_ACCESS, MODIFY, COMPOSE, SEND], sendMessage),
  defineGmailRoute("GET", "/labels", [...readScopes, LABELS], (context) => ({ labels: readMailbox(context).labels })),
  defineGmailRoute("GET", "/labels/:id", [...readScopes, LABELS], getLabel),
  defineGmailRoute("POST", "/labels", [FULL_ACCESS, MODIFY, LABELS], createLabel),
  defineGmailRoute("POST", "/drafts", [FULL_ACCESS, MODIFY, COMPOSE], createDraft),
];
