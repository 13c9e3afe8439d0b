import { fetchMicrosoftProfile, MICROSOFT_GRAPH_URL, readMicrosoftAccount } from "../families/microsoft";
import type { ProviderApi } from "../provider-api";

export async function fetchTeamsAccount(api: ProviderApi): Promise<string | null> {
  return readMicrosoftAccount(await fetchMicrosoftProfile(api));
}

export type TeamsChatMember = { displayName?: string | null; userId?: string; email?: string | null };

/** Graph's `chatMessage`, the fields Shifu reads. */
export type TeamsChatMessage = {
  id: string;
  createdDateTime: string;
  lastModifiedDateTime?: string;
  messageType?: string;
  deletedDateTime?: string | null;
  importance?: "normal" | "high" | "urgent";
  webUrl?: string | null;
  from?: { user?: { id?: string; displayName?: string | null } | null } | null;
  body: { contentType: string; content: string };
  attachments?: unknown[];
  mentions?: { mentioned?: { user?: { id?: string } | null } | null }[];
};

/** Graph's `chat` with its members and last message expanded. */
export type TeamsChat = {
  id: string;
  topic: string | null;
  chatType: "oneOnOne" | "group" | "meeting" | string;
  webUrl?: string;
  lastUpdatedDateTime?: string;
  members?: TeamsChatMember[];
  lastMessagePreview?: (Omit<TeamsChatMessage, "id"> & { id: string }) | null;
};

/** A user of the organisation's directory. */
export type DirectoryUser = { id: string; displayName: string; mail?: string | null; userPrincipalName?: string };

/** GET /me/chats with members and the last message, the most recently active first (Graph allows 50 at most). */
export async function listTeamsChats(api: ProviderApi, top: number): Promise<TeamsChat[]> {
  const { value } = await api.request<{ value: TeamsChat[] }>({
    url: `${MICROSOFT_GRAPH_URL}/me/chats`,
    query: {
      $expand: "members,lastMessagePreview",
      $orderby: "lastMessagePreview/createdDateTime desc",
      $top: String(Math.min(top, 50)),
    },
  });
  return value;
}

/** GET /me/chats/{id}/messages, newest first. */
export async function listTeamsChatMessages(
  api: ProviderApi,
  chatId: string,
  top: number,
): Promise<TeamsChatMessage[]> {
  const { value } = await api.request<{ value: TeamsChatMessage[] }>({
    url: `${MICROSOFT_GRAPH_URL}/me/chats/${encodeURIComponent(chatId)}/messages`,
    query: { $top: String(Math.min(top, 50)), $orderby: "createdDateTime desc" },
  });
  return value;
}

/**
 * GET /me/chats/{id}/messages changed after `since`, the most recently changed first: Graph filters a chat's messages
 * only on the property they are ordered by.
 */
export async function listTeamsChatMessagesChangedSince(
  api: ProviderApi,
  chatId: string,
  since: Date,
  top: number,
): Promise<TeamsChatMessage[]> {
  const { value } = await api.request<{ value: TeamsChatMessage[] }>({
    url: `${MICROSOFT_GRAPH_URL}/me/chats/${encodeURIComponent(chatId)}/messages`,
    query: {
      $top: String(Math.min(top, 50)),
      $orderby: "lastModifiedDateTime desc",
      $filter: `lastModifiedDateTime gt ${since.toISOString()}`,
    },
  });
  return value;
}

/** GET /me/chats/{chatId}/messages/{messageId}. */
export function getTeamsChatMessage(api: ProviderApi, chatId: string, messageId: string): Promise<TeamsChatMessage> {
  return api.request<TeamsChatMessage>({
    url: `${MICROSOFT_GRAPH_URL}/me/chats/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}`,
  });
}

/** POST /me/chats/{chatId}/messages/{messageId}/softDelete: 204; the message stays, emptied and marked deleted. */
export async function softDeleteTeamsChatMessage(api: ProviderApi, chatId: string, messageId: string): Promise<void> {
  await api.request({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/me/chats/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}/softDelete`,
  });
}

/** GET /users?$filter=…: people of the organisation, for a filter built by the caller. */
export async function findDirectoryUsers(api: ProviderApi, filter: string): Promise<DirectoryUser[]> {
  const { value } = await api.request<{ value: DirectoryUser[] }>({
    url: `${MICROSOFT_GRAPH_URL}/users`,
    query: { $filter: filter, $select: "id,displayName,mail,userPrincipalName", $top: "25" },
  });
  return value;
}

function bindUser(userId: string) {
  return {
    "@odata.type": "#microsoft.graph.aadUserConversationMember",
    roles: ["owner"],
    "user@odata.bind": `${MICROSOFT_GRAPH_URL}/users('${userId}')`,
  };
}

/** POST /chats: a one-on-one chat, or the one the two people already have. */
export function createOneOnOneChat(api: ProviderApi, myUserId: string, otherUserId: string): Promise<TeamsChat> {
  return api.request<TeamsChat>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/chats`,
    json: { chatType: "oneOnOne", members: [bindUser(myUserId), bindUser(otherUserId)] },
  });
}

/** POST /chats/{id}/messages. */
export function sendTeamsChatMessage(api: ProviderApi, chatId: string, content: string): Promise<TeamsChatMessage> {
  return api.request<TeamsChatMessage>({
    method: "POST",
    url: `${MICROSOFT_GRAPH_URL}/chats/${encodeURIComponent(chatId)}/messages`,
    json: { body: { contentType: "text", content } },
  });
}
