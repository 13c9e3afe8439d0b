import { fetchGoogleUserInfo } from "../families/google";
import type { ProviderApi } from "../provider-api";

const GMAIL_USER_URL = "https://gmail.googleapis.com/gmail/v1/users/me";

export type GmailHeader = { name: string; value: string };

export type GmailMessagePart = {
  partId?: string;
  mimeType: string;
  filename?: string;
  headers?: GmailHeader[];
  body?: { size: number; data?: string; attachmentId?: string };
  parts?: GmailMessagePart[];
};

export type GmailMessage = {
  id: string;
  threadId: string;
  labelIds?: string[];
  snippet?: string;
  internalDate?: string;
  payload?: GmailMessagePart;
};

export type GmailMessageList = {
  messages?: { id: string; threadId: string }[];
  nextPageToken?: string;
  resultSizeEstimate?: number;
};

export type GmailLabel = {
  id: string;
  name: string;
  type?: "system" | "user";
  messageListVisibility?: string;
  labelListVisibility?: string;
};

/** `users.labels.get` adds the counts Gmail keeps exact, such as the inbox's unread badge. */
export type GmailLabelCounts = GmailLabel & {
  messagesTotal?: number;
  messagesUnread?: number;
  threadsTotal?: number;
  threadsUnread?: number;
};

export type GmailDraft = { id: string; message: GmailMessage };

export type GmailProfile = { emailAddress: string; messagesTotal?: number; threadsTotal?: number; historyId: string };

/** A message as a history record names it: its ids, and its labels where the change kind carries them. */
export type GmailHistoryMessage = { id: string; threadId: string; labelIds?: string[] };

/** One change to the mailbox; only the lists of the requested history types are present. */
export type GmailHistoryRecord = {
  id: string;
  messages?: GmailHistoryMessage[];
  messagesAdded?: { message: GmailHistoryMessage }[];
  messagesDeleted?: { message: GmailHistoryMessage }[];
  labelsAdded?: { message: GmailHistoryMessage; labelIds: string[] }[];
  labelsRemoved?: { message: GmailHistoryMessage; labelIds: string[] }[];
};

export type GmailHistoryList = { history?: GmailHistoryRecord[]; nextPageToken?: string; historyId: string };

export type GmailHistoryType = "messageAdded" | "messageDeleted" | "labelAdded" | "labelRemoved";

export async function fetchGmailAccount(api: ProviderApi): Promise<string | null> {
  const profile = await fetchGoogleUserInfo(api);
  return profile.email ?? profile.name ?? null;
}

/** `users.messages.list`: ids only, newest first; `q` takes Gmail's search box syntax. */
export function listGmailMessages(
  api: ProviderApi,
  options: { q?: string; labelId?: string; maxResults: number },
): Promise<GmailMessageList> {
  return api.request<GmailMessageList>({
    url: `${GMAIL_USER_URL}/messages`,
    query: {
      maxResults: String(options.maxResults),
      ...(options.q ? { q: options.q } : {}),
      ...(options.labelId ? { labelIds: options.labelId } : {}),
    },
  });
}

/** `users.messages.get`: `metadata` for lists (headers, snippet, labels), `full` to read the body. */
export function getGmailMessage(api: ProviderApi, id: string, format: "full" | "metadata"): Promise<GmailMessage> {
  return api.request<GmailMessage>({
    url: `${GMAIL_USER_URL}/messages/${encodeURIComponent(id)}`,
    query: { format },
  });
}

/**
 * `users.messages.get` with `format=metadata`: labels, snippet, date and only the headers named, which Gmail takes as
 * a repeated `metadataHeaders` parameter.
 */
export function getGmailMessageMetadata(
  api: ProviderApi,
  id: string,
  headers: readonly string[],
): Promise<GmailMessage> {
  const query = new URLSearchParams([
    ["format", "metadata"],
    ...headers.map((name): [string, string] => ["metadataHeaders", name]),
  ]);
  return api.request<GmailMessage>({ url: `${GMAIL_USER_URL}/messages/${encodeURIComponent(id)}?${query}` });
}

/** `users.getProfile`: the mailbox's address, its totals and the current historyId a partial sync starts from. */
export function getGmailProfile(api: ProviderApi): Promise<GmailProfile> {
  return api.request<GmailProfile>({ url: `${GMAIL_USER_URL}/profile` });
}

/**
 * `users.history.list`: the changes after `startHistoryId`, oldest first, one page at a time. Gmail answers 404 when
 * the id is older than the history it keeps (about a week), and the client must then sync in full.
 */
export function listGmailHistory(
  api: ProviderApi,
  options: { startHistoryId: string; historyTypes: readonly GmailHistoryType[]; pageToken?: string },
): Promise<GmailHistoryList> {
  const query = new URLSearchParams([
    ["startHistoryId", options.startHistoryId],
    ...options.historyTypes.map((type): [string, string] => ["historyTypes", type]),
  ]);
  if (options.pageToken) query.set("pageToken", options.pageToken);
  return api.request<GmailHistoryList>({ url: `${GMAIL_USER_URL}/history?${query}` });
}

export async function listGmailLabels(api: ProviderApi): Promise<GmailLabel[]> {
  const answer = await api.request<{ labels?: GmailLabel[] }>({ url: `${GMAIL_USER_URL}/labels` });
  return answer.labels ?? [];
}

export function getGmailLabel(api: ProviderApi, id: string): Promise<GmailLabelCounts> {
  return api.request<GmailLabelCounts>({ url: `${GMAIL_USER_URL}/labels/${encodeURIComponent(id)}` });
}

export function createGmailLabel(api: ProviderApi, name: string): Promise<GmailLabel> {
  return api.request<GmailLabel>({
    method: "POST",
    url: `${GMAIL_USER_URL}/labels`,
    json: { name, labelListVisibility: "labelShow", messageListVisibility: "show" },
  });
}

export function modifyGmailMessage(
  api: ProviderApi,
  id: string,
  change: { addLabelIds?: string[]; removeLabelIds?: string[] },
): Promise<GmailMessage> {
  return api.request<GmailMessage>({
    method: "POST",
    url: `${GMAIL_USER_URL}/messages/${encodeURIComponent(id)}/modify`,
    json: change,
  });
}

/** Moves one message to the trash, where Gmail keeps it for 30 days. */
export function trashGmailMessage(api: ProviderApi, id: string): Promise<GmailMessage> {
  return api.request<GmailMessage>({
    method: "POST",
    url: `${GMAIL_USER_URL}/messages/${encodeURIComponent(id)}/trash`,
  });
}

/** `raw` is the whole RFC 2822 message in base64url; `threadId` files a reply in its conversation. */
export function sendGmailMessage(api: ProviderApi, message: { raw: string; threadId?: string }): Promise<GmailMessage> {
  return api.request<GmailMessage>({ method: "POST", url: `${GMAIL_USER_URL}/messages/send`, json: message });
}

export function createGmailDraft(api: ProviderApi, message: { raw: string; threadId?: string }): Promise<GmailDraft> {
  return api.request<GmailDraft>({ method: "POST", url: `${GMAIL_USER_URL}/drafts`, json: { message } });
}
