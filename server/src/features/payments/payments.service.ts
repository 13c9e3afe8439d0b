import type { Plan } from "@shifu/contract";
import { paymentMessages } from "@shifu/contract";
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { discountCodes, stripeEvents, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { setPlan } from "../plans/plans.service";
import type { StripeSettings } from "./create-stripe-client";

type PaidPlan = Exclude<Plan, "free">;

/** The database or a transaction: an event's id and its effect are written together. */
type Executor = Pick<Database, "select" | "update" | "insert">;

export type CheckoutRequest = {
  userId: string;
  email: string;
  plan: PaidPlan;
  discountCode?: string;
  publicUrl: string;
};

/** Codes are issued in capitals (generate-discount-code.ts); one typed in lower case is the same code. */
async function findUnusedDiscount(db: Database, userId: string, code: string) {
  const [row] = await db
    .select({ code: discountCodes.code, percentOff: discountCodes.percentOff })
    .from(discountCodes)
    .where(
      and(eq(discountCodes.code, code.toUpperCase()), eq(discountCodes.userId, userId), isNull(discountCodes.usedAt)),
    );
  if (!row) throw new AppError("BAD_REQUEST", { message: paymentMessages.discountCodeInvalid });
  return row;
}

/** The price always comes from the server's settings; the client only names the plan. */
export async function createCheckoutSession(
  db: Database,
  { stripe, prices }: StripeSettings,
  request: CheckoutRequest,
): Promise<string> {
  const discount = request.discountCode ? await findUnusedDiscount(db, request.userId, request.discountCode) : null;
  const coupon = discount ? await stripe.coupons.create({ percent_off: discount.percentOff, duration: "once" }) : null;
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: prices[request.plan], quantity: 1 }],
    client_reference_id: request.userId,
    customer_email: request.email,
    success_url: `${request.publicUrl}/chat?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${request.publicUrl}/chat?checkout=cancel`,
    metadata: { user_id: request.userId, plan: request.plan, ...(discount ? { discount_code: discount.code } : {}) },
    ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
  });
  if (!session.url) throw new AppError("UNAVAILABLE", { message: paymentMessages.checkoutUnavailable });
  return session.url;
}

function readPaidPlan(value: string | undefined): PaidPlan | null {
  return value === "premium" || value === "enterprise" ? value : null;
}

function readId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

async function completeCheckout(tx: Executor, session: Stripe.Checkout.Session): Promise<void> {
  const userId = session.client_reference_id;
  const plan = readPaidPlan(session.metadata?.plan);
  if (!userId || !plan || session.payment_status === "unpaid") return;
  await setPlan(tx, userId, plan, null);
  await tx
    .update(users)
    .set({ stripeCustomerId: readId(session.customer), stripeSubscriptionId: readId(session.subscription) })
    .where(eq(users.id, userId));
  const code = session.metadata?.discount_code;
  if (code) {
    await tx
      .update(discountCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(discountCodes.code, code), eq(discountCodes.userId, userId), isNull(discountCodes.usedAt)));
  }
}

/** A subscription that stops being paid for takes the user back to free; an active one keeps the plan it has. */
async function followSubscription(tx: Executor, subscription: Stripe.Subscription, deleted: boolean): Promise<void> {
  const stillPaid = !deleted && (subscription.status === "active" || subscription.status === "trialing");
  if (stillPaid) return;
  const lapsed = deleted || subscription.status === "canceled" || subscription.status === "unpaid";
  if (!lapsed) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeSubscriptionId, subscription.id));
  if (user) await setPlan(tx, user.id, "free", null);
}

/**
 * Applies one verified event. Its id is recorded first (insert, on conflict nothing), so a replay, even a concurrent
 * one, finds the id taken and changes nothing; id and effect share a transaction, so a failed effect leaves the id
 * free for Stripe's retry. Returns whether the event was new.
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return false;
    if (event.type === "checkout.session.completed") await completeCheckout(tx, event.data.object);
    else if (event.type === "customer.subscription.updated") await followSubscription(tx, event.data.object, false);
    else if (event.type === "customer.subscription.deleted") await followSubscription(tx, event.data.object, true);
    return true;
  });
}
