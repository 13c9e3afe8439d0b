import { demoAccounts } from "../demo-accounts";
import {
  createSlackIm,
  type SlackChannel,
  type SlackData,
  type SlackIm,
  type SlackMessage,
  type SlackUser,
  seedSlackData,
} from "../demo-data/slack-data";
import { readAccessToken } from "../oauth/access-token-reader";
import { readQueryParams } from "../oauth/request-params";
import type { ApiContext, ApiRoute, IssuedTokens, ProviderFamily } from "./provider-family";
import { addSlackItem, insertSlackMessage, slackLiveItems } from "./slack-items";

const account = demoAccounts.slack;
const team = { id: account.team.id, name: account.team.name };

/**
 * With token rotation on, the code exchange nests the user token under authed_user, while a refresh answers it at
 * the top level, as Slack's own SDK reads it.
 */
function answerTokens(issued: IssuedTokens): unknown {
  const scope = issued.scopes.join(",");
  const common = { ok: true, app_id: account.appId, team, enterprise: null, is_enterprise_install: false };
  if (issued.grantType === "refresh_token") {
    return {
      ...common,
      user_id: account.userId,
      access_token: issued.accessToken,
      token_type: "user",
      scope,
      refresh_token: issued.refreshToken,
      expires_in: issued.expiresIn,
    };
  }
  return {
    ...common,
    authed_user: {
      id: account.userId,
      scope,
      access_token: issued.accessToken,
      token_type: "user",
      refresh_token: issued.refreshToken,
      expires_in: issued.expiresIn,
    },
  };
}

type SlackParams = Record<string, string>;

/** Slack's Web API takes its arguments from the query, a form or a JSON body alike. */
function readSlackParams(context: ApiContext): SlackParams {
  const params: SlackParams = { ...readQueryParams(context.request) };
  const body = context.request.body;
  if (body && typeof body === "object" && !Buffer.isBuffer(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
        params[key] = String(value);
      }
    }
  }
  return params;
}

/** Slack names the first scope it missed and every one the token has, still with HTTP 200. */
function findMissingScope(context: ApiContext, needed: readonly string[]): unknown {
  const missing = needed.find((scope) => !context.scopes.includes(scope));
  if (!missing) return null;
  return { ok: false, error: "missing_scope", needed: missing, provided: context.scopes.join(",") };
}

/** A channel by id, or by name with or without its '#', as chat.postMessage accepts both. */
function findChannel(data: SlackData, idOrName: string | undefined): SlackChannel | undefined {
  if (!idOrName) return undefined;
  const name = idOrName.replace(/^#/, "");
  return data.channels.find((channel) => channel.id === idOrName || channel.name === name);
}

/** A channel or a direct message conversation, by id only, as conversations.history and chat.delete take them. */
function findConversation(data: SlackData, id: string | undefined): SlackChannel | SlackIm | undefined {
  return data.channels.find((channel) => channel.id === id) ?? data.ims.find((im) => im.id === id);
}

function readScopeFor(conversation: SlackChannel | SlackIm, kind: "read" | "history"): string {
  if ("user" in conversation) return `im:${kind}`;
  return conversation.is_private ? `groups:${kind}` : `channels:${kind}`;
}

const TYPE_SCOPES: Readonly<Record<string, string>> = {
  public_channel: "channels:read",
  private_channel: "groups:read",
  im: "im:read",
  mpim: "mpim:read",
};

/** Slack cursors are opaque strings; here one is the base64 of the next offset. */
function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString("base64");
}

function decodeCursor(cursor: string | undefined): number {
  const offset = Number(
    Buffer.from(cursor ?? "", "base64")
      .toString()
      .replace(/^offset:/, ""),
  );
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

function readLimit(value: string | undefined, fallback: number, max: number): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, max) : fallback;
}

function listConversations(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const params = readSlackParams(context);
  const types = (params.types ?? "public_channel").split(",").map((type) => type.trim());
  const wanted = data.channels.filter(
    (channel) =>
      types.includes(channel.is_private ? "private_channel" : "public_channel") &&
      !(params.exclude_archived === "true" && channel.is_archived),
  );
  const denied = findMissingScope(
    context,
    types.flatMap((type) => (TYPE_SCOPES[type] ? [TYPE_SCOPES[type]] : [])),
  );
  if (denied) return denied;
  // The demo workspace has no group direct messages, so asking for mpim adds nothing.
  const all: (SlackChannel | SlackIm)[] = [...wanted, ...(types.includes("im") ? data.ims : [])];
  const start = decodeCursor(params.cursor);
  const limit = readLimit(params.limit, 100, 1000);
  const page = all.slice(start, start + limit);
  const next = start + limit < all.length ? encodeCursor(start + limit) : "";
  return { ok: true, channels: page, response_metadata: { next_cursor: next } };
}

