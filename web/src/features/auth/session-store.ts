import type { LoginRequest, LoginResponse, sessionStorageKeys } from "@shifu/contract/accounts";
import { accountMessages } from "@shifu/contract/plain/accounts";
import type { ApiFailure, ApiResult } from "../../shared/api-client";
import { logIn, logOut } from "./account-api";
import { announceSignOut } from "./session-broadcast";

type SessionStorageKey = (typeof sessionStorageKeys)[number];

/** The keys logout blanks; the spec leaves the others (referral code, counts, photo, message) as they were. */
const KEYS_BLANKED_ON_LOGOUT = ["id", "username", "email"] as const satisfies readonly SessionStorageKey[];

export function isLoginSuccess(result: ApiResult<LoginResponse>): result is { ok: true; data: LoginResponse } {
  return result.ok && result.data.message === accountMessages.loginSuccess;
}

/** Mirrors the profile of the login response to localStorage under the spec's keys. The session itself stays in the httpOnly cookie. */
export function saveSession(user: LoginResponse, storage: Storage = localStorage): void {
  const values: Record<SessionStorageKey, string> = {
    id: user.user_id,
    username: user.user_name,
    email: user.email,
    codeReferrals: user.code_referrals_uniq,
    code_referrals_uniq: user.code_referrals_uniq,
    countReferrals: String(user.count_referrals),
    count_referrals: String(user.count_referrals),
    loginStreak: String(user.login_streak),
    login_streak: String(user.login_streak),
    userImg: user.user_img ?? "",
    user_img: user.user_img ?? "",
    message: user.message,
  };
  writeToStorage(storage, Object.entries(values));
}

function clearSession(storage: Storage = localStorage): void {
  writeToStorage(
    storage,
    KEYS_BLANKED_ON_LOGOUT.map((key) => [key, ""]),
  );
}

function writeToStorage(storage: Storage, entries: [string, string][]): void {
  try {
    for (const [key, value] of entries) storage.setItem(key, value);
  } catch (error) {
    // Storage can be full or disabled (private windows); the cookie still holds the session, so sign-in goes on.
    console.warn("No se pudo guardar la sesión en el navegador", error);
  }
}

/** Signs in and, on the spec's success message, mirrors the profile to storage. */
export async function signIn(credentials: LoginRequest): Promise<ApiResult<LoginResponse>> {
  const result = await logIn(credentials);
  if (isLoginSuccess(result)) saveSession(result.data);
  return result;
}

/**
 * Ends the session on the server, then blanks the stored identity and tells the other tabs, which share the cookie. A
 * 401 means it had already ended.
 */
export async function signOut(): Promise<{ ended: true } | { ended: false; failure: ApiFailure }> {
  const result = await logOut();
  if (!result.ok && !(result.kind === "http" && result.status === 401)) return { ended: false, failure: result };
  clearSession();
  announceSignOut();
  return { ended: true };
}
