import { z } from "zod";
import {
  type ChangesPage,
  FIRST_SYNC_MAX_ITEMS,
  FIRST_SYNC_WINDOW_MS,
  type NotificationSource,
  type ReadChangesInput,
  type SyncedItem,
} from "../notification-source";
import { type ProviderApi, ProviderError } from "../provider-api";
import {
  deleteSlackMessage,
  fetchSlackIdentity,
  fetchSlackUser,
  listSlackConversations,
  listSlackHistoryPage,
  readSlackError,
  type SlackConversation,
  type SlackMessage,
  type SlackUser,
} from "./client";
import { buildSlackPermalink, clipText, isWrittenMessage, readSlackText } from "./format-slack-message";

const CONVERSATION_TYPES = "public_channel,private_channel,im,mpim";
const CHANNEL_TYPES = "public_channel,private_channel";
const HISTORY_PAGE_SIZE = 200;
/** A channel with more new messages than this between two syncs loses the oldest of them, not the sync. */
const MAX_HISTORY_PAGES = 10;
/** Each check is one history call; Slack allows about 50 a minute. */
const MAX_DELETION_CHECKS = 20;
const SNIPPET_LENGTH = 200;
/** Errors about a conversation the person can no longer read: it is skipped, the others still sync. */
const GONE_CONVERSATION_ERRORS = new Set(["channel_not_found", "not_in_channel"]);
const BROADCAST_PATTERN = /<!(channel|here|everyone)(\|[^>]*)?>/;

/**
 * Slack's own cursor for new messages is the ts of the newest one seen, per conversation. `syncedAt` is where a
 * conversation that was not there on the previous sync starts (a direct message someone just opened, a channel
 * the person joined): early enough for its first message, late enough not to bring its whole history.
 */
const SlackCursorSchema = z.object({
  syncedAt: z.string(),
  channels: z.record(z.string(), z.string()),
});

type SlackCursor = z.infer<typeof SlackCursorSchema>;

type Candidate = { conversation: SlackConversation; message: SlackMessage };

type SyncContext = {
  userId: string | null;
  teamUrl: string | null;
  users: ReadonlyMap<string, SlackUser | null>;
  /** The same people by name, for the mentions in a text. */
  names: ReadonlyMap<string, string>;
};

