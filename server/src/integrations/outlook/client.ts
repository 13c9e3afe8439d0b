import {
  fetchMicrosoftProfile,
  MICROSOFT_GRAPH_URL,
  readGraphDeltaRound,
  readMicrosoftAccount,
} from "../families/microsoft";
import type { ProviderApi } from "../provider-api";

export async function fetchOutlookAccount(api: ProviderApi): Promise<string | null> {
  return readMicrosoftAccount(await fetchMicrosoftProfile(api));
}

export type OutlookEmailAddress = { emailAddress: { name?: string; address?: string } };

/** Graph's `message` resource, the fields Shifu reads. */
export type OutlookMessage = {
  id: string;
  subject?: string | null;
  bodyPreview?: string;
  receivedDateTime?: string;
  isRead?: boolean;
  isDraft?: boolean;
  importance?: string;
  hasAttachments?: boolean;
  webLink?: string;
  /** Focused Inbox's verdict: "other" holds newsletters, notifications and the like. */
  inferenceClassification?: "focused" | "other";
  from?: OutlookEmailAddress | null;
  toRecipients?: OutlookEmailAddress[];
  ccRecipients?: OutlookEmailAddress[];
  body?: { contentType: string; content: string };
  /** The names of the mailbox's master categories the message carries: Outlook's labels. */
  categories?: string[];
};

type MessageList = { value: OutlookMessage[]; "@odata.nextLink"?: string };

export const MESSAGE_LIST_FIELDS =
  "id,subject,bodyPreview,receivedDateTime,isRead,importance,hasAttachments,webLink,from,toRecipients,categories";

/** The query of a message list: OData's `$top`, `$select`, `$filter`, `$orderby` and `$search`. */
export type MessageListQuery = { $top: string; $select: string; $filter?: string; $orderby?: string; $search?: string };

/** GET /me/mailFolders/{folder}/messages: a folder's mail, `folder` being an id or a well-known name. */
export function listOutlookFolderMessages(
  api: ProviderApi,
  folder: string,
  query: MessageListQuery,
): Promise<MessageList> {
  return api.request<MessageList>({
    url: `${MICROSOFT_GRAPH_URL}/me/mailFolders/${encodeURIComponent(folder)}/messages`,
    query,
  });
}

/** GET /me/messages: mail of every folder, sent included. */
export function listOutlookMessages(api: ProviderApi, query: MessageListQuery): Promise<MessageList> {
  return api.request<MessageList>({ url: `${MICROSOFT_GRAPH_URL}/me/messages`, query });
}

/** GET /me/messages/{id}. */
export function getOutlookMessage(api: ProviderApi, id: string): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({ url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}` });
}

/** POST /me/messages/{id}/move: answers the message in its new folder, under a new id. */
export function moveOutlookMessage(api: ProviderApi, id: string, destinationId: string): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}/move`,
    json: { destinationId },
  });
}

/** PATCH /me/messages/{id} with the whole `categories` array, which Graph replaces rather than merges. */
/** Graph's PATCH of a message's `isRead`: read in every Outlook client, as opening it would. */
export function markOutlookMessageRead(api: ProviderApi, id: string): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({
    method: "PATCH",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}`,
    json: { isRead: true },
  });
}

export function setOutlookMessageCategories(
  api: ProviderApi,
  id: string,
  categories: readonly string[],
): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({
    method: "PATCH",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}`,
    json: { categories },
  });
}

/** An entry of the mailbox's master list of categories; `color` is one of Outlook's presets ('preset0'…'preset24'). */
export type OutlookCategory = { id: string; displayName: string; color: string };

/** GET /me/outlook/masterCategories: the categories a message can carry. */
export async function listOutlookMasterCategories(api: ProviderApi): Promise<OutlookCategory[]> {
  const { value } = await api.request<{ value: OutlookCategory[] }>({
    url: `${MICROSOFT_GRAPH_URL}/me/outlook/masterCategories`,
  });
  return value;
}

/** POST /me/outlook/masterCategories: adds a category to the master list; its name must be new there. */
export function createOutlookMasterCategory(
  api: ProviderApi,
  category: { displayName: string; color: string },
): Promise<OutlookCategory> {
  return api.request<OutlookCategory>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/outlook/masterCategories`,
    json: category,
  });
}

export type OutlookNewMessage = {
  subject: string;
  body: { contentType: "Text"; content: string };
  toRecipients: OutlookEmailAddress[];
};

/** POST /me/sendMail: 202 with no body; the mail is kept in Sent Items. */
export async function sendOutlookMail(api: ProviderApi, message: OutlookNewMessage): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/sendMail`,
    json: { message, saveToSentItems: true },
  });
}

/** POST /me/messages: a draft in Drafts. */
export function createOutlookDraft(api: ProviderApi, message: OutlookNewMessage): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({ method: "POST", url: `${MICROSOFT_GRAPH_URL}/me/messages`, json: message });
}

/** POST /me/messages/{id}/forward: sends the original, quoted under the comment; 202 with no body. */
export async function forwardOutlookMessage(
  api: ProviderApi,
  id: string,
  forward: { comment: string; toRecipients: OutlookEmailAddress[] },
): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}/forward`,
    json: forward,
  });
}

/** A mail folder with the counts Exchange keeps exact. */
export type OutlookMailFolder = { id: string; displayName: string; totalItemCount: number; unreadItemCount: number };

/** GET /me/mailFolders/{folder}: `folder` being an id or a well-known name (`inbox`, `archive`). */
export function getOutlookMailFolder(api: ProviderApi, folder: string): Promise<OutlookMailFolder> {
  return api.request<OutlookMailFolder>({ url: `${MICROSOFT_GRAPH_URL}/me/mailFolders/${encodeURIComponent(folder)}` });
}

/** POST /me/messages/{id}/reply: answers the sender at once, quoting the original. */
export async function replyToOutlookMessage(api: ProviderApi, id: string, comment: string): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}/reply`,
    json: { comment },
  });
}

/** POST /me/messages/{id}/createReply: the same reply, left in Drafts. */
export function createOutlookReplyDraft(api: ProviderApi, id: string, comment: string): Promise<OutlookMessage> {
  return api.request<OutlookMessage>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/messages/${encodeURIComponent(id)}/createReply`,
    json: { comment },
  });
}

/** An entry of a message delta: a message as it is now, or one gone from the folder (deleted or moved away). */
export type OutlookMessageChange = OutlookMessage & { "@removed"?: { reason: string } };

/** Pages of 50 rather than Graph's 10 for message delta. */
const DELTA_PAGE_HEADERS = { prefer: "odata.maxpagesize=50" };

/**
 * One round of GET /me/mailFolders/{folder}/messages/delta: from a deltaLink, or from the start with the query given
 * (the `$filter` and `$select` then hold for every later round). Follows nextLinks to the round's deltaLink.
 */
export async function listOutlookMessageChanges(
  api: ProviderApi,
  from: { deltaLink: string } | { folder: string; query: { $select: string; $filter?: string } },
): Promise<{ changes: OutlookMessageChange[]; deltaLink: string }> {
  const { entries, deltaLink } = await readGraphDeltaRound<OutlookMessageChange>(
    api,
    "deltaLink" in from
      ? { url: from.deltaLink, headers: DELTA_PAGE_HEADERS }
      : {
          url: `${MICROSOFT_GRAPH_URL}/me/mailFolders/${encodeURIComponent(from.folder)}/messages/delta`,
          query: from.query,
          headers: DELTA_PAGE_HEADERS,
        },
    "Outlook",
  );
  return { changes: entries, deltaLink };
}
