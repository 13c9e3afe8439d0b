import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** NFKC-normalised, trimmed and lowercased, so two spellings of one address are one account. */
  email: text().notNull().unique(),
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
