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
 * Fixed-window counters in the database, so every server instance sees the same counts. Login counts only failures,
 * which @fastify/rate-limit cannot express, hence this small module.
 */
const SWEEP_PROBABILITY = 0.01;

export function createRateLimiter(db: Database) {
  function keyOf(rule: RateLimitRule, subject: string): string {
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

  async function reset(rule: RateLimitRule, subject: string): Promise<void> {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${keyOf(rule, subject)}`);
  }

  /** Expired windows are dead rows; they are swept now and then rather than on a timer. */
  async function sweepExpired(now = new Date()): Promise<void> {
    await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < ${now.toISOString()}::timestamptz`);
  }

  return { assertAllowed, recordHit, consume, reset, sweepExpired };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const rateLimitRules = {
  loginFailuresPerIp: { name: "login-ip", limit: 20, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { name: "login-account", limit: 10, windowSeconds: 15 * 60 },
  registrationsPerIp: { name: "register-ip", limit: 10, windowSeconds: 60 * 60 },
  passwordResetRequestsPerIp: { name: "forgot-ip", limit: 5, windowSeconds: 15 * 60 },
  passwordResetRequestsPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