function readHistory(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const params = readSlackParams(context);
  const channel = findConversation(data, params.channel);
  if (!channel) return { ok: false, error: "channel_not_found" };
  const denied = findMissingScope(context, [readScopeFor(channel, "history")]);
  if (denied) return denied;
  const inclusive = params.inclusive === "true" || params.inclusive === "1";
  const oldest = Number(params.oldest ?? 0);
  const latest = params.latest ? Number(params.latest) : Number.POSITIVE_INFINITY;
  const inRange = (message: SlackMessage) => {
    const ts = Number(message.ts);
    return inclusive ? ts >= oldest && ts <= latest : ts > oldest && ts < latest;
  };
  const newestFirst = (data.messages[channel.id] ?? []).filter(inRange).reverse();
  const start = decodeCursor(params.cursor);
  const limit = readLimit(params.limit, 100, 999);
  const hasMore = start + limit < newestFirst.length;
  return {
    ok: true,
    messages: newestFirst.slice(start, start + limit),
    has_more: hasMore,
    pin_count: 0,
    response_metadata: { next_cursor: hasMore ? encodeCursor(start + limit) : "" },
  };
}

/** Slack leaves the e-mail out of a profile unless the token has users:read.email. */
function showUser(context: ApiContext, user: SlackUser): unknown {
  if (context.scopes.includes("users:read.email")) return user;
  const { email: _email, ...profile } = user.profile;
  return { ...user, profile };
}

function listUsers(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["users:read"]);
  if (denied) return denied;
  const params = readSlackParams(context);
  const start = decodeCursor(params.cursor);
  const limit = readLimit(params.limit, 1000, 1000);
  const next = start + limit < data.users.length ? encodeCursor(start + limit) : "";
  return {
    ok: true,
    members: data.users.slice(start, start + limit).map((user) => showUser(context, user)),
    cache_ts: Math.floor(context.now / 1000),
    response_metadata: { next_cursor: next },
  };
}

function readUser(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["users:read"]);
  if (denied) return denied;
  const user = data.users.find((candidate) => candidate.id === readSlackParams(context).user);
  return user ? { ok: true, user: showUser(context, user) } : { ok: false, error: "user_not_found" };
}

/** conversations.open with one other member: their direct message conversation, made the first time. */
function openConversation(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["im:write"]);
  if (denied) return denied;
  const users = (readSlackParams(context).users ?? "").split(",").filter(Boolean);
  if (users.length === 0) return { ok: false, error: "users_list_not_supplied" };
  // Group direct messages (several users) are left out: the demo workspace has none, and Shifu opens only 1:1.
  if (users.length > 1) return { ok: false, error: "not_supported" };
  const user = data.users.find((candidate) => candidate.id === users[0]);
  if (!user || user.deleted) return { ok: false, error: "user_not_found" };
  const existing = data.ims.find((im) => im.user === user.id);
  if (existing) return { ok: true, no_op: true, already_open: true, channel: { id: existing.id } };
  const im = createSlackIm(user.id, context.now);
  data.ims.push(im);
  data.messages[im.id] = [];
  return { ok: true, channel: { id: im.id } };
}

function postMessage(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["chat:write"]);
  if (denied) return denied;
  const params = readSlackParams(context);
  const im = data.ims.find((candidate) => candidate.id === params.channel);
  if (im) {
    if (!params.text?.trim()) return { ok: false, error: "no_text" };
    const message = insertSlackMessage(data, im.id, { user: account.userId, text: params.text }, context.now);
    return { ok: true, channel: im.id, ts: message.ts, message };
  }
  const channel = findChannel(data, params.channel);
  if (!channel) return { ok: false, error: "channel_not_found" };
  if (!channel.is_member) return { ok: false, error: "not_in_channel" };
  if (!params.text?.trim()) return { ok: false, error: "no_text" };
  const message = insertSlackMessage(data, channel.id, { user: account.userId, text: params.text }, context.now);
  return { ok: true, channel: channel.id, ts: message.ts, message };
}

/** A user token deletes the person's own messages; only a workspace admin's deletes anyone's. */
function deleteMessage(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["chat:write"]);
  if (denied) return denied;
  const params = readSlackParams(context);
  const channel = findConversation(data, params.channel);
  if (!channel) return { ok: false, error: "channel_not_found" };
  const messages = data.messages[channel.id] ?? [];
  const message = messages.find((candidate) => candidate.ts === params.ts);
  if (!message) return { ok: false, error: "message_not_found" };
  const isAdmin = data.users.some((user) => user.id === account.userId && user.is_admin);
  if (message.user !== account.userId && !isAdmin) return { ok: false, error: "cant_delete_message" };
  data.messages[channel.id] = messages.filter((candidate) => candidate !== message);
  return { ok: true, channel: channel.id, ts: message.ts };
}

/**
 * Emoji names Slack knows, as reactions take them ('thumbsup', '+1', 'heart'): a name outside this set is
 * `invalid_name`, as Slack answers for a name that is neither a standard emoji nor one of the workspace's own.
 */
