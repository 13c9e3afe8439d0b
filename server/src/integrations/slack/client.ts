import { type ProviderApi, ProviderError, ProviderUnauthorizedError } from "../provider-api";

export const SLACK_API_URL = "https://slack.com/api";
const SLACK_HOST = "slack.com";

/** The `ok: false` errors that mean the token itself is dead, so the caller should refresh or reconnect. */
const TOKEN_ERRORS = new Set(["invalid_auth", "not_authed", "token_revoked", "token_expired", "account_inactive"]);

type SlackAnswer = { ok: boolean; error?: string };

type SlackCall = { query?: Record<string, string>; json?: Record<string, unknown> };

/** Slack answers most failures with HTTP 200 and `ok: false`; this turns them into the errors other providers raise. */
async function callSlackMethod<T extends SlackAnswer>(
  api: ProviderApi,
  method: string,
  call: SlackCall = {},
): Promise<T> {
  const answer = await api.request<T>({
    method: call.json ? "POST" : "GET",
    url: `${SLACK_API_URL}/${method}`,
    query: call.query,
    json: call.json,
  });
  if (answer.ok) return answer;
  if (answer.error && TOKEN_ERRORS.has(answer.error)) throw new ProviderUnauthorizedError(SLACK_HOST, answer);
  throw new ProviderError(200, SLACK_HOST, answer, `${SLACK_HOST} respondió ${answer.error ?? "ok: false"}`);
}

type SlackAuthTest = SlackAnswer & { user?: string; team?: string; url?: string };

/** Slack user tokens carry no e-mail without the users:read.email scope, so the account is `user @ team`. */
export async function fetchSlackAccount(api: ProviderApi): Promise<string | null> {
  const identity = await callSlackMethod<SlackAuthTest>(api, "auth.test");
  if (identity.user && identity.team) return `${identity.user} @ ${identity.team}`;
  return identity.user ?? identity.team ?? null;
}

/** auth.revoke takes the token to end as its credentials, so the access token is the one revoked. */
export async function revokeSlackTokens(api: ProviderApi): Promise<void> {
  await callSlackMethod(api, "auth.revoke");
}

/** The workspace's address ('https://equipo.slack.com/'), from which message permalinks are built. */
export async function fetchSlackTeamUrl(api: ProviderApi): Promise<string | null> {
  return (await fetchSlackIdentity(api)).teamUrl;
}

export type SlackIdentity = { userId: string | null; teamUrl: string | null };

export async function fetchSlackIdentity(api: ProviderApi): Promise<SlackIdentity> {
  const identity = await callSlackMethod<SlackAuthTest & { user_id?: string }>(api, "auth.test");
  return { userId: identity.user_id ?? null, teamUrl: identity.url ?? null };
}

export type SlackChannel = {
  id: string;
  name: string;
  is_private: boolean;
  is_member?: boolean;
  is_archived?: boolean;
};

/** A channel, a direct message (`is_im`, named by the other person's `user`) or a group direct message. */
export type SlackConversation = {
  id: string;
  name?: string;
  is_private?: boolean;
  is_member?: boolean;
  is_im?: boolean;
  is_mpim?: boolean;
  user?: string;
};

type SlackPage = { response_metadata?: { next_cursor?: string } };

/** Few workspaces have more channels than a few pages; the cap keeps a huge one from stalling a reply. */
const MAX_CHANNEL_PAGES = 5;

/** `types` as Slack takes it: 'public_channel,private_channel,im,mpim'. */
export async function listSlackConversations<T extends SlackConversation>(
  api: ProviderApi,
  types: string,
): Promise<T[]> {
  const conversations: T[] = [];
  let cursor = "";
  for (let page = 0; page < MAX_CHANNEL_PAGES; page++) {
    const answer = await callSlackMethod<SlackAnswer & SlackPage & { channels: T[] }>(api, "conversations.list", {
      query: { types, exclude_archived: "true", limit: "200", ...(cursor ? { cursor } : {}) },
    });
    conversations.push(...answer.channels);
    cursor = answer.response_metadata?.next_cursor ?? "";
    if (!cursor) break;
  }
  return conversations;
}

export async function listSlackChannels(api: ProviderApi): Promise<SlackChannel[]> {
  return listSlackConversations<SlackChannel>(api, "public_channel,private_channel");
}

