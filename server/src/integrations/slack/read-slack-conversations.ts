import type { ListedItem, ToolContext } from "../app-tool";
import {
  fetchSlackIdentity,
  listSlackConversations,
  listSlackMessages,
  listSlackUsers,
  type SlackConversation,
  type SlackMessage,
} from "./client";
import { formatSlackMessage, isWrittenMessage } from "./format-slack-message";
import { mapSlackUserNames } from "./slack-people";

/** How far back each conversation is read when messages are picked out of it (mentions, direct messages). */
const HISTORY_WINDOW = 200;

export type SlackWindow = { since?: string; until?: string };

/** Slack bounds history with `oldest` and `latest`, both timestamps in seconds. */
export function convertToSlackBound(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`La fecha «${iso}» no es válida`);
  return (ms / 1000).toFixed(6);
}

/**
 * The messages of the conversations of `types` that `keep` accepts, newest first, as listed items; `total` is how
 * many there are in the window read, not only the `count` shown.
 */
export async function pickSlackMessages(
  context: ToolContext,
  options: {
    types: string;
    window: SlackWindow;
    count: number;
    conversations?: (conversation: SlackConversation) => boolean;
    keep: (message: SlackMessage, myUserId: string) => boolean;
  },
): Promise<{ items: ListedItem[]; total: number }> {
  const { api } = context;
  const [identity, users, conversations] = await Promise.all([
    fetchSlackIdentity(api),
    listSlackUsers(api),
    listSlackConversations(api, options.types),
  ]);
  const myUserId = identity.userId ?? "";
  const names = mapSlackUserNames(users);
  const chosen = conversations
    .filter((conversation) => conversation.is_im || conversation.is_member !== false)
    .filter((conversation) => options.conversations?.(conversation) ?? true);
  const histories = await Promise.all(
    chosen.map(async (conversation) => ({
      conversation,
      messages: await listSlackMessages(api, {
        channel: conversation.id,
        limit: HISTORY_WINDOW,
        oldest: convertToSlackBound(options.window.since),
        latest: convertToSlackBound(options.window.until),
      }),
    })),
  );
  const picked = histories
    .flatMap(({ conversation, messages }) =>
      messages
        .filter((message) => isWrittenMessage(message) && options.keep(message, myUserId))
        .map((message) => ({ conversation, message })),
    )
    .sort((a, b) => Number(b.message.ts) - Number(a.message.ts));
  const items = picked.slice(0, options.count).map(({ conversation, message }) => {
    const other = conversation.is_im && conversation.user ? names.get(conversation.user) : undefined;
    const channel = {
      id: conversation.id,
      name: conversation.name ?? "",
      is_private: Boolean(conversation.is_private),
    };
    const item = formatSlackMessage(message, channel, names, identity.teamUrl);
    return conversation.is_im ? { ...item, place: `Mensaje directo${other ? ` con ${other}` : ""}` } : item;
  });
  return { items, total: picked.length };
}
