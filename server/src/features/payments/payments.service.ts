import type { Plan } from "@shifu/contract";
import { paymentMessages } from "@shifu/contract";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Database } from "../../db/database";
import { discountCodes, stripeEvents, users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { setPlan } from "../plans/plans.service";
import type { StripeSettings } from "./create-stripe-client";

type PaidPlan = Exclude<Plan, "free">;

/** The database or a transaction: an event's id and its effect are written together. */
type Executor = Pick<Database, "select" | "update" | "insert">;

/**
 * How long a checkout can be paid, and a discount code held for it. Stripe refuses a checkout that expires sooner than
 * 30 minutes from when it receives the call; five minutes more keep the request valid however long it takes to arrive
 * (a 30-minute expiry counted from before the call was refused at random, issue 24).
 */
const CHECKOUT_LIFETIME_MS = 35 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckoutRequest = {
  userId: string;
  email: string;
  plan: PaidPlan;
  discountCode?: string;
  publicUrl: string;
};

type Subscriber = {
  plan: Plan;
  planExpiresAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

async function readSubscriber(db: Database, userId: string): Promise<Subscriber> {
  const [row] = await db
    .select({
      plan: users.plan,
      planExpiresAt: users.planExpiresAt,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** A plan paid by a subscription that renews; a plan from a reward has an expiry and no subscription. */
function readSubscription(subscriber: Subscriber): { id: string; customer: string; plan: PaidPlan } | null {
  const { plan, stripeSubscriptionId, stripeCustomerId } = subscriber;
  if (plan === "free" || !stripeSubscriptionId || !stripeCustomerId) return null;
  return { id: stripeSubscriptionId, customer: stripeCustomerId, plan };
}

/**
 * Holds the code for this checkout: the first checkout to use a code takes it until it is paid (then it is spent) or
 * expires, so two checkouts never both get the discount. Codes are issued in capitals; one typed in lower case is the
 * same code.
 */
async function reserveDiscount(db: Database, userId: string, typed: string, until: Date, now: Date) {
  const code = typed.toUpperCase();
  const [reserved] = await db
    .update(discountCodes)
    .set({ reservedUntil: until })
    .where(
      and(
        eq(discountCodes.code, code),
        eq(discountCodes.userId, userId),
        isNull(discountCodes.usedAt),
        or(isNull(discountCodes.reservedUntil), lte(discountCodes.reservedUntil, now)),
      ),
    )
    .returning({ code: discountCodes.code, percentOff: discountCodes.percentOff });
  if (reserved) return reserved;
  const [held] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code),
        eq(discountCodes.userId, userId),
        isNull(discountCodes.usedAt),
        gt(discountCodes.reservedUntil, now),
      ),
    );
  throw new AppError(held ? "CONFLICT" : "BAD_REQUEST", {
    message: held ? paymentMessages.discountCodeReserved : paymentMessages.discountCodeInvalid,
  });
}

async function releaseDiscount(db: Executor, userId: string, code: string): Promise<void> {
  await db
    .update(discountCodes)
    .set({ reservedUntil: null })
    .where(and(eq(discountCodes.code, code), eq(discountCodes.userId, userId), isNull(discountCodes.usedAt)));
}

/**
 * Records the new checkout as the person's open one and expires the one it replaces, so two checkouts opened side by
 * side (two tabs) cannot both be paid into two subscriptions. The row lock orders concurrent requests: each expires
 * the one before it.
 */
async function replaceOpenCheckout(db: Database, stripe: Stripe, userId: string, sessionId: string): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.stripeCheckoutSessionId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    await tx.update(users).set({ stripeCheckoutSessionId: sessionId }).where(eq(users.id, userId));
    return row?.id ?? null;
  });
  // One already paid or expired cannot be expired, and that is fine.
  if (previous) await stripe.checkout.sessions.expire(previous).catch(() => undefined);
}

/** A change of plan for a subscriber: Stripe's portal, opened on confirming the prorated update of their one item. */
async function createPlanChangeSession(
  { stripe, prices }: StripeSettings,
  subscription: { id: string; customer: string },
  plan: PaidPlan,
  publicUrl: string,
): Promise<string> {
  const current = await stripe.subscriptions.retrieve(subscription.id);
  const item = current.items.data[0];
  if (!item) throw new AppError("UNAVAILABLE", { message: paymentMessages.checkoutUnavailable });
  const portal = await stripe.billingPortal.sessions.create({
    customer: subscription.customer,
    return_url: `${publicUrl}/chat?checkout=success`,
    flow_data: {
      type: "subscription_update_confirm",
      subscription_update_confirm: { subscription: subscription.id, items: [{ id: item.id, price: prices[plan] }] },
    },
  });
  return portal.url;
}

/**
 * One subscription per person (decision 28): a checkout for the plan already held is refused, one for the other plan
 * becomes a prorated update of the subscription they have. The price always comes from the server's settings; the
 * client only names the plan.
 */
