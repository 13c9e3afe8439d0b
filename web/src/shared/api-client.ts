import { type ErrorBody, ErrorBodySchema } from "@shifu/contract/error-codes";
// Every schema the web app parses with goes through here: the contract's Spanish wording for zod's issues comes with it.
import "@shifu/contract/spanish-zod-errors";
import { takeEarlyResponse } from "./early-responses";

/** Why a call failed: the server answered with an error status, or no usable answer arrived at all. */
export type ApiFailure =
  | { kind: "http"; status: number; body: ErrorBody | null }
  | { kind: "network"; cause: unknown }
  | { kind: "unexpected-body"; status: number; cause: unknown };

/** The spec's calls hand failures back to the caller instead of throwing, so every screen decides what to show. */
export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiFailure);

/** Any contract schema; only its `safeParse` is needed, which keeps zod itself out of the web package's imports. */
type ResponseSchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown } };

type ApiRequest<T> = {
  method: "GET" | "POST" | "DELETE";
  /** Always a relative path: the session cookie is same-origin and the server refuses cross-site state changes. */
  path: `/${string}`;
  schema: ResponseSchema<T>;
  json?: unknown;
  form?: FormData;
};

/** Calls the API and returns a typed result; the browser's own timeout applies, as the spec sets none. */
export async function callApi<T>({ method, path, schema, json, form }: ApiRequest<T>): Promise<ApiResult<T>> {
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
    const body = ErrorBodySchema.safeParse(payload);
    return reportFailure(path, { kind: "http", status: response.status, body: body.success ? body.data : null });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    return reportFailure(path, { kind: "unexpected-body", status: response.status, cause: parsed.error });
  }
  return { ok: true, data: parsed.data };
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
