/**
 * Requests the entry starts before the code that needs them has loaded, so a page's data travels while its chunks
 * download instead of after them. Each answer is handed out once, to the first `callApi` GET of the same path.
 */
const earlyResponses = new Map<string, Promise<Response>>();

/** Starts a GET as `callApi` would send it; a network failure surfaces only when the answer is taken. */
export function startEarlyRequest(path: `/${string}`): void {
  const response = fetch(path, { method: "GET", credentials: "same-origin", headers: { Accept: "application/json" } });
  // Nobody may take it (another chat shown, a redirect first): its failure must not be reported as unhandled.
  response.catch(() => {});
  earlyResponses.set(path, response);
}

/**
 * The early answer for `path`, if one was started and not yet taken (undefined at once otherwise, so a call with none
 * waits for nothing more). Only a successful answer is handed out: a refusal (say, 401 before signing in) may no
 * longer hold when the page finally asks, so the caller asks again.
 */
export function takeEarlyResponse(path: string): Promise<Response | undefined> | undefined {
  const response = earlyResponses.get(path);
  if (!response) return undefined;
  earlyResponses.delete(path);
  return response.then(
    (answer) => (answer.ok ? answer : undefined),
    () => undefined,
  );
}
