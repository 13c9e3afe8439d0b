import { fetchMicrosoftProfile, readItemBodyText, toSnippet } from "../families/microsoft";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  type NotificationSource,
  type SyncedItem,
} from "../notification-source";
import { advanceWatermark, dropSeenItems, readQueryStart, readWatermark } from "../notification-watermark";
import { type ProviderApi, ProviderError } from "../provider-api";
import {
  getTeamsChatMessage,
  listTeamsChatMessagesChangedSince,
  listTeamsChats,
  softDeleteTeamsChatMessage,
  type TeamsChat,
  type TeamsChatMessage,
} from "./client";
import { readChatName } from "./create-teams-item";

/** Graph's largest page, of chats and of one chat's messages. */
const PAGE_SIZE = 50;
/** How many pending messages one sync checks for a deletion: each is one request. */
const MAX_PENDING_CHECKS = 20;

/** `19:…@thread.v2:1700000000000`: chat ids hold colons, message ids do not. */
function toProviderItemId(chatId: string, messageId: string): string {
  return `${chatId}:${messageId}`;
}

function splitProviderItemId(providerItemId: string): { chatId: string; messageId: string } {
  const at = providerItemId.lastIndexOf(":");
  return { chatId: providerItemId.slice(0, at), messageId: providerItemId.slice(at + 1) };
}

type ChatEntry = { chat: TeamsChat; message: TeamsChatMessage; providerItemId: string; date: Date };

function describeTitle(signals: SyncedItem["signals"], author: string): string {
  const firstName = author.split(/\s+/)[0] ?? author;
  if (signals.byUser) return "Escribiste en Teams";
  if (signals.mentionsUser) return `${firstName} te mencionó en «${signals.place}»`;
  if (signals.directToUser) return `${firstName} te escribió en Teams`;
  return `${firstName} escribió en «${signals.place}»`;
}

function toSyncedItem(entry: ChatEntry, myUserId: string): SyncedItem {
  const { chat, message } = entry;
  const user = message.from?.user;
  const author = user?.displayName || "Alguien";
  const email = (chat.members ?? []).find((member) => member.userId && member.userId === user?.id)?.email ?? null;
  const signals = {
    directToUser: chat.chatType === "oneOnOne",
    mentionsUser: (message.mentions ?? []).some((mention) => mention.mentioned?.user?.id === myUserId),
    place: readChatName(chat, myUserId),
    byUser: Boolean(user?.id && user.id === myUserId),
    senderAddress: email ?? user?.displayName ?? null,
  };
  return {
    providerItemId: entry.providerItemId,
    title: describeTitle(signals, author),
    body: message.body.content,
    subject: chat.topic,
    senderFull: email ? `${author} <${email}>` : author,
    snippet: toSnippet(readItemBodyText(message.body)),
    date: new Date(message.createdDateTime),
    actionUrl: message.webUrl ?? chat.webUrl ?? null,
    importance: message.importance === "high" || message.importance === "urgent" ? "high" : "normal",
    hasAttachments: (message.attachments ?? []).length > 0,
    signals,
  };
}

/** Pending messages deleted at Teams: soft-deleted ones keep answering with their `deletedDateTime`, others 404. */
async function findDeletedPending(api: ProviderApi, pendingIds: readonly string[]): Promise<string[]> {
  const checks = pendingIds.slice(0, MAX_PENDING_CHECKS).map(async (providerItemId) => {
    const { chatId, messageId } = splitProviderItemId(providerItemId);
    try {
      const message = await getTeamsChatMessage(api, chatId, messageId);
      return message.deletedDateTime ? [providerItemId] : [];
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404) return [providerItemId];
      throw error;
    }
  });
  return (await Promise.all(checks)).flat();
}

/**
 * Teams chats have no delta for all of a person's chats without extra licensing, so each sync lists the chats with
 * a message since the watermark and reads their messages changed since then. The watermark's date is a message's
 * last change, which is what Graph filters on.
 */
export const teamsNotifications: NotificationSource = {
  async readChanges(api, input): Promise<ChangesPage> {
    const watermark = readWatermark(input.cursor, input.now);
    const start = readQueryStart(watermark);
    const [me, chats] = await Promise.all([fetchMicrosoftProfile(api), listTeamsChats(api, PAGE_SIZE)]);
    // A chat whose newest message is older than the start has nothing new; edits of old messages are no news.
    const active = chats.filter(
      (chat) => chat.lastMessagePreview && Date.parse(chat.lastMessagePreview.createdDateTime) >= start.getTime(),
    );
    const perChat = await Promise.all(
      active.map(async (chat) => {
        const messages = await listTeamsChatMessagesChangedSince(api, chat.id, start, PAGE_SIZE);
        return messages.map((message) => ({
          chat,
          message,
          providerItemId: toProviderItemId(chat.id, message.id),
          date: new Date(message.lastModifiedDateTime ?? message.createdDateTime),
        }));
      }),
    );
    const changed = perChat.flat();
    const fresh = dropSeenItems(changed, watermark);
    // System events (members added, calls) are not messages anyone wrote.
    const written = fresh.filter((entry) => entry.message.messageType === "message");
    const items = written
      .filter((entry) => !entry.message.deletedDateTime)
      .map((entry) => toSyncedItem(entry, me.id))
      .sort((left, right) => right.date.getTime() - left.date.getTime());
    const deletedInChats = written
      .filter((entry) => entry.message.deletedDateTime)
      .map((entry) => entry.providerItemId);
    const stillPending = input.pendingIds.filter((id) => !deletedInChats.includes(id));
    const deletedIds = [...deletedInChats, ...(await findDeletedPending(api, stillPending))];
    return {
      items: watermark.first ? items.slice(0, FIRST_SYNC_MAX_ITEMS) : items,
      deletedIds,
      cursor: advanceWatermark(watermark, changed, input.now),
    };
  },
  async deleteItem(api, providerItemId) {
    const { chatId, messageId } = splitProviderItemId(providerItemId);
    try {
      await softDeleteTeamsChatMessage(api, chatId, messageId);
    } catch (error) {
      // Already gone from the chat: what the person asked for is done.
      if (!(error instanceof ProviderError && error.status === 404)) throw error;
    }
  },
};
