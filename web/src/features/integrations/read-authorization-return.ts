/** What a provider put in /chat's address when it sent the browser back. */
export type AuthorizationReturn =
  | { kind: "code"; code: string; state: string | null }
  | { kind: "token"; accessToken: string; state: string | null }
  | { kind: "refused"; error: string; state: string | null }
  | { kind: "missing"; state: string | null };

const RETURN_PARAMETERS = ["code", "state", "error", "access_token"] as const;

function hasReturnParameter(params: URLSearchParams): boolean {
  return RETURN_PARAMETERS.some((name) => params.has(name));
}

/**
 * Reads the answer from the query (`code`, `error`) or, for providers that answer in the fragment, from the hash
 * (`access_token`). Null when the address carries no answer at all: an ordinary visit to /chat.
 */
export function readAuthorizationReturn(search: string, hash: string): AuthorizationReturn | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ""));
  if (!hasReturnParameter(query) && !hasReturnParameter(fragment)) return null;
  const state = query.get("state") || fragment.get("state") || null;
  const code = query.get("code");
  if (code) return { kind: "code", code, state };
  const accessToken = fragment.get("access_token");
  if (accessToken) return { kind: "token", accessToken, state };
  const error = query.get("error") || fragment.get("error");
  if (error) return { kind: "refused", error, state };
  return { kind: "missing", state };
}

/** The address without the provider's answer, so a reload or a shared link carries no code. */
export function cleanAuthorizationReturn(): void {
  // React Router keeps its own entry data in history.state, so that is kept as it is.
  window.history.replaceState(window.history.state, "", window.location.pathname);
}