export type SlackMessage = {
  type: string;
  subtype?: string;
  user?: string;
  username?: string;
  bot_profile?: { name?: string };
  text: string;
  ts: string;
  files?: unknown[];
  /** Each emoji once, with who reacted; absent when nobody has. */
  reactions?: { name: string; users: string[]; count: number }[];
};

export type SlackHistoryQuery = {
  channel: string;
  limit: number;
  oldest?: string;
  latest?: string;
  /** Whether `oldest` and `latest` themselves are in; Slack leaves them out unless asked. */
  inclusive?: boolean;
  cursor?: string;
};

export type SlackHistoryPage = { messages: SlackMessage[]; nextCursor: string | null };

/** One page, newest first, as Slack answers conversations.history. */
export async function listSlackHistoryPage(api: ProviderApi, query: SlackHistoryQuery): Promise<SlackHistoryPage> {
  const answer = await callSlackMethod<SlackAnswer & SlackPage & { messages: SlackMessage[] }>(
    api,
    "conversations.history",
    {
      query: {
        channel: query.channel,
        limit: String(query.limit),
        ...(query.oldest ? { oldest: query.oldest } : {}),
        ...(query.latest ? { latest: query.latest } : {}),
        ...(query.inclusive ? { inclusive: "true" } : {}),
        ...(query.cursor ? { cursor: query.cursor } : {}),
      },
    },
  );
  return { messages: answer.messages, nextCursor: answer.response_metadata?.next_cursor || null };
}

/** Newest first, as Slack answers conversations.history. */
export async function listSlackMessages(api: ProviderApi, query: SlackHistoryQuery): Promise<SlackMessage[]> {
  return (await listSlackHistoryPage(api, query)).messages;
}

export type SlackUser = {
  id: string;
  name: string;
  deleted?: boolean;
  real_name?: string;
  profile?: { real_name?: string; display_name?: string; email?: string };
};

/** Null for a member Slack no longer knows (`user_not_found`). */
export async function fetchSlackUser(api: ProviderApi, userId: string): Promise<SlackUser | null> {
  try {
    return (await callSlackMethod<SlackAnswer & { user: SlackUser }>(api, "users.info", { query: { user: userId } }))
      .user;
  } catch (error) {
    if (readSlackError(error) === "user_not_found") return null;
    throw error;
  }
}

export async function listSlackUsers(api: ProviderApi): Promise<SlackUser[]> {
  const answer = await callSlackMethod<SlackAnswer & { members: SlackUser[] }>(api, "users.list", {
    query: { limit: "1000" },
  });
  return answer.members;
}

export type SlackPostedMessage = { channel: string; ts: string; message: SlackMessage };

/** The `error` of an `ok: false` answer that `callSlackMethod` turned into a ProviderError. */
export function readSlackError(error: unknown): string | null {
  if (!(error instanceof ProviderError)) return null;
  const body = error.body as Partial<SlackAnswer> | null;
  return body?.error ?? null;
}

export async function deleteSlackMessage(api: ProviderApi, channel: string, ts: string): Promise<void> {
  await callSlackMethod(api, "chat.delete", { json: { channel, ts } });
}

export async function postSlackMessage(api: ProviderApi, channel: string, text: string): Promise<SlackPostedMessage> {
  return callSlackMethod<SlackAnswer & SlackPostedMessage>(api, "chat.postMessage", { json: { channel, text } });
}

/** conversations.open with one member (im:write): the id of the direct message conversation with them. */
export async function openSlackDirectMessage(api: ProviderApi, userId: string): Promise<string> {
  const answer = await callSlackMethod<SlackAnswer & { channel: { id: string } }>(api, "conversations.open", {
    json: { users: userId },
  });
  return answer.channel.id;
}

/** reactions.add (reactions:write): the person's reaction `name` ('thumbsup', no colons) on one message. */
export async function addSlackReaction(api: ProviderApi, channel: string, ts: string, name: string): Promise<void> {
  await callSlackMethod(api, "reactions.add", { json: { channel, timestamp: ts, name } });
}

/** The one message of a conversation with timestamp `ts`, or null when it is gone. */
export async function fetchSlackMessage(api: ProviderApi, channel: string, ts: string): Promise<SlackMessage | null> {
  const messages = await listSlackMessages(api, { channel, limit: 1, oldest: ts, latest: ts, inclusive: true });
  return messages.find((message) => message.ts === ts) ?? null;
}
