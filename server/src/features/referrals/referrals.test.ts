import { referralMessages } from "@shifu/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCredits, users } from "../../db/schema";
import { signInNewUser } from "../../test/connect-service-via-app";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi, verifyEmailViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { REFERRAL_BONUS_PREMIUM_DAYS } from "./referrals.service";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

async function readUser(userId: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error("no hay usuario");
  return row;
}

function claim(cookie: string, code: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/referrals/claim",
    cookies: { shifu_session: cookie },
    payload: { code },
  });
}

async function signInVerifiedUser() {
  const user = await signInNewUser(testApp.app);
  expect((await verifyEmailViaApi(testApp.app, testApp.database.db, user.userId)).statusCode).toBe(200);
  return user;
}

async function readMe(cookie: string) {
  return (await testApp.app.inject({ method: "GET", url: "/get_user", cookies: { shifu_session: cookie } })).json();
}

function expectBonusOnce(user: Awaited<ReturnType<typeof readUser>>) {
  expect(user.plan).toBe("premium");
  const days = ((user.planExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
  expect(Math.abs(days - REFERRAL_BONUS_PREMIUM_DAYS)).toBeLessThan(0.01);
}

describe("referrals", () => {
  it("credits the inviter and gives both sides the bonus once", async () => {
    const inviter = await signInNewUser(testApp.app);
    const friend = await signInVerifiedUser();
    const code = (await readUser(inviter.userId)).referralCode;

    const response = await claim(friend.cookie, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: referralMessages.claimed });
    expect(referralMessages.claimed).toContain(`${REFERRAL_BONUS_PREMIUM_DAYS} días`);

    const again = await claim(friend.cookie, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(referralMessages.alreadyClaimed);

    const inviterRow = await readUser(inviter.userId);
    expect(inviterRow.countReferrals).toBe(1);
    expectBonusOnce(inviterRow);
    const friendRow = await readUser(friend.userId);
    expect(friendRow.referredBy).toBe(inviter.userId);
    expectBonusOnce(friendRow);
    expect(
      await testApp.database.db.select().from(referralCredits).where(eq(referralCredits.friendId, friend.userId)),
    ).toEqual([expect.objectContaining({ inviterId: inviter.userId })]);
  });

  it("refuses an unknown code and one's own code", async () => {
    const me = await signInNewUser(testApp.app);
    const unknown = await claim(me.cookie, "no-existe");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(referralMessages.invalidCode);

    const own = await claim(me.cookie, (await readUser(me.userId)).referralCode);
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(referralMessages.ownCode);
    const row = await readUser(me.userId);
    expect(row).toMatchObject({ referredBy: null, countReferrals: 0, plan: "free" });
  });

  it("tells someone who already claimed nothing about which codes exist", async () => {
    const inviter = await signInNewUser(testApp.app);
    const other = await signInNewUser(testApp.app);
    const friend = await signInVerifiedUser();
    expect((await claim(friend.cookie, (await readUser(inviter.userId)).referralCode)).statusCode).toBe(200);
    const existing = await claim(friend.cookie, (await readUser(other.userId)).referralCode);
    const unknown = await claim(friend.cookie, "no-existe");
    expect([existing.statusCode, unknown.statusCode]).toEqual([409, 409]);
    expect(existing.json()).toEqual(unknown.json());
  });

  it("limits claims per person, so codes cannot be tried one by one", async () => {
    const me = await signInNewUser(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) statuses.push((await claim(me.cookie, `x${attempt}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });

  it("counts concurrent claims by one friend once", async () => {
    const inviter = await signInNewUser(testApp.app);
    const other = await signInNewUser(testApp.app);
    const friend = await signInVerifiedUser();
    const codes = [(await readUser(inviter.userId)).referralCode, (await readUser(other.userId)).referralCode];
    const responses = await Promise.all(Array.from({ length: 5 }, (_, n) => claim(friend.cookie, codes[n % 2] ?? "")));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const counts = [(await readUser(inviter.userId)).countReferrals, (await readUser(other.userId)).countReferrals];
    expect(counts.sort()).toEqual([0, 1]);
    expectBonusOnce(await readUser(friend.userId));
  });

  it("counts a registration with a referral code only once the invitee verifies their e-mail", async () => {
    const inviter = await signInNewUser(testApp.app);
    const code = (await readUser(inviter.userId)).referralCode;
    const farmed = Array.from({ length: 4 }, () => makeUser());
    for (const user of farmed) {
      expect((await registerViaApi(testApp.app, user, { referralCode: code })).statusCode).toBe(200);
    }
    const inviterBefore = await readUser(inviter.userId);
    expect(inviterBefore).toMatchObject({ countReferrals: 0, plan: "free" });
    expect(await readMe(inviter.cookie)).toMatchObject({ count_referrals: 0, pending_referrals: 4 });

    const [first] = farmed;
    if (!first) throw new Error("no user");
    const login = await logInViaApi(testApp.app, first, "10.8.0.1");
    expect(login.json()).toMatchObject({ email_verified: false, referral_pending: true });
    const friendId = login.json().user_id as string;
    expect(await readUser(friendId)).toMatchObject({ plan: "free", referredBy: inviter.userId });

    expect((await verifyEmailViaApi(testApp.app, testApp.database.db, friendId)).statusCode).toBe(200);
    expectBonusOnce(await readUser(friendId));
    const inviterRow = await readUser(inviter.userId);
    expect(inviterRow.countReferrals).toBe(1);
    expectBonusOnce(inviterRow);
    expect(await readMe(inviter.cookie)).toMatchObject({ count_referrals: 1, pending_referrals: 3 });
    expect(await readMe(readSessionCookie(login))).toMatchObject({ email_verified: true, referral_pending: false });

    // A second verification link changes nothing more.
    await verifyEmailViaApi(testApp.app, testApp.database.db, friendId);
    expect((await readUser(inviter.userId)).countReferrals).toBe(1);

    const later = await claim(readSessionCookie(login), code);
    expect(later.statusCode).toBe(409);
    expect(later.json().error).toBe(referralMessages.alreadyClaimed);
  });

  it("keeps an unverified person's claim until they verify, then credits it", async () => {
    const inviter = await signInNewUser(testApp.app);
    const friend = await signInNewUser(testApp.app);
    const response = await claim(friend.cookie, (await readUser(inviter.userId)).referralCode);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: referralMessages.claimedPendingVerification });
    expect((await readUser(inviter.userId)).countReferrals).toBe(0);
    await verifyEmailViaApi(testApp.app, testApp.database.db, friend.userId);
    expect((await readUser(inviter.userId)).countReferrals).toBe(1);
    expectBonusOnce(await readUser(friend.userId));
  });
});
