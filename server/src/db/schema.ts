import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * The order in which rows were written: two rows stored in the same clock tick still have distinct, increasing values,
 * where `created_at` would tie and leave the order to a random uuid (decision 26).
 */
const writeOrder = () => bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity();

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** NFKC-normalised, trimmed and lowercased, so two spellings of one address are one account. */
  email: text().notNull().unique(),
  /** When the person opened the link mailed to this address; a referral counts only after it (decision 28). */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  nombre: text().notNull(),
  apellido: text().notNull(),
  passwordHash: text().notNull(),
  referralCode: text().notNull().unique(),
  referredBy: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  countReferrals: integer().notNull().default(0),
  loginStreak: integer().notNull().default(0),
  lastLoginAt: timestamp({ withTimezone: true }),
  /** 256×256 JPEG without metadata, base64, as the spec's screens show it. */
  profileImage: text(),
  /** Whether the guided tour was finished or skipped. */
  stepByStepDone: boolean().notNull().default(false),
  plan: text({ enum: ["free", "premium", "enterprise"] })
    .notNull()
    .default("free"),
  /** When a premium or enterprise plan ends; null for free, and for a paid subscription that renews. */
  planExpiresAt: timestamp({ withTimezone: true }),
  /** Points earned from rewards. */
  points: integer().notNull().default(0),
  stripeCustomerId: text(),
  /** The one subscription a person has (decision 28); cleared when it ends. */
  stripeSubscriptionId: text(),
  /** The person's checkout still open, if any: a new one expires it, so two cannot both be paid. */
  stripeCheckoutSessionId: text(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: boolean().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId)],
);

/** A mailed link that proves the person reads the account's address; only the token's hash is stored. */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.resetAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatName: text().notNull(),
    role: text({ enum: ["user", "assistant"] }).notNull(),
    content: text().notNull(),
    /** The source app's name on messages an integration posted; absent on the user's and the assistant's own. */
    name: text(),
    /**
     * On a user's message: when its reply counts as failed. Set at storing to a deadline past the turn's timeouts,
     * to now when the reply fails, and cleared when a reply is stored; a past value reads as 'Sin respuesta'.
     */
    replyFailedAt: timestamp({ withTimezone: true }),
    /**
     * On an assistant reply: the tool calls the model made for it and their results in short form, so the next turns
     * can refer to what was found ('el segundo'). Never shown to the user.
     */
    toolTrace: jsonb().$type<{ tool: string; input: Record<string, unknown>; result: unknown }[]>(),
    createdAt: createdAt(),
    seq: writeOrder(),
  },
  // A history page walks back along seq within one user's chat, straight down this index.
  (table) => [
    index("chat_messages_history_idx").on(table.userId, table.chatName, table.seq),
    // The chat list's unread badges count only assistant messages after the last read: an index-only range scan.
    index("chat_messages_unread_idx")
      .on(table.userId, table.chatName, table.seq)
      .where(sql`${table.role} = 'assistant'`),
  ],
);

/** How far the user has read each chat. */
export const chatReads = pgTable(
  "chat_reads",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatName: text().notNull(),
    /** The chat's newest message `seq` when it was opened; assistant messages after it are unread. */
    lastReadSeq: bigint({ mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.chatName] })],
);

/** One connected third-party account per user and service. */
export const integrations = pgTable(
  "integrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text().notNull(),
    /** The provider account's e-mail or name, shown to the user. */
    account: text(),
    status: text({ enum: ["connected", "needs_reconnect"] }).notNull(),
    scopes: text().array().notNull().default([]),
    /** AES-256-GCM ciphertexts (integrations/token-cipher.ts) bound to this row's id; never sent to the browser. */
    accessTokenEncrypted: text(),
    refreshTokenEncrypted: text(),
    /** Null when the provider's token does not expire. */
    expiresAt: timestamp({ withTimezone: true }),
    connectedAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.service)],
);

/** A pending OAuth authorization: single use, bound to the session's user, valid for 10 minutes. */
export const oauthStates = pgTable(
  "oauth_states",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SHA-256 of the state sent to the provider. */
    stateHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text().notNull(),
    /** The PKCE verifier, encrypted like tokens, with this row's id as additional data. */
    codeVerifierEncrypted: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.expiresAt)],
);

/**
 * A write the assistant proposed. It is the only authority for running it: single use, bound to the user, the tool
 * and a hash of the exact arguments, and valid for 10 minutes.
 */
