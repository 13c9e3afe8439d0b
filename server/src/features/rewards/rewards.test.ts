import { type Reward, rewardMessages } from "@shifu/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, rewardRedemptions, rewards, users } from "../../db/schema";
import { signInNewUser } from "../../test/connect-service-via-app";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

async function rewardId(name: string): Promise<string> {
  const [row] = await testApp.database.db.select({ id: rewards.id }).from(rewards).where(eq(rewards.name, name));
  if (!row) throw new Error(`no hay recompensa ${name}`);
  return row.id;
}

async function signInWith(fields: Partial<typeof users.$inferInsert>) {
  const signed = await signInNewUser(testApp.app);
  await testApp.database.db.update(users).set(fields).where(eq(users.id, signed.userId));
  return signed;
}

function redeemReferral(cookie: string, id: string, reward_id: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/rewards/redeem",
    cookies: { shifu_session: cookie },
    payload: { id, reward_id },
  });
}

function redeemStreak(cookie: string, user_id: string, reward_id: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/redeemed-reward-streak",
    cookies: { shifu_session: cookie },
    payload: { user_id, reward_id },
  });
}

async function readUser(userId: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no hay usuario");
  return row;
}

describe("rewards", () => {
  it("lists referral and streak rewards with the user's count and whether each can be redeemed", async () => {
    const { cookie } = await signInWith({ countReferrals: 1, loginStreak: 3 });
    const referral = await testApp.app.inject({ method: "GET", url: "/rewards", cookies: { shifu_session: cookie } });
    expect(referral.statusCode).toBe(200);
    const listed = referral.json().rewards as {
      name: string;
      type: string;
      can_redeem: boolean;
      redeemed_count: number;
      last_redeemed_at: string | null;
    }[];
    expect(listed).toHaveLength(4);
    expect(listed.every((reward) => reward.type === "referral" && reward.redeemed_count === 0)).toBe(true);
    expect(listed.every((reward) => reward.last_redeemed_at === null)).toBe(true);
    expect(listed.find((reward) => reward.name === "Tu primer amigo")?.can_redeem).toBe(true);
    expect(listed.find((reward) => reward.name === "Equipo en marcha")?.can_redeem).toBe(false);

    const streak = await testApp.app.inject({
      method: "GET",
      url: "/rewards-streak",
      cookies: { shifu_session: cookie },
    });
    const streakRewards = streak.json().rewards as { name: string; can_redeem: boolean; streak_days: number }[];
    expect(streakRewards.map((reward) => reward.streak_days)).toEqual([3, 7, 14, 30]);
    expect(streakRewards.map((reward) => reward.can_redeem)).toEqual([true, false, false, false]);
  });

  it("refuses visitors and another user's id", async () => {
    const visitor = await testApp.app.inject({ method: "GET", url: "/rewards" });
    expect(visitor.statusCode).toBe(401);
    const me = await signInWith({ countReferrals: 5, loginStreak: 30 });
    const other = await signInNewUser(testApp.app);
    expect((await redeemReferral(me.cookie, other.userId, await rewardId("Tu primer amigo"))).statusCode).toBe(403);
    expect((await redeemStreak(me.cookie, other.userId, await rewardId("Constancia: 3 días"))).statusCode).toBe(403);
    expect(await testApp.database.db.select().from(rewardRedemptions)).toHaveLength(0);
  });

  it("answers 404 for an unknown reward and for a reward of the other kind", async () => {
    const me = await signInWith({ countReferrals: 5, loginStreak: 30 });
    for (const response of [
      await redeemReferral(me.cookie, me.userId, "no-existe"),
      await redeemReferral(me.cookie, me.userId, "00000000-0000-4000-8000-000000000000"),
      await redeemReferral(me.cookie, me.userId, await rewardId("Constancia: 3 días")),
      await redeemStreak(me.cookie, me.userId, await rewardId("Tu primer amigo")),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(rewardMessages.unknownReward);
    }
  });

  it("grants premium days for a referral reward, then says it is active", async () => {
    const me = await signInWith({ countReferrals: 1 });
    const id = await rewardId("Tu primer amigo");
    const first = await redeemReferral(me.cookie, me.userId, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: rewardMessages.referralRedeemed, plan: "premium" });
    const expiresAt = new Date(first.json().plan_expires_at).getTime();
    expect(Math.abs(expiresAt - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    expect((await readUser(me.userId)).plan).toBe("premium");

    const again = await redeemReferral(me.cookie, me.userId, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(rewardMessages.alreadyActive);
  });

  it("says the maximum is reached once a reward's days are over", async () => {
    const me = await signInWith({ countReferrals: 1 });
    const id = await rewardId("Tu primer amigo");
    expect((await redeemReferral(me.cookie, me.userId, id)).statusCode).toBe(200);
    await testApp.database.db
      .update(rewardRedemptions)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(rewardRedemptions.userId, me.userId));
    const again = await redeemReferral(me.cookie, me.userId, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(rewardMessages.maxRedemptions);
  });

  it("refuses a referral reward without enough referrals", async () => {
    const me = await signInWith({ countReferrals: 2 });
    const response = await redeemReferral(me.cookie, me.userId, await rewardId("Equipo en marcha"));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(rewardMessages.notEnoughReferrals);
  });

  it("stores an 8-character discount code with the reward's percentage", async () => {
    const me = await signInWith({ countReferrals: 3 });
    const response = await redeemReferral(me.cookie, me.userId, await rewardId("Equipo en marcha"));
    expect(response.statusCode).toBe(200);
    const code = response.json().discount_code as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [stored] = await testApp.database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(stored).toMatchObject({ userId: me.userId, percentOff: 20, usedAt: null });
    expect(stored?.redemptionId).toEqual(expect.any(String));
  });

  it("adds points per 2 friends, asking for 2 more friends each time, up to 5 times", async () => {
    const me = await signInWith({ countReferrals: 3 });
    const id = await rewardId("Puntos por amistad");
    const first = await redeemReferral(me.cookie, me.userId, id);
    expect(first.json()).toMatchObject({ message: rewardMessages.referralRedeemed, points: 150 });
    const second = await redeemReferral(me.cookie, me.userId, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe(rewardMessages.notEnoughReferrals);

    await testApp.database.db.update(users).set({ countReferrals: 10 }).where(eq(users.id, me.userId));
    for (let n = 2; n <= 5; n++) {
      const response = await redeemReferral(me.cookie, me.userId, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().points).toBe(150 * n);
    }
    const sixth = await redeemReferral(me.cookie, me.userId, id);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe(rewardMessages.maxRedemptions);
    expect((await readUser(me.userId)).points).toBe(750);
    const numbers = await testApp.database.db
      .select({ n: rewardRedemptions.redemptionNumber })
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.userId, me.userId));
    expect(numbers.map((row) => row.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("redeems streak rewards by login streak", async () => {
    const me = await signInWith({ loginStreak: 2 });
    const three = await rewardId("Constancia: 3 días");
    const short = await redeemStreak(me.cookie, me.userId, three);
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(rewardMessages.notEnoughStreak);

    await testApp.database.db.update(users).set({ loginStreak: 7 }).where(eq(users.id, me.userId));
    const points = await redeemStreak(me.cookie, me.userId, three);
    expect(points.json()).toEqual({ message: rewardMessages.streakRedeemed, points: 50 });
    const week = await rewardId("Semana completa");
    const premium = await redeemStreak(me.cookie, me.userId, week);
    expect(premium.json()).toMatchObject({ message: rewardMessages.streakRedeemed, plan: "premium" });
    const active = await redeemStreak(me.cookie, me.userId, week);
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe(rewardMessages.alreadyActive);
    const max = await redeemStreak(me.cookie, me.userId, three);
    expect(max.json().error).toBe(rewardMessages.maxRedemptions);
  });

  it("answers a taken redemption number with the maximum text and grants nothing", async () => {
    const me = await signInWith({ countReferrals: 10 });
    const id = await rewardId("Puntos por amistad");
    // A stray number 2 makes the next redemption (count 1 + 1) collide, as a racing twin past the checks would.
    await testApp.database.db
      .insert(rewardRedemptions)
      .values({ userId: me.userId, rewardId: id, redemptionNumber: 2 });
    const response = await redeemReferral(me.cookie, me.userId, id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(rewardMessages.maxRedemptions);
    expect((await readUser(me.userId)).points).toBe(0);
  });

  it("gives exactly one success to 50 concurrent identical redeems", async () => {
    const me = await signInWith({ countReferrals: 10, loginStreak: 3 });
    const id = await rewardId("Constancia: 3 días");
    const responses = await Promise.all(Array.from({ length: 50 }, () => redeemStreak(me.cookie, me.userId, id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((response) => response.json().error === rewardMessages.maxRedemptions),
    ).toBe(true);
    expect((await readUser(me.userId)).points).toBe(50);
  });

  it("lets a streak redeem and a referral redeem race without either being spent twice", async () => {
    const me = await signInWith({ countReferrals: 2, loginStreak: 7 });
    const friends = await rewardId("Puntos por amistad");
    const week = await rewardId("Semana completa");
    const three = await rewardId("Constancia: 3 días");
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => redeemReferral(me.cookie, me.userId, friends)),
      ...Array.from({ length: 10 }, () => redeemStreak(me.cookie, me.userId, three)),
      ...Array.from({ length: 10 }, () => redeemStreak(me.cookie, me.userId, week)),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    const user = await readUser(me.userId);
    expect(user.points).toBe(200);
    expect(user.plan).toBe("premium");
    expect(Math.abs((user.planExpiresAt?.getTime() ?? 0) - Date.now() - 3 * 86_400_000)).toBeLessThan(60_000);
    expect(
      await testApp.database.db.select().from(rewardRedemptions).where(eq(rewardRedemptions.userId, me.userId)),
    ).toHaveLength(3);

    const listed = await testApp.app.inject({ method: "GET", url: "/rewards", cookies: { shifu_session: me.cookie } });
    const amistad = (listed.json().rewards as Reward[]).find((reward) => reward.name === "Puntos por amistad");
    expect(amistad).toMatchObject({ redeemed_count: 1, can_redeem: false });
    // When it was redeemed, for the card to say so.
    expect(Date.now() - Date.parse(amistad?.last_redeemed_at ?? "")).toBeLessThan(60_000);
  });
});
