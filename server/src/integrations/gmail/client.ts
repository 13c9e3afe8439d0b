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

export type GmailDraft = { id: string; message: GmailMessage };

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

export async function listGmailLabels(api: ProviderApi): Promise<GmailLabel[]> {
  const answer = await api.request<{ labels?: GmailLabel[] }>({ url: `${GMAIL_USER_URL}/labels` });
  return answer.labels ?? [];
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
