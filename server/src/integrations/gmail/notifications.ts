import { DAY_MS } from "../../time-spans";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type SyncedItem,
} from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import {
  type GmailHistoryType,
  type GmailMessage,
  getGmailMessageMetadata,
  getGmailProfile,
  listGmailHistory,
  listGmailMessages,
  trashGmailMessage,
} from "./client";
import { linkGmailMessage, readDisplayName, readGmailHeader, unescapeSnippet } from "./create-gmail-item";

const CARD_HEADERS = [
  "From",
  "To",
  "Cc",
  "Subject",
  "Date",
  "Importance",
  "X-Priority",
  "List-Unsubscribe",
  "Precedence",
] as const;
const HISTORY_TYPES: readonly GmailHistoryType[] = ["messageAdded", "messageDeleted", "labelAdded"];
const ADDRESS_PATTERN = /[^\s<>,;:"]+@[^\s<>,;:"]+/g;
const AUTOMATED_SENDER =
  /^(no-?reply|do-?not-?reply|mailer-daemon|bounces?|notifications?|notificaciones|[a-z]+-notification)([+._-]|@)/i;
/** Gmail's own sorting: promotions, social networks, forums and automated updates (bills, confirmations). */
const BULK_CATEGORIES = new Set(["CATEGORY_PROMOTIONS", "CATEGORY_SOCIAL", "CATEGORY_FORUMS", "CATEGORY_UPDATES"]);
const BULK_PRECEDENCE = /^\s*(bulk|list|junk)\s*$/i;

/** The bare, lower-case addresses in a header such as 'Ana Torres <ana@acme.com>, luis@acme.com'. */
function readAddresses(header: string | undefined): string[] {
  return (header?.match(ADDRESS_PATTERN) ?? []).map((address) => address.toLowerCase());
}

/** Importance: high, or X-Priority 1 (highest) or 2 (high), as mail clients mark an urgent mail. */
function isHighImportance(message: GmailMessage): boolean {
  const importance = readGmailHeader(message.payload, "Importance");
  const priority = readGmailHeader(message.payload, "X-Priority");
  return /^\s*high\s*$/i.test(importance ?? "") || /^\s*[12]\b/.test(priority ?? "");
}

function isBulkMail(message: GmailMessage, senderAddress: string | undefined): boolean {
  return (
    (message.labelIds ?? []).some((label) => BULK_CATEGORIES.has(label)) ||
    readGmailHeader(message.payload, "List-Unsubscribe") !== undefined ||
    BULK_PRECEDENCE.test(readGmailHeader(message.payload, "Precedence") ?? "") ||
    AUTOMATED_SENDER.test(senderAddress ?? "")
  );
}

