import { accountMessages } from "@shifu/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors/app-error";

export type RateLimitRule = {
  /** Distinguishes counters of different rules that share a subject (an IP, an e-mail). */
  name: string;
  limit: number;
  windowSeconds: number;
};

/**
 * Growing delays instead of a lock: the first `freeAttempts` attempts pass at once, then each one must wait
 * `baseDelaySeconds` doubled per attempt, up to `maxDelaySeconds`. The count is forgotten `forgetAfterSeconds` after
 * the last attempt. The row's reset time is the last attempt plus `forgetAfterSeconds`, so the table needs no column
 * for the last attempt.
 */
export type BackoffRule = {
  name: string;
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
};

/** Doubling stops long before the cap matters, and keeps SQL's power() far from overflowing. */
const MAX_DOUBLINGS = 30;

/** How long after the last of `attempts` attempts the next one may start. */
export function computeBackoffDelaySeconds(rule: BackoffRule, attempts: number): number {
  if (attempts < rule.freeAttempts) return 0;
  const doublings = Math.min(attempts - rule.freeAttempts, MAX_DOUBLINGS);
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** doublings);
}

/**
 * Fixed-window counters in the database, so every server instance sees the same counts. Login counts only failures,
 * which @fastify/rate-limit cannot express, hence this small module.
 */
const SWEEP_PROBABILITY = 0.01;

