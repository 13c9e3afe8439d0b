import type { LoginResponse } from "@shifu/contract/accounts";
import { accountMessages, sessionStorageKeys } from "@shifu/contract/plain/accounts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorReply, stubFetch } from "../../shared/test-helpers";
import { saveSession, signOut } from "./session-store";

const user: LoginResponse = {
  user_id: "u-1",
  user_name: "Ana García",
  email: "ana@example.com",
  code_referrals_uniq: "0042",
  count_referrals: 3,
  login_streak: 7,
  user_img: "aW1n",
  message: accountMessages.loginSuccess,
  plan: "free",
  plan_expires_at: null,
  subscribed: false,
  email_verified: true,
  pending_referrals: 0,
  referral_pending: false,
  points: 0,
  daily_messages: 50,
};

function readStoredSession() {
  return Object.fromEntries(sessionStorageKeys.map((key) => [key, localStorage.getItem(key)]));
}

describe("session store", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("mirrors the login response under every key of the spec, and nothing else", () => {
    saveSession(user);
    expect(readStoredSession()).toEqual({
      id: "u-1",
      username: "Ana García",
      email: "ana@example.com",
      codeReferrals: "0042",
      countReferrals: "3",
      loginStreak: "7",
      userImg: "aW1n",
      code_referrals_uniq: "0042",
      count_referrals: "3",
      login_streak: "7",
      user_img: "aW1n",
      message: accountMessages.loginSuccess,
    });
    expect(localStorage.length).toBe(sessionStorageKeys.length);
  });

  it("stores an empty photo when the user has none", () => {
    saveSession({ ...user, user_img: null });
    expect(localStorage.getItem("userImg")).toBe("");
    expect(localStorage.getItem("user_img")).toBe("");
  });

  it("on logout calls POST /logout and blanks only id, username and email", async () => {
    const fetchMock = stubFetch({ status: 200, body: { message: accountMessages.logoutSuccess } });
    saveSession(user);
    expect(await signOut()).toEqual({ ended: true });

    expect(fetchMock.mock.calls[0]?.[0]).toBe("/logout");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
    const stored = readStoredSession();
    expect([stored.id, stored.username, stored.email]).toEqual(["", "", ""]);
    expect(stored.code_referrals_uniq).toBe("0042");
    expect(stored.count_referrals).toBe("3");
    expect(stored.userImg).toBe("aW1n");
    expect(stored.message).toBe(accountMessages.loginSuccess);
  });

  it("treats a 401 as already signed out", async () => {
    stubFetch(errorReply(401, "UNAUTHENTICATED", "Sin sesión"));
    saveSession(user);
    expect(await signOut()).toEqual({ ended: true });
    expect(localStorage.getItem("id")).toBe("");
  });

  it("keeps the stored identity when the server could not be reached", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    saveSession(user);
    expect(await signOut()).toMatchObject({ ended: false, failure: { kind: "network" } });
    expect(localStorage.getItem("id")).toBe("u-1");
  });
});