function toSyncedItem(message: GmailMessage, account: string | null, now: Date): SyncedItem {
  const from = readGmailHeader(message.payload, "From");
  const senderAddress = readAddresses(from)[0];
  const senderName = readDisplayName(from);
  const me = account?.toLowerCase();
  const snippet = unescapeSnippet(message.snippet)?.trim() || null;
  return {
    providerItemId: message.id,
    title: `Nuevo correo de ${senderName ?? "remitente desconocido"}`,
    body: snippet,
    subject: readGmailHeader(message.payload, "Subject")?.trim() || null,
    senderFull:
      senderAddress && senderName?.toLowerCase() !== senderAddress
        ? `${senderName} <${senderAddress}>`
        : (from ?? null),
    snippet,
    date: message.internalDate ? new Date(Number(message.internalDate)) : now,
    actionUrl: linkGmailMessage(message.id),
    importance: isHighImportance(message) ? "high" : "normal",
    // format=metadata leaves out the parts; a mail with attachments is multipart/mixed at its top.
    hasAttachments: message.payload?.mimeType === "multipart/mixed",
    signals: {
      directToUser: me !== undefined && readAddresses(readGmailHeader(message.payload, "To")).includes(me),
      mentionsUser: false,
      bulk: isBulkMail(message, senderAddress),
      byUser: me !== undefined && senderAddress === me,
      senderAddress: senderAddress ?? null,
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 404;
}

/** Reads the cards' headers of each mail; one deleted since it was listed is reported as gone. */
async function readMessages(
  api: ProviderApi,
  ids: readonly string[],
): Promise<{ messages: GmailMessage[]; goneIds: string[] }> {
  const read = await Promise.all(
    ids.map((id) =>
      getGmailMessageMetadata(api, id, CARD_HEADERS).catch((error: unknown) => {
        if (isNotFound(error)) return id;
        throw error;
      }),
    ),
  );
  return {
    messages: read.filter((entry): entry is GmailMessage => typeof entry !== "string"),
    goneIds: read.filter((entry): entry is string => typeof entry === "string"),
  };
}

/**
 * The full sync Gmail's guide describes: the historyId first, so nothing arriving meanwhile is missed, then the
 * newest inbox mails of the first-sync window.
 */
async function readRecentInbox(api: ProviderApi, account: string | null, now: Date): Promise<ChangesPage> {
  const profile = await getGmailProfile(api);
  const list = await listGmailMessages(api, {
    q: `newer_than:${FIRST_SYNC_WINDOW_MS / DAY_MS}d`,
    labelId: "INBOX",
    maxResults: FIRST_SYNC_MAX_ITEMS,
  });
  const ids = (list.messages ?? []).slice(0, FIRST_SYNC_MAX_ITEMS).map((entry) => entry.id);
  const { messages } = await readMessages(api, ids);
  return {
    items: messages.map((message) => toSyncedItem(message, account, now)),
    deletedIds: [],
    cursor: profile.historyId,
  };
}

/**
 * The inbox mails added and the mails trashed or deleted since `startHistoryId`, as each one ended up: a mail that
 * arrived and went within the same span is only gone.
 */
async function readHistory(api: ProviderApi, startHistoryId: string) {
  const addedIds = new Set<string>();
  const goneIds = new Set<string>();
  const markGone = (id: string) => {
    addedIds.delete(id);
    goneIds.add(id);
  };
  let historyId = startHistoryId;
  let pageToken: string | undefined;
  do {
    const page = await listGmailHistory(api, { startHistoryId, historyTypes: HISTORY_TYPES, pageToken });
    for (const record of page.history ?? []) {
      for (const { message } of record.messagesAdded ?? []) {
        if (!message.labelIds?.includes("INBOX")) continue;
        goneIds.delete(message.id);
        addedIds.add(message.id);
      }
      for (const { message } of record.messagesDeleted ?? []) markGone(message.id);
      for (const change of record.labelsAdded ?? []) if (change.labelIds.includes("TRASH")) markGone(change.message.id);
    }
    historyId = page.historyId;
    pageToken = page.nextPageToken;
  } while (pageToken);
  return { addedIds: [...addedIds], goneIds: [...goneIds], historyId };
}

/**
 * Gmail's own change feed: the cursor is a historyId. The first sync reads the recent inbox; later ones read the
 * history since the cursor, and a cursor Gmail no longer keeps (its 404) starts over with a full sync.
 */
export const gmailNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, account }) {
    if (cursor === null) return readRecentInbox(api, account, now);
    let history: Awaited<ReturnType<typeof readHistory>>;
    try {
      history = await readHistory(api, cursor);
    } catch (error) {
      if (isNotFound(error)) return readRecentInbox(api, account, now);
      throw error;
    }
    const { messages, goneIds } = await readMessages(api, history.addedIds);
    return {
      items: messages.map((message) => toSyncedItem(message, account, now)),
      deletedIds: [...history.goneIds, ...goneIds],
      cursor: history.historyId,
    };
  },
  async deleteItem(api, providerItemId) {
    await trashGmailMessage(api, providerItemId);
  },
};
