import { setTimeout as sleep } from "node:timers/promises";

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RETRIES = 2;
const MAX_RETRY_AFTER_MS = 10_000;
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/** A provider call that failed. Only the host is kept: paths and queries can carry tokens (HubSpot's token info). */
export class ProviderError extends Error {
  readonly status: number;
  readonly host: string;
  readonly body: unknown;
  /** A 429's Retry-After, for callers that can wait longer than a request may (the notification sync). */
  readonly retryAfterMs: number | undefined;
  constructor(status: number, host: string, body: unknown, message?: string, retryAfterMs?: number) {
    super(message ?? `${host} respondió ${status}`);
    this.name = "ProviderError";
    this.status = status;
    this.host = host;
    this.body = body;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The access token was refused: refresh it and try once more. */
export class ProviderUnauthorizedError extends ProviderError {
  constructor(host: string, body: unknown) {
    super(401, host, body, `${host} rechazó el token de acceso`);
    this.name = "ProviderUnauthorizedError";
  }
}

export type ProviderRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The provider's documented URL; the API rewrites it to the sandbox in demo mode. */
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** How the access token is sent: `Bearer` (most), raw (ClickUp) or not at all. */
  auth?: "bearer" | "raw" | "none";
  /** A POST that can safely be repeated after a 5xx (GraphQL reads, Dropbox's get_current_account). */
  idempotent?: boolean;
  timeoutMs?: number;
};

export type ProviderApi = {
  request<T = unknown>(request: ProviderRequest): Promise<T>;
};

export type UrlResolver = (documentedUrl: string) => string;

/** The wait a Retry-After header asks for, in seconds or as an HTTP date; undefined without a readable one. */
function parseRetryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds)) return Math.max(seconds * 1000, 0);
  const date = header ? Date.parse(header) : Number.NaN;
  if (Number.isFinite(date)) return Math.max(date - Date.now(), 0);
  return undefined;
}

function readRetryAfterMs(header: string | null, attempt: number): number {
  return Math.min(parseRetryAfterMs(header) ?? 500 * 2 ** attempt, MAX_RETRY_AFTER_MS);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Every outbound call: a timeout on each attempt, Retry-After honoured on 429, and a short bounded backoff on 5xx
 * for calls that are safe to repeat.
 */
export async function sendProviderRequest(
  resolveUrl: UrlResolver,
  accessToken: string | null,
  request: ProviderRequest,
): Promise<unknown> {
  const method = request.method ?? "GET";
  const url = new URL(resolveUrl(request.url));
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const host = new URL(request.url).host;
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  if (accessToken && request.auth !== "none") {
    headers.authorization = request.auth === "raw" ? accessToken : `Bearer ${accessToken}`;
  }
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  }
  const canRepeat = request.idempotent ?? IDEMPOTENT_METHODS.has(method);

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        redirect: "error",
        signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      if (canRepeat && attempt < MAX_RETRIES) {
        await sleep(250 * 2 ** attempt);
        continue;
      }
      throw new ProviderError(0, host, null, `${host} no respondió: ${(error as Error).name}`);
    }
    // A 429 was not processed, so repeating it is safe whatever the method.
    if (response.status === 429 && attempt < MAX_RETRIES) {
      await response.body?.cancel();
      await sleep(readRetryAfterMs(response.headers.get("retry-after"), attempt));
      continue;
    }
    if (response.status >= 500 && canRepeat && attempt < MAX_RETRIES) {
      await response.body?.cancel();
      await sleep(250 * 2 ** attempt + Math.floor(Math.random() * 100));
      continue;
    }
    const parsed = await readBody(response);
    if (response.status === 401) throw new ProviderUnauthorizedError(host, parsed);
    if (!response.ok) {
      const retryAfterMs = response.status === 429 ? parseRetryAfterMs(response.headers.get("retry-after")) : undefined;
      throw new ProviderError(response.status, host, parsed, undefined, retryAfterMs);
    }
    return parsed;
  }
}

export function createProviderApi(resolveUrl: UrlResolver, accessToken: string): ProviderApi {
  return {
    request: <T>(request: ProviderRequest) => sendProviderRequest(resolveUrl, accessToken, request) as Promise<T>,
  };
}
