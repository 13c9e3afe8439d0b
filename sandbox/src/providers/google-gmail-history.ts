import { demoAccounts } from "../demo-accounts";
import type {
  GmailHistoryMessage,
  GmailHistoryRecord,
  GmailMailbox,
  GmailMessage,
  GoogleData,
} from "../demo-data/google-data";
import { sendGoogleError } from "./google-api-error";
import type { ApiContext } from "./provider-family";

/** Gmail keeps about a week of history; the sandbox keeps this many records and forgets the older ones. */
const MAX_HISTORY_RECORDS = 1_000;
const historyTypes = ["messageAdded", "messageDeleted", "labelAdded", "labelRemoved"] as const;
type HistoryType = (typeof historyTypes)[number];

const typeFields = {
  messageAdded: "messagesAdded",
  messageDeleted: "messagesDeleted",
  labelAdded: "labelsAdded",
  labelRemoved: "labelsRemoved",
} as const satisfies Record<HistoryType, keyof GmailHistoryRecord>;

/** One change, as the code that made it describes it. */
export type GmailChange =
  | { type: "messageAdded" | "messageDeleted"; message: GmailMessage }
  | { type: "labelAdded" | "labelRemoved"; message: GmailMessage; labelIds: string[] };

function nameMessage(message: GmailMessage, withLabels: boolean): GmailHistoryMessage {
  return { id: message.id, threadId: message.threadId, ...(withLabels ? { labelIds: [...message.labelIds] } : {}) };
}

/** Appends one record with the next historyId, which the message takes as its own, as Gmail does. */
export function recordGmailChange(mailbox: GmailMailbox, change: GmailChange): void {
  if ("labelIds" in change && change.labelIds.length === 0) return;
  mailbox.historyId += 1;
  const id = String(mailbox.historyId);
  change.message.historyId = id;
  const named = nameMessage(change.message, change.type !== "messageDeleted");
  const record: GmailHistoryRecord = { id, messages: [{ id: named.id, threadId: named.threadId }] };
  if (change.type === "labelAdded" || change.type === "labelRemoved") {
    record[typeFields[change.type]] = [{ message: named, labelIds: change.labelIds }];
  } else {
    record[typeFields[change.type]] = [{ message: named }];
  }
  mailbox.history.push(record);
  const overflow = mailbox.history.length - MAX_HISTORY_RECORDS;
  if (overflow > 0) {
    const forgotten = mailbox.history.splice(0, overflow);
    mailbox.historyFloor = Number(forgotten.at(-1)?.id ?? mailbox.historyFloor);
  }
}

/** Records the labels a change really added and removed, which is what Gmail's history shows. */
export function recordGmailLabels(mailbox: GmailMailbox, message: GmailMessage, before: readonly string[]): void {
  const added = message.labelIds.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !message.labelIds.includes(id));
  recordGmailChange(mailbox, { type: "labelAdded", message, labelIds: added });
  recordGmailChange(mailbox, { type: "labelRemoved", message, labelIds: removed });
}

function readMailbox(context: ApiContext): GmailMailbox {
  return (context.data as GoogleData).gmail;
}

/** `users.getProfile`: the address, the totals and the historyId a partial sync starts from. */
export function readGmailProfile(context: ApiContext) {
  const mailbox = readMailbox(context);
  return {
    emailAddress: demoAccounts.google.email,
    messagesTotal: mailbox.messages.length,
    threadsTotal: new Set(mailbox.messages.map((message) => message.threadId)).size,
    historyId: String(mailbox.historyId),
  };
}

function readRequestedTypes(value: unknown): HistoryType[] | undefined {
  const names = Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  if (names.length === 0) return undefined;
  return historyTypes.filter((type) => names.includes(type));
}

/** A record cut down to the requested kinds of change; undefined when none is left. */
function filterRecord(record: GmailHistoryRecord, types: readonly HistoryType[]): GmailHistoryRecord | undefined {
  const kept: GmailHistoryRecord = { id: record.id, messages: record.messages };
  let any = false;
  for (const type of types) {
    const field = typeFields[type];
    const changes = record[field];
    if (changes) {
      Object.assign(kept, { [field]: changes });
      any = true;
    }
  }
  return any ? kept : undefined;
}

/**
 * `users.history.list`: the records after `startHistoryId`, paged; a start older than the log keeps is Gmail's 404,
 * which tells a client to sync in full.
 */
export function listGmailHistory(context: ApiContext) {
  const mailbox = readMailbox(context);
  const query = context.request.query as Record<string, unknown>;
  const start = Number(query.startHistoryId);
  if (typeof query.startHistoryId !== "string" || !Number.isInteger(start) || start < 0) {
    return sendGoogleError(context.reply, 400, "Invalid startHistoryId", "invalidArgument");
  }
  if (start < mailbox.historyFloor) {
    return sendGoogleError(context.reply, 404, "Requested entity was not found.", "notFound");
  }
  const types = readRequestedTypes(query.historyTypes) ?? historyTypes;
  const matching = mailbox.history
    .filter((record) => Number(record.id) > start)
    .flatMap((record) => filterRecord(record, types) ?? []);
  const maxResults = Math.min(Math.max(Number(query.maxResults ?? 100) || 100, 1), 500);
  const offset = Number(query.pageToken ?? 0) || 0;
  const page = matching.slice(offset, offset + maxResults);
  const next = offset + maxResults < matching.length ? String(offset + maxResults) : undefined;
  return {
    ...(page.length > 0 ? { history: page } : {}),
    ...(next ? { nextPageToken: next } : {}),
    historyId: String(mailbox.historyId),
  };
}
