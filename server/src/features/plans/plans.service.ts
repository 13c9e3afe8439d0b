import { type Plan, planMessages } from "@shifu/contract";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { DAY_MS } from "../../time-spans";
import { requireSession } from "../sessions/session-plugin";

const PLAN_RANK: Record<Plan, number> = { free: 0, premium: 1, enterprise: 2 };

/** Drizzle's database and a transaction share this much, so plan changes can join a caller's transaction. */
type Executor = Pick<Database, "select" | "update">;

export type StoredPlan = { plan: Plan; planExpiresAt: Date | null };

/** A paid plan whose expiry has passed is over: the user is on the free plan again. */
export function toEffectivePlan(stored: StoredPlan, now = new Date()): StoredPlan {
  if (stored.plan !== "free" && stored.planExpiresAt !== null && stored.planExpiresAt <= now) {
    return { plan: "free", planExpiresAt: null };
  }
  return stored;
}

export async function readEffectivePlan(db: Executor, userId: string, now = new Date()): Promise<StoredPlan> {
  const [row] = await db
    .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND");
  return toEffectivePlan(row, now);
}

export async function setPlan(db: Executor, userId: string, plan: Plan, expiresAt: Date | null): Promise<void> {
  await db
    .update(users)
    .set({ plan, planExpiresAt: plan === "free" ? null : expiresAt })
    .where(eq(users.id, userId));
}

/**
 * Grants `days` of `plan`, counted from the current expiry when that is later than now, so a reward never shortens a
 * paid plan. A higher plan already held stays (premium days do not downgrade enterprise), and a plan with no expiry
 * (a renewing subscription) keeps having none.
 */
export async function extendPlan(
  db: Executor,
  userId: string,
  plan: Exclude<Plan, "free">,
  days: number,
  now = new Date(),
): Promise<StoredPlan> {
  const current = await readEffectivePlan(db, userId, now);
  if (current.plan !== "free" && current.planExpiresAt === null && PLAN_RANK[current.plan] >= PLAN_RANK[plan]) {
    return current;
  }
  const from = current.planExpiresAt && current.planExpiresAt > now ? current.planExpiresAt : now;
  const next: StoredPlan = {
    plan: PLAN_RANK[current.plan] > PLAN_RANK[plan] ? current.plan : plan,
    planExpiresAt: new Date(from.getTime() + days * DAY_MS),
  };
  await setPlan(db, userId, next.plan, next.planExpiresAt);
  return next;
}

/** The one server-side guard for paid features: an onRequest hook, after requireSignedIn, that refuses other plans. */
export function requirePlan(db: Database, ...allowed: Plan[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const { plan } = await readEffectivePlan(db, requireSession(request).userId);
    if (!allowed.includes(plan)) throw new AppError("FORBIDDEN", { message: planMessages.premiumRequired });
  };
}
