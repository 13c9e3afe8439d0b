import type { FastifyRequest } from "fastify";
import { OAuthError } from "./oauth-error";

export type ParamSource = "form" | "json" | "query";
export type RequestParams = Record<string, string>;

function readStrings(value: unknown): RequestParams {
  if (typeof value !== "object" || value === null) return {};
  const strings: RequestParams = {};
  for (const [key, item] of Object.entries(value)) {
    // A repeated query parameter arrives as an array; OAuth forbids repeats, so the first one stands.
    const first = Array.isArray(item) ? item[0] : item;
    if (typeof first === "string") strings[key] = first;
  }
  return strings;
}

function readBodySource(request: FastifyRequest): ParamSource | null {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "application/json") return "json";
  return null;
}

/**
 * The parameters of a request from the places the real endpoint reads them. A body in any other format is refused
 * rather than read, so a connector that sends JSON where the provider wants a form fails here as it would there.
 */
export function readRequestParams(request: FastifyRequest, sources: readonly ParamSource[]): RequestParams {
  const hasBody = request.body !== undefined && request.body !== null;
  const bodySource = readBodySource(request);
  if (hasBody && (bodySource === null || !sources.includes(bodySource))) {
    throw new OAuthError("unsupported_content_type", `expected ${sources.join(" or ")}`);
  }
  return {
    ...(sources.includes("query") ? readStrings(request.query) : {}),
    ...(hasBody ? readStrings(request.body) : {}),
  };
}

export function readQueryParams(request: FastifyRequest): RequestParams {
  return readStrings(request.query);
}