const EMOJI_NAMES = new Set([
  "+1",
  "thumbsup",
  "-1",
  "thumbsdown",
  "heart",
  "tada",
  "eyes",
  "white_check_mark",
  "heavy_check_mark",
  "joy",
  "pray",
  "fire",
  "clap",
  "raised_hands",
  "rocket",
  "100",
  "ok_hand",
  "smile",
  "slightly_smiling_face",
  "muscle",
  "wave",
  "star",
  "thinking_face",
  "sob",
]);

/** Slack stores 'thumbsup' and '+1' as the one reaction '+1', its canonical name. */
const EMOJI_ALIASES: Readonly<Record<string, string>> = { thumbsup: "+1", thumbsdown: "-1" };

/** reactions.add on a message: the person's reaction joins the message's `reactions`, once per emoji. */
function addReaction(context: ApiContext): unknown {
  const data = context.data as SlackData;
  const denied = findMissingScope(context, ["reactions:write"]);
  if (denied) return denied;
  const params = readSlackParams(context);
  if (!params.channel || !params.timestamp) return { ok: false, error: "no_item_specified" };
  const conversation = findConversation(data, params.channel);
  if (!conversation) return { ok: false, error: "channel_not_found" };
  const message = (data.messages[conversation.id] ?? []).find((candidate) => candidate.ts === params.timestamp);
  if (!message) return { ok: false, error: "message_not_found" };
  const written = (params.name ?? "").replace(/^:|:$/g, "").split("::")[0] ?? "";
  if (!EMOJI_NAMES.has(written)) return { ok: false, error: "invalid_name" };
  const name = EMOJI_ALIASES[written] ?? written;
  const reactions = message.reactions ?? [];
  const existing = reactions.find((reaction) => reaction.name === name);
  if (existing?.users.includes(account.userId)) return { ok: false, error: "already_reacted" };
  if (existing) {
    existing.users.push(account.userId);
    existing.count += 1;
  } else {
    reactions.push({ name, users: [account.userId], count: 1 });
  }
  message.reactions = reactions;
  return { ok: true };
}

function defineSlackMethod(method: "GET" | "POST", name: string, answer: (context: ApiContext) => unknown): ApiRoute {
  return { method, host: "slack.com", path: `/api/${name}`, credential: "bearer", answer };
}

export const slack: ProviderFamily = {
  id: "slack",
  name: "Slack",
  brandColor: "#4a154b",
  authorize: {
    host: "slack.com",
    path: "/oauth/v2/authorize",
    // Only user tokens are simulated: bot scopes (`scope`) are not granted.
    scopeParam: "user_scope",
    scopeRequired: true,
    responseTypeRequired: false,
    requiredParams: {},
    pkce: false,
  },
  token: {
    host: "slack.com",
    path: "/api/oauth.v2.access",
    method: "POST",
    paramsFrom: ["form", "json"],
    clientAuth: ["body", "basic"],
    // grant_type is optional at Slack: without one, a code is being exchanged.
    impliedGrantType: true,
    checksRedirectUri: true,
    accessTokenSeconds: 43_200,
    accessTokenPrefix: "xoxe.xoxp-1-",
    refreshTokenPrefix: "xoxe-1-",
    refresh: { issuedFor: () => true, onRefresh: "rotate" },
    errorStyle: "slack",
    answer: answerTokens,
  },
  revoke: {
    method: "GET",
    host: "slack.com",
    path: "/api/auth.revoke",
    handle: ({ request, tokens }) => {
      const token = readAccessToken(request, "bearer") ?? readQueryParams(request).token;
      return token && tokens.revokeByToken("slack", token)
        ? { ok: true, revoked: true }
        : { ok: false, error: "invalid_auth" };
    },
  },
  api: [
    {
      method: "GET",
      host: "slack.com",
      path: "/api/auth.test",
      credential: "bearer",
      answer: () => ({
        ok: true,
        url: account.team.url,
        team: account.team.name,
        user: account.handle,
        team_id: account.team.id,
        user_id: account.userId,
        is_enterprise_install: false,
      }),
    },
    defineSlackMethod("GET", "conversations.list", listConversations),
    defineSlackMethod("GET", "conversations.history", readHistory),
    defineSlackMethod("GET", "users.list", listUsers),
    defineSlackMethod("GET", "users.info", readUser),
    defineSlackMethod("POST", "conversations.open", openConversation),
    defineSlackMethod("POST", "chat.postMessage", postMessage),
    defineSlackMethod("POST", "chat.delete", deleteMessage),
    defineSlackMethod("POST", "reactions.add", addReaction),
  ],
  seedData: seedSlackData,
  addItem: addSlackItem,
  liveItems: slackLiveItems,
  rejectAccessToken: () => ({ status: 200, body: { ok: false, error: "invalid_auth" } }),
};
