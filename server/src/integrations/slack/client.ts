import { type ProviderApi, ProviderError, ProviderUnauthorizedError } from "../provider-api";

export const SLACK_API_URL = "https://slack.com/api";
const SLACK_HOST = "slack.com";

/** The `ok: false` errors that mean the token itself is dead, so the caller should refresh or reconnect. */
const TOKEN_ERRORS = new Set(["invalid_auth", "not_authed", "token_revoked", "token_expired", "account_inactive"]);

type SlackAnswer = { ok: boolean; error?: string };

/** Slack answers most failures with HTTP 200 and `ok: false`; this turns them into the errors other providers raise. */
async function callSlackMethod<T extends SlackAnswer>(api: ProviderApi, method: string): Promise<T> {
  const answer = await api.request<T>({ url: `${SLACK_API_URL}/${method}` });
  if (answer.ok) return answer;
  if (answer.error && TOKEN_ERRORS.has(answer.error)) throw new ProviderUnauthorizedError(SLACK_HOST, answer);
  throw new ProviderError(200, SLACK_HOST, answer, `${SLACK_HOST} respondió ${answer.error ?? "ok: false"}`);
}

type SlackAuthTest = SlackAnswer & { user?: string; team?: string };

/** Slack user tokens carry no e-mail without the users:read.email scope, so the account is `user @ team`. */
export async function fetchSlackAccount(api: ProviderApi): Promise<string | null> {
  const identity = await callSlackMethod<SlackAuthTest>(api, "auth.test");
  if (identity.user && identity.team) return `${identity.user} @ ${identity.team}`;
  return identity.user ?? identity.team ?? null;
}

/** auth.revoke takes the token to end as its credentials, so the access token is the one revoked. */
export async function revokeSlackTokens(api: ProviderApi): Promise<void> {
  await callSlackMethod(api, "auth.revoke");
}
