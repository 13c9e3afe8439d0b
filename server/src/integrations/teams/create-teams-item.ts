import type { ListedItem } from "../app-tool";
import { readItemBodyText, toSnippet } from "../families/microsoft";
import type { TeamsChat, TeamsChatMessage } from "./client";

/** A chat's name: its topic, or the other people in it. */
export function readChatName(chat: TeamsChat, myUserId: string): string {
  if (chat.topic) return chat.topic;
  const others = (chat.members ?? []).filter((member) => member.userId !== myUserId);
  const names = others.map((member) => member.displayName).filter(Boolean);
  return names.length > 0 ? `Chat con ${names.join(", ")}` : "Chat sin nombre";
}

export function createChatItem(chat: TeamsChat, myUserId: string): ListedItem {
  const last = chat.lastMessagePreview;
  const members = (chat.members ?? []).map((member) => member.displayName).filter(Boolean);
  return {
    id: chat.id,
    title: readChatName(chat, myUserId),
    ...(last?.from?.user?.displayName ? { from: last.from.user.displayName } : {}),
    ...(last?.createdDateTime ? { date: last.createdDateTime } : {}),
    ...(chat.webUrl ? { link: chat.webUrl } : {}),
    ...(last ? { snippet: toSnippet(readItemBodyText(last.body)) } : {}),
    place: chat.chatType === "oneOnOne" ? "Chat individual" : "Chat de grupo",
    ...(members.length > 0 ? { details: [`Participantes: ${members.join(", ")}`] } : {}),
  };
}

export function createChatMessageItem(message: TeamsChatMessage, chat: TeamsChat, myUserId: string): ListedItem {
  const text = readItemBodyText(message.body);
  return {
    id: message.id,
    title: toSnippet(text, 80),
    ...(message.from?.user?.displayName ? { from: message.from.user.displayName } : {}),
    date: message.createdDateTime,
    ...(chat.webUrl ? { link: chat.webUrl } : {}),
    snippet: toSnippet(text),
    place: readChatName(chat, myUserId),
  };
}