/** A missing or unreadable cursor starts a first sync. */
function readCursor(cursor: string | null): SlackCursor | null {
  if (!cursor) return null;
  try {
    const parsed = SlackCursorSchema.safeParse(JSON.parse(cursor));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toSlackTs(ms: number): string {
  return (ms / 1000).toFixed(6);
}

/** `channelId:ts`, the item id: a ts is only unique within its conversation. */
function readItemId(providerItemId: string): { channel: string; ts: string } | null {
  const match = /^([A-Z0-9]+):(\d+\.\d+)$/.exec(providerItemId);
  return match?.[1] && match[2] ? { channel: match[1], ts: match[2] } : null;
}

async function listMemberConversations(api: ProviderApi): Promise<SlackConversation[]> {
  let conversations: SlackConversation[];
  try {
    conversations = await listSlackConversations(api, CONVERSATION_TYPES);
  } catch (error) {
    // A connection made before Shifu asked for im:read and mpim:read still syncs its channels.
    if (readSlackError(error) !== "missing_scope") throw error;
    conversations = await listSlackConversations(api, CHANNEL_TYPES);
  }
  return conversations.filter((conversation) => conversation.is_member !== false);
}

/** Messages after `oldest`, newest first; a first sync stops once the conversation gave enough to choose from. */
async function readNewMessages(
  api: ProviderApi,
  channel: string,
  oldest: string,
  isEnough: (messages: readonly SlackMessage[]) => boolean,
): Promise<SlackMessage[]> {
  const messages: SlackMessage[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_HISTORY_PAGES; page++) {
    const answer = await listSlackHistoryPage(api, { channel, oldest, limit: HISTORY_PAGE_SIZE, cursor });
    messages.push(...answer.messages);
    if (!answer.nextCursor || isEnough(messages)) break;
    cursor = answer.nextCursor;
  }
  return messages;
}

/**
 * The conversation's next `oldest`: the newest ts read, own messages included. A ts after `now` (a clock running
 * ahead) stops at `now`, so the messages that come after it in real time are still newer than the cursor.
 */
function advanceTs(oldest: string, messages: readonly SlackMessage[], nowTs: string): string {
  let next = oldest;
  for (const message of messages) {
    const capped = Number(message.ts) > Number(nowTs) ? nowTs : message.ts;
    if (Number(capped) > Number(next)) next = capped;
  }
  return next;
}

/** users.info once per person in this sync: the senders and the people they mention. */
async function fetchUsers(api: ProviderApi, candidates: readonly Candidate[]): Promise<Map<string, SlackUser | null>> {
  const ids = new Set<string>();
  for (const { message } of candidates) {
    if (message.user) ids.add(message.user);
    for (const [, id] of message.text.matchAll(/<@([A-Z0-9]+)/g)) if (id) ids.add(id);
  }
  const users = new Map<string, SlackUser | null>();
  for (const id of ids) users.set(id, await fetchSlackUser(api, id));
  return users;
}

function readUserName(user: SlackUser | null | undefined): string | null {
  if (!user) return null;
  return user.real_name || user.profile?.real_name || user.profile?.display_name || user.name;
}

function describePlace(conversation: SlackConversation): string | undefined {
  if (conversation.is_im || conversation.is_mpim) return undefined;
  return `#${conversation.name ?? conversation.id}`;
}

function writeTitle(conversation: SlackConversation, sender: string, mentionsUser: boolean): string {
  if (conversation.is_im) return `Mensaje directo de ${sender}`;
  if (conversation.is_mpim) return `Mensaje de ${sender} en una conversación de grupo`;
  const place = describePlace(conversation);
  return mentionsUser ? `${sender} te mencionó en ${place}` : `Mensaje de ${sender} en ${place}`;
}

function toSyncedItem({ conversation, message }: Candidate, context: SyncContext): SyncedItem {
  const user = message.user ? context.users.get(message.user) : undefined;
  const sender = readUserName(user) ?? message.username ?? message.bot_profile?.name ?? message.user ?? "Slack";
  const text = readSlackText(message.text, context.names);
  const mentionsUser = context.userId !== null && new RegExp(`<@${context.userId}[|>]`).test(message.text);
  const place = describePlace(conversation);
  return {
    providerItemId: `${conversation.id}:${message.ts}`,
    title: writeTitle(conversation, sender, mentionsUser),
    body: text,
    subject: place ?? (conversation.is_im ? "Mensaje directo" : "Conversación de grupo"),
    senderFull: sender,
    snippet: clipText(text, SNIPPET_LENGTH),
    date: new Date(Number(message.ts) * 1000),
    actionUrl: buildSlackPermalink(context.teamUrl, conversation.id, message.ts) ?? null,
    // @channel and @here are how a sender makes Slack alert everyone in the channel at once.
    importance: BROADCAST_PATTERN.test(message.text) ? "high" : "normal",
    hasAttachments: (message.files?.length ?? 0) > 0,
    signals: {
      // Slack notifies every member of a group direct message as it does a direct one.
      directToUser: Boolean(conversation.is_im || conversation.is_mpim),
      mentionsUser,
      place,
      byUser: false,
      senderAddress: user?.profile?.email ?? sender,
    },
  };
}

async function messageExists(api: ProviderApi, channel: string, ts: string): Promise<boolean> {
  try {
    const { messages } = await listSlackHistoryPage(api, { channel, latest: ts, inclusive: true, limit: 1 });
    return messages[0]?.ts === ts;
  } catch (error) {
    if (GONE_CONVERSATION_ERRORS.has(readSlackError(error) ?? "")) return false;
    throw error;
  }
}

/** Slack has no feed of deleted messages, so the newest pending ones are looked up one by one. */
async function findDeletedIds(api: ProviderApi, pendingIds: readonly string[]): Promise<string[]> {
  const checked = pendingIds
    .flatMap((id) => {
      const parsed = readItemId(id);
      return parsed ? [{ id, ...parsed }] : [];
    })
    .sort((a, b) => Number(b.ts) - Number(a.ts))
    .slice(0, MAX_DELETION_CHECKS);
  const deleted: string[] = [];
  for (const { id, channel, ts } of checked) {
    if (!(await messageExists(api, channel, ts))) deleted.push(id);
  }
  return deleted;
}

async function readSlackChanges(api: ProviderApi, input: ReadChangesInput): Promise<ChangesPage> {
  const previous = readCursor(input.cursor);
  const nowTs = toSlackTs(input.now.getTime());
  const startTs = previous?.syncedAt ?? toSlackTs(input.now.getTime() - FIRST_SYNC_WINDOW_MS);
  const identity = await fetchSlackIdentity(api);
  const isCandidate = (message: SlackMessage) => isWrittenMessage(message) && message.user !== identity.userId;
  const isEnough = (messages: readonly SlackMessage[]) =>
    !previous && messages.filter(isCandidate).length >= FIRST_SYNC_MAX_ITEMS;

  const channels: Record<string, string> = {};
  const candidates: Candidate[] = [];
  for (const conversation of await listMemberConversations(api)) {
    const oldest = previous?.channels[conversation.id] ?? startTs;
    let messages: SlackMessage[];
    try {
      messages = await readNewMessages(api, conversation.id, oldest, isEnough);
    } catch (error) {
      if (!GONE_CONVERSATION_ERRORS.has(readSlackError(error) ?? "")) throw error;
      continue;
    }
    channels[conversation.id] = advanceTs(oldest, messages, nowTs);
    candidates.push(...messages.filter(isCandidate).map((message) => ({ conversation, message })));
  }
  candidates.sort((a, b) => Number(b.message.ts) - Number(a.message.ts));
  const kept = previous ? candidates : candidates.slice(0, FIRST_SYNC_MAX_ITEMS);
  const users = await fetchUsers(api, kept);
  const names = new Map<string, string>();
  for (const [id, user] of users) {
    const name = readUserName(user);
    if (name) names.set(id, name);
  }
  const context: SyncContext = { ...identity, users, names };
  return {
    items: kept.map((candidate) => toSyncedItem(candidate, context)),
    deletedIds: await findDeletedIds(api, input.pendingIds),
    cursor: JSON.stringify({ syncedAt: nowTs, channels } satisfies SlackCursor),
  };
}

async function deleteSlackItem(api: ProviderApi, providerItemId: string): Promise<void> {
  const item = readItemId(providerItemId);
  if (!item) throw new Error(`«${providerItemId}» no es un mensaje de Slack`);
  try {
    await deleteSlackMessage(api, item.channel, item.ts);
  } catch (error) {
    const code = readSlackError(error);
    // Already gone at Slack, which is what the person asked for.
    if (code === "message_not_found") return;
    if (code === "cant_delete_message" && error instanceof ProviderError) {
      throw new ProviderError(
        error.status,
        error.host,
        error.body,
        "Slack solo deja eliminar mensajes de otras personas a quien administra el espacio de trabajo",
      );
    }
    throw error;
  }
}

/** New messages of every conversation the person is in (channels, direct and group messages), except their own. */
export const slackNotifications: NotificationSource = {
  readChanges: readSlackChanges,
  deleteItem: deleteSlackItem,
};