export const approvals = pgTable(
  "approvals",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chatName: text().notNull(),
    /** The assistant message that proposed it; set once that message is stored. */
    messageId: uuid().references(() => chatMessages.id, { onDelete: "set null" }),
    app: text().notNull(),
    tool: text().notNull(),
    args: jsonb().$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the arguments' canonical JSON. */
    argsHash: text().notNull(),
    summary: text().notNull(),
    /** The tool said it may delete or overwrite (an MCP server's destructiveHint): the card warns in red. */
    destructive: boolean().notNull().default(false),
    /** The notification a custom action proposed it for: approving it settles that notification. */
    notificationId: uuid().references((): AnyPgColumn => notifications.id, { onDelete: "set null" }),
    status: text({ enum: ["pending", "approved", "rejected", "expired", "failed"] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    /** What the decision came to, in the words the chat showed ('Hecho: …', 'No pude completar …'). */
    outcome: text(),
    createdAt: createdAt(),
    seq: writeOrder(),
  },
  (table) => [index().on(table.messageId), index().on(table.userId, table.chatName)],
);

/** The rewards catalogue: referral rewards need `requiredReferrals`, streak rewards `streakDays`. */
export const rewards = pgTable("rewards", {
  id: uuid().primaryKey().defaultRandom(),
  type: text({ enum: ["referral", "streak"] }).notNull(),
  name: text().notNull(),
  description: text().notNull(),
  rewardType: text({ enum: ["premium_days", "discount", "points"] }).notNull(),
  rewardValue: integer().notNull(),
  requiredReferrals: integer(),
  streakDays: integer(),
  maxRedemptionsPerUser: integer().notNull().default(1),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One redemption of a reward by a user. The unique (user, reward, number) makes concurrent identical redeems race
 * for the same number, so exactly one of them wins.
 */
export const rewardRedemptions = pgTable(
  "reward_redemptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rewardId: uuid()
      .notNull()
      .references(() => rewards.id, { onDelete: "cascade" }),
    redemptionNumber: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique().on(table.userId, table.rewardId, table.redemptionNumber)],
);

/** A discount earned from a reward: an 8-character code that one checkout accepts once. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    code: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    percentOff: integer().notNull(),
    redemptionId: uuid().references(() => rewardRedemptions.id, { onDelete: "set null" }),
    usedAt: timestamp({ withTimezone: true }),
    /** Held by the checkout that first used it until then, the same time that checkout expires at. */
    reservedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);

/** A credited referral: one per friend, so both sides are rewarded exactly once. */
export const referralCredits = pgTable("referral_credits", {
  friendId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  inviterId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Stripe events already handled: a replayed event id is acknowledged and ignored. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

/**
 * An item from a connected app. Stored once per (integration, provider id): a repeat from the provider updates the
 * card's fields and never its status.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    integrationId: uuid()
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    service: text().notNull(),
    providerItemId: text().notNull(),
    title: text(),
    body: text(),
    subject: text(),
    senderFull: text(),
    snippet: text(),
    date: timestamp({ withTimezone: true }).notNull(),
    actionUrl: text(),
    importance: text({ enum: ["normal", "high"] }).notNull(),
    hasAttachments: boolean().notNull(),
    status: text({ enum: ["pending", "done", "ignored", "deleted"] }).notNull(),
    /** Why triage kept it for the person ('Te mencionan en #equipo'); null when it was put aside as done. */
    reason: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seq: writeOrder(),
  },
  (table) => [
    unique().on(table.integrationId, table.providerItemId),
    index().on(table.userId, table.date),
    index().on(table.integrationId, table.status),
  ],
);

/** Where each integration's notification sync goes on from, and how it went last time. */
export const notificationSyncStates = pgTable("notification_sync_states", {
  integrationId: uuid()
    .primaryKey()
    .references(() => integrations.id, { onDelete: "cascade" }),
  /** The source's cursor: a provider's own (historyId, deltaLink, page token) or a watermark. */
  cursor: text(),
  lastSyncedAt: timestamp({ withTimezone: true }),
  /** A provider's 429 asks to wait: no sync is queued before this time. */
  retryAfter: timestamp({ withTimezone: true }),
  syncCount: integer().notNull().default(0),
  lastError: text(),
});

/** What Shifu learned in the training chat: one item of one of the nine summary panels. */
export const knowledgeItems = pgTable(
  "knowledge_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The panel: preferencias, contactos, proyectos, reuniones, tareas, horarios, tono, empresa, otros. */
    type: text().notNull(),
    /** YYYY-MM-DD in the person's time zone, when the item has a day. */
    fecha: text(),
    /** HH:mm, when it has a time. */
    hora: text(),
    descripcion: text().notNull(),
    /** Text, or structured details (a contact's name and e-mail). */
    content: jsonb().$type<string | Record<string, unknown>>(),
    /** The training message it was learned from. */
    sourceMessageId: uuid().references(() => chatMessages.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    seq: writeOrder(),
  },
  (table) => [index().on(table.userId, table.type)],
);

/**
 * A Model Context Protocol server the person connected as an app of their own (features/mcp-servers). Its tools are
 * read with tools/list when it connects and kept here, so a chat turn offers them without asking the server first.
 */
export const mcpServers = pgTable(
  "mcp_servers",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As the person named it: the app's title and its chat's ('{name}Chat'). */
    name: text().notNull(),
    /** The Streamable HTTP endpoint. */
    url: text().notNull(),
    authKind: text({ enum: ["none", "bearer", "oauth"] }).notNull(),
    /**
     * `authorizing` while the person is on an OAuth server's consent page (not yet an app), `needs_reconnect` once
     * its token expired and the one refresh failed.
     */
    status: text({ enum: ["authorizing", "connected", "needs_reconnect"] })
      .notNull()
      .default("connected"),
    /** AES-256-GCM (integrations/token-cipher.ts) bound to this row's id; never sent to the browser. */
    bearerTokenEncrypted: text(),
    /** OAuth: Shifu's client registration at the server's authorization server (JSON), encrypted like the token. */
    oauthClientEncrypted: text(),
    /** OAuth: the access and refresh tokens as the authorization server issued them (JSON), encrypted. */
    oauthTokensEncrypted: text(),
    /**
     * The server's tools as tools/list last answered: name, title, description, input schema, annotations. `json`, not
     * `jsonb`, so the schemas keep the server's order of properties (the model and the card read them in it).
     */
    tools: json().$type<McpToolRecord[]>().notNull().default([]),
    connectedAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

/** One tool of an MCP server, as stored: what the server said of it, nothing more. */
export type McpToolRecord = {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean; idempotentHint?: boolean; title?: string };
};

/**
 * An outside MCP client (Claude Desktop, an IDE) registered by OAuth dynamic client registration
 * (features/mcp-endpoint, decision 35). Every client is public: it proves itself with PKCE, never with a secret.
 */
export const mcpEndpointClients = pgTable("mcp_endpoint_clients", {
  /** The OAuth client_id: random, not secret. */
  id: text().primaryKey(),
  /** As the client named itself: shown on the consent page and in the profile, never trusted as HTML. */
  name: text().notNull(),
  /** Compared exactly with the authorization request's redirect_uri. */
  redirectUris: jsonb().$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/** A person's consent to one client: revoking it (deleting the row) ends every code and token it gave at once. */
export const mcpEndpointGrants = pgTable(
  "mcp_endpoint_grants",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text()
      .notNull()
      .references(() => mcpEndpointClients.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** The last call to /mcp with one of its tokens, to the minute. */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique().on(table.userId, table.clientId)],
);

/** Authorization codes and tokens, by their SHA-256 only: a leaked table grants nothing. */
export const mcpEndpointSecrets = pgTable(
  "mcp_endpoint_secrets",
  {
    secretHash: text().primaryKey(),
    grantId: uuid()
      .notNull()
      .references(() => mcpEndpointGrants.id, { onDelete: "cascade" }),
    kind: text({ enum: ["code", "access", "refresh"] }).notNull(),
    /** For a code: the PKCE S256 challenge and the redirect_uri its token request must repeat. */
    codeChallenge: text(),
    redirectUri: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.grantId)],
);

/**
 * A write an outside client asked for, by the arguments it sent: the same call again reports its approval's outcome
 * instead of proposing the write twice.
 */
export const mcpEndpointCalls = pgTable(
  "mcp_endpoint_calls",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text().notNull(),
    /** SHA-256 of the canonical JSON of the arguments as the client sent them. */
    argsHash: text().notNull(),
    approvalId: uuid()
      .notNull()
      .references(() => approvals.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    seq: writeOrder(),
  },
  (table) => [index().on(table.userId, table.tool, table.argsHash)],
);