export async function createCheckoutSession(
  db: Database,
  settings: StripeSettings,
  request: CheckoutRequest,
  now = new Date(),
): Promise<string> {
  const { stripe, prices } = settings;
  const subscription = readSubscription(await readSubscriber(db, request.userId));
  if (subscription?.plan === request.plan) {
    throw new AppError("CONFLICT", { message: paymentMessages.planAlreadyHeld });
  }
  if (subscription) return createPlanChangeSession(settings, subscription, request.plan, request.publicUrl);

  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS + 60_000);
  const discount = request.discountCode
    ? await reserveDiscount(db, request.userId, request.discountCode, expiresAt, now)
    : null;
  try {
    const coupon = discount
      ? await stripe.coupons.create({ percent_off: discount.percentOff, duration: "once" })
      : null;
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: prices[request.plan], quantity: 1 }],
      client_reference_id: request.userId,
      customer_email: request.email,
      success_url: `${request.publicUrl}/chat?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${request.publicUrl}/chat?checkout=cancel`,
      // A minute past the reservation would leave a payable checkout whose code another one could take.
      expires_at: Math.floor(expiresAt.getTime() / 1000) - 60,
      metadata: { user_id: request.userId, plan: request.plan, ...(discount ? { discount_code: discount.code } : {}) },
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
    });
    if (!session.url) throw new AppError("UNAVAILABLE", { message: paymentMessages.checkoutUnavailable });
    await replaceOpenCheckout(db, stripe, request.userId, session.id);
    return session.url;
  } catch (error) {
    if (discount) await releaseDiscount(db, request.userId, discount.code);
    throw error;
  }
}

/** Stripe's customer portal for the person's subscription: change plan (prorated) or cancel at the period's end. */
export async function createPortalSession(
  db: Database,
  { stripe }: StripeSettings,
  userId: string,
  publicUrl: string,
): Promise<string> {
  const subscription = readSubscription(await readSubscriber(db, userId));
  if (!subscription) throw new AppError("CONFLICT", { message: paymentMessages.noSubscription });
  // Back to the workspace as it was: a cancellation is no payment to wait for.
  const portal = await stripe.billingPortal.sessions.create({
    customer: subscription.customer,
    return_url: `${publicUrl}/chat`,
  });
  return portal.url;
}

function readPaidPlan(value: string | undefined): PaidPlan | null {
  return value === "premium" || value === "enterprise" ? value : null;
}

function readId(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

/** The person a checkout names, when it names one that exists; anything else is only logged. */
async function findReferencedUser(tx: Executor, session: Stripe.Checkout.Session): Promise<string | null> {
  const userId = session.client_reference_id;
  if (!userId || !UUID.test(userId)) return null;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}

type Outcome = "applied" | "unknown-user";

async function completeCheckout(tx: Executor, session: Stripe.Checkout.Session): Promise<Outcome> {
  const userId = await findReferencedUser(tx, session);
  if (!userId) return "unknown-user";
  const plan = readPaidPlan(session.metadata?.plan);
  if (!plan || session.payment_status === "unpaid") return "applied";
  await setPlan(tx, userId, plan, null);
  await tx
    .update(users)
    .set({
      stripeCustomerId: readId(session.customer),
      stripeSubscriptionId: readId(session.subscription),
      stripeCheckoutSessionId: null,
    })
    .where(eq(users.id, userId));
  const code = session.metadata?.discount_code;
  if (code) {
    await tx
      .update(discountCodes)
      .set({ usedAt: new Date(), reservedUntil: null })
      .where(and(eq(discountCodes.code, code), eq(discountCodes.userId, userId), isNull(discountCodes.usedAt)));
  }
  return "applied";
}

/** An unpaid checkout that ran out gives its discount code back. */
async function expireCheckout(tx: Executor, session: Stripe.Checkout.Session): Promise<Outcome> {
  const userId = await findReferencedUser(tx, session);
  if (!userId) return "unknown-user";
  const code = session.metadata?.discount_code;
  if (code) await releaseDiscount(tx, userId, code);
  return "applied";
}

function readPlanOfPrice(prices: StripeSettings["prices"], subscription: Stripe.Subscription): PaidPlan | null {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  if (priceId === prices.premium) return "premium";
  if (priceId === prices.enterprise) return "enterprise";
  return null;
}

/**
 * Follows the person's one subscription: while it is paid the plan is the one its price sells (a change made in the
 * portal arrives here); once it stops being paid the person is back on free and has no subscription.
 */
async function followSubscription(
  tx: Executor,
  prices: StripeSettings["prices"],
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<Outcome> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeSubscriptionId, subscription.id));
  if (!user) return "applied";
  if (!deleted && (subscription.status === "active" || subscription.status === "trialing")) {
    const plan = readPlanOfPrice(prices, subscription);
    if (plan) await setPlan(tx, user.id, plan, null);
    return "applied";
  }
  const lapsed = deleted || subscription.status === "canceled" || subscription.status === "unpaid";
  if (lapsed) {
    await setPlan(tx, user.id, "free", null);
    await tx.update(users).set({ stripeSubscriptionId: null }).where(eq(users.id, user.id));
  }
  return "applied";
}

/**
 * Applies one verified event. Its id is recorded first (insert, on conflict nothing), so a replay, even a concurrent
 * one, finds the id taken and changes nothing; id and effect share a transaction, so a failed effect leaves the id
 * free for Stripe's retry. An event for no known person is acknowledged and logged: answering 5xx would only make
 * Stripe retry it for days. Returns whether the event changed anything.
 */
export async function applyStripeEvent(
  db: Database,
  { prices }: StripeSettings,
  event: Stripe.Event,
  logger: FastifyBaseLogger,
): Promise<boolean> {
  const outcome = await db.transaction(async (tx): Promise<Outcome | "replay"> => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return "replay";
    if (event.type === "checkout.session.completed") return completeCheckout(tx, event.data.object);
    if (event.type === "checkout.session.expired") return expireCheckout(tx, event.data.object);
    if (event.type === "customer.subscription.updated") return followSubscription(tx, prices, event.data.object, false);
    if (event.type === "customer.subscription.deleted") return followSubscription(tx, prices, event.data.object, true);
    return "applied";
  });
  if (outcome === "unknown-user") {
    logger.warn({ eventId: event.id, type: event.type }, "Stripe event names no known user; acknowledged and ignored");
  }
  return outcome === "applied";
}