export function createRateLimiter(db: Database) {
  function keyOf(rule: { name: string }, subject: string): string {
    return `${rule.name}:${subject}`;
  }

  function refuse(resetAt: Date, now: Date): never {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", {
      message: accountMessages.rateLimited(retryAfter),
      headers: { "retry-after": String(retryAfter) },
    });
  }

  /** Throws RATE_LIMITED when the subject has already used up the rule's window. */
  async function assertAllowed(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    const [row] = await db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
    if (row && row.resetAt > now && row.count >= rule.limit) refuse(row.resetAt, now);
  }

  /** Counts one hit, atomically, starting a new window when the old one has ended. */
  async function recordHit(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    if (Math.random() < SWEEP_PROBABILITY) await sweepExpired(now);
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    await db
      .insert(rateLimitCounters)
      .values({ key: keyOf(rule, subject), count: 1, resetAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      });
  }

  /** Checks, then counts: for rules where every attempt counts (registration, password reset requests). */
  async function consume(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
    await assertAllowed(rule, subject, now);
    await recordHit(rule, subject, now);
  }

  async function reset(rule: { name: string }, subject: string): Promise<void> {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
  }

  /** Expired windows are dead rows; they are swept now and then rather than on a timer. */
  async function sweepExpired(now = new Date()): Promise<void> {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < ${now.toISOString()}::timestamptz`);
  }

  function backoffDelaySql(rule: BackoffRule) {
    return sql`(case when ${rateLimitCounters.count} < ${rule.freeAttempts} then 0
      else least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8
        * power(2::float8, least(${rateLimitCounters.count} - ${rule.freeAttempts}, ${MAX_DOUBLINGS}))) end)`;
  }

  /** When the subject may try again, or undefined when it may try now. */
  async function readBackoffWait(rule: BackoffRule, subject: string, now = new Date()): Promise<Date | undefined> {
    const [row] = await db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
    if (!row || row.resetAt <= now) return undefined;
    const lastAttempt = row.resetAt.getTime() - rule.forgetAfterSeconds * 1000;
    const allowedAt = new Date(lastAttempt + computeBackoffDelaySeconds(rule, row.count) * 1000);
    return allowedAt > now ? allowedAt : undefined;
  }

  /** Throws RATE_LIMITED with the real wait when the subject's delay has not run out yet. */
  async function assertBackoffAllowed(rule: BackoffRule, subject: string, now = new Date()): Promise<void> {
    const allowedAt = await readBackoffWait(rule, subject, now);
    if (allowedAt) refuse(allowedAt, now);
  }

  /**
   * Counts an attempt before its outcome is known, in one conditional upsert: when its delay has not run out the row
   * is left alone and RATE_LIMITED is thrown. Counting first means parallel requests cannot all slip through while
   * the first ones are still checking a password.
   */
  async function claimBackoffAttempt(rule: BackoffRule, subject: string, now = new Date()): Promise<void> {
    const forgetAt = new Date(now.getTime() + rule.forgetAfterSeconds * 1000);
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${rateLimitCounters.resetAt} <= ${nowSql}`;
    const claimed = await db
      .insert(rateLimitCounters)
      .values({ key: keyOf(rule, subject), count: 1, resetAt: forgetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`greatest(${rateLimitCounters.resetAt}, ${forgetAt.toISOString()}::timestamptz)`,
        },
        // A free attempt passes whatever the clocks say: parallel requests stamp their `now` a little apart, and one
        // committed with a later stamp must not make an earlier-stamped free attempt look too soon.
        setWhere: sql`${expired} or ${rateLimitCounters.count} < ${rule.freeAttempts} or ${rateLimitCounters.resetAt}
          - make_interval(secs => ${rule.forgetAfterSeconds}) + make_interval(secs => ${backoffDelaySql(rule)})
          <= ${nowSql}`,
      })
      .returning({ count: rateLimitCounters.count });
    if (claimed.length > 0) return;
    refuse((await readBackoffWait(rule, subject, now)) ?? new Date(now.getTime() + 1000), now);
  }

  /** Gives back an attempt that turned out to be the owner's success, so it does not slow anyone down later. */
  async function refundBackoffAttempt(rule: BackoffRule, subject: string): Promise<void> {
    await db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
  }

  /** Marks a subject (an account at an address) as known for `seconds`; a marker is a row with a count of one. */
  async function rememberSubject(rule: { name: string }, subject: string, seconds: number, now = new Date()) {
    const resetAt = new Date(now.getTime() + seconds * 1000);
    await db
      .insert(rateLimitCounters)
      .values({ key: keyOf(rule, subject), count: 1, resetAt })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { resetAt } });
  }

  async function isRemembered(rule: { name: string }, subject: string, now = new Date()): Promise<boolean> {
    const [row] = await db
      .select({ resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
    return row !== undefined && row.resetAt > now;
  }

  return {
    assertAllowed,
    recordHit,
    consume,
    reset,
    sweepExpired,
    assertBackoffAllowed,
    claimBackoffAttempt,
    refundBackoffAttempt,
    rememberSubject,
    isRemembered,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Login throttling (decision 19): attempts are counted per account at an address, per address and per account. */
export const loginThrottleRules = {
  /** One person mistyping, or one attacker on one account: 5 free tries, then 15 s doubling up to 15 min. */
  perAccountAtAddress: {
    name: "login-pair",
    freeAttempts: 5,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
  /** The owner's browser, known by its device cookie: same pace as an account at an address, but its own count. */
  perAccountOnDevice: {
    name: "login-device",
    freeAttempts: 5,
    baseDelaySeconds: 15,
    maxDelaySeconds: 15 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
  /** A shared address (an office, a mobile carrier) fails now and then; only an address failing at scale slows. */
  perAddress: {
    name: "login-address",
    freeAttempts: 30,
    baseDelaySeconds: 2,
    maxDelaySeconds: 5 * 60,
    forgetAfterSeconds: 60 * 60,
  },
  /** Guessing one account from many addresses: 10 free tries, then 30 s doubling up to 15 min. */
  perAccount: {
    name: "login-account",
    freeAttempts: 10,
    baseDelaySeconds: 30,
    maxDelaySeconds: 15 * 60,
    forgetAfterSeconds: 24 * 60 * 60,
  },
} satisfies Record<string, BackoffRule>;

/** An address where an account signed in: its owner's logins there skip the per-account and per-address delays. */
export const knownLoginAddress = { name: "login-known", seconds: 90 * 24 * 60 * 60 };

/** A browser where an account signed in (its device cookie's hash): only that browser's own count applies. */
export const knownLoginDevice = { name: "login-known-device", seconds: 90 * 24 * 60 * 60 };

export const rateLimitRules = {
  registrationsPerIp: { name: "register-ip", limit: 10, windowSeconds: 60 * 60 },
  passwordResetRequestsPerIp: { name: "forgot-ip", limit: 5, windowSeconds: 15 * 60 },
  passwordResetRequestsPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
  /** The owner's browser (a known device cookie) has its own count, which no one else's requests use up. */
  verificationMailsPerUser: { name: "verify-mail", limit: 3, windowSeconds: 60 * 60 },
  /** Enough for typos; far too few to test the referral codes one by one. */
  referralClaimsPerUser: { name: "referral-claim", limit: 5, windowSeconds: 60 * 60 },
  passwordResetRequestsPerOwnDevice: { name: "forgot-device", limit: 3, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;
