import type { ErrorBody } from "@shifu/contract/error-codes";
import { takeEarlyResponse } from "./early-responses";

/** Why a call failed: the server answered with an error status, or no usable answer arrived at all. */
export type ApiFailure =
  | { kind: "http"; status: number; body: ErrorBody | null }
  | { kind: "network"; cause: unknown }
  | { kind: "unexpected-body"; status: number; cause: unknown };

/** The spec's calls hand failures back to the caller instead of throwing, so every screen decides what to show. */
export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiFailure);

type ApiRequest = {
  method: "GET" | "POST" | "DELETE";
  /** Always a relative path: the session cookie is same-origin and the server refuses cross-site state changes. */
  path: `/${string}`;
  json?: unknown;
  form?: FormData;
};

/**
 * Calls the API and returns a typed result; the browser's own timeout applies, as the spec sets none.
 * `T` is the contract's type of the answer. The body is not parsed again here: the server's serializer has checked it
 * against the same contract schema, and leaving zod out keeps it off the chat's first draw (decision 36).
 */
export async function callApi<T>({ method, path, json, form }: ApiRequest): Promise<ApiResult<T>> {
  let response: Response;
  try {
    const early = method === "GET" ? takeEarlyResponse(path) : undefined;
    response =
      (early && (await early)) ??
      (await fetch(path, {
        method,
        credentials: "same-origin",
        headers:
          json === undefined
            ? { Accept: "application/json" }
            : { Accept: "application/json", "Content-Type": "application/json" },
        body: json === undefined ? form : JSON.stringify(json),
      }));
  } catch (cause) {
    return reportFailure(path, { kind: "network", cause });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    return reportFailure(path, { kind: "http", status: response.status, body: readErrorBody(payload) });
  }
  // Not JSON at all: a proxy's page or a cut answer, never the server's serializer.
  if (payload === undefined) {
    return reportFailure(path, { kind: "unexpected-body", status: response.status, cause: "sin JSON" });
  }
  return { ok: true, data: payload as T };
}

/** The server's error body, or null for an answer that is not one (a proxy's page, an empty 502). */
export function readErrorBody(payload: unknown): ErrorBody | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { code, error, message } = payload as Record<string, unknown>;
  return typeof code === "string" && typeof error === "string" && typeof message === "string"
    ? (payload as ErrorBody)
    : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function reportFailure<T>(path: string, failure: ApiFailure): ApiResult<T> {
  // The spec logs every failed call to the console; the screens still get the failure to show their own text.
  console.warn(`La llamada a ${path} falló`, failure);
  return { ok: false, ...failure };
}

/** The server's Spanish text for a refused request (4xx), or undefined when only a generic message fits. */
export function readClientErrorText(failure: ApiFailure): string | undefined {
  if (failure.kind !== "http" || failure.status >= 500) return undefined;
  return failure.body?.error;
}
