import { z } from "zod";
import type { ProviderApi } from "../provider-api";
import type { OAuthSettings } from "../types";

/** Gmail, Drive, Docs, Sheets, Slides and Calendar share one Google client; each asks for its own scopes. */
export function createGoogleOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    scopes: ["openid", "email", "profile", ...scopes],
    pkce: true,
    // Without offline access and a forced consent Google sends no refresh token after the first grant.
    extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
    tokenRequest: { format: "form", clientAuth: "body" },
  };
}

export const GOOGLE_USERINFO_URL = "https://www.googleapis.com/oauth2/v2/userinfo";
export const GOOGLE_REVOKE_URL = "https://oauth2.googleapis.com/revoke";

export type GoogleUserInfo = { id: string; email?: string; name?: string };

/** Every Google service reads who connected from the OpenID userinfo, which the `email profile` scopes open. */
export function fetchGoogleUserInfo(api: ProviderApi): Promise<GoogleUserInfo> {
  return api.request<GoogleUserInfo>({ url: GOOGLE_USERINFO_URL });
}

/** The e-mail names the account best; the name stands in where the profile lacks one. */
export async function fetchGoogleAccount(api: ProviderApi): Promise<string | null> {
  const profile = await fetchGoogleUserInfo(api);
  return profile.email ?? profile.name ?? null;
}

/** Revoking the refresh token also ends its access tokens. */
export async function revokeGoogleTokens(
  api: ProviderApi,
  tokens: { accessToken: string; refreshToken: string | null },
): Promise<void> {
  await api.request({
    method: "POST",
    url: GOOGLE_REVOKE_URL,
    auth: "none",
    form: { token: tokens.refreshToken ?? tokens.accessToken },
  });
}

const DEFAULT_LIST_COUNT = 5;
export const MAX_LIST_COUNT = 20;
const SNIPPET_LENGTH = 200;

/** How many items a list shows: five unless asked, never more than twenty. */
export function readListCount(count: number | undefined): number {
  if (!count || !Number.isFinite(count)) return DEFAULT_LIST_COUNT;
  return Math.min(Math.max(Math.floor(count), 1), MAX_LIST_COUNT);
}

/** A list tool's count as the model sees it, with the same bounds readListCount applies. */
export function createListCountSchema(description: string) {
  return z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe(description);
}

/** Provider text cut to a snippet on one line, so a long body never floods a list. */
export function shortenSnippet(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, " ").trim();
  if (!line) return undefined;
  return line.length > SNIPPET_LENGTH ? `${line.slice(0, SNIPPET_LENGTH - 1)}…` : line;
}

const MAX_DOCUMENT_TEXT = 20_000;

/** A document's text for the model, cut short where it would flood the conversation. */
export function limitDocumentText(text: string): string {
  return text.length > MAX_DOCUMENT_TEXT ? `${text.slice(0, MAX_DOCUMENT_TEXT)}\n[… texto recortado]` : text;
}
