import type { ProviderFamilyId } from "@shifu/contract";
import type { FastifyRequest } from "fastify";
import { OAuthError } from "./oauth-error";
import type { RequestParams } from "./request-params";

export type ClientCredentials = { id: string; secret: string };

/** The sandbox knows one client per family, named after it, so no set-up is needed to run Shifu offline. */
export function getSandboxClient(family: ProviderFamilyId): ClientCredentials {
  return { id: `sandbox-${family}`, secret: `sandbox-${family}-secret` };
}

function decodeFormComponent(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll("+", " "));
  } catch {
    return value;
  }
}

/** RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined and base64-encoded. */
function readBasicCredentials(request: FastifyRequest): Partial<ClientCredentials> {
  const header = request.headers.authorization;
  const match = header?.match(/^Basic\s+(\S+)$/i);
  if (!match?.[1]) return {};
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return {};
  return { id: decodeFormComponent(decoded.slice(0, colon)), secret: decodeFormComponent(decoded.slice(colon + 1)) };
}

/** Checks the client the way the provider accepts it: in the body, with HTTP Basic, or either. */
export function authenticateClient(
  family: ProviderFamilyId,
  request: FastifyRequest,
  params: RequestParams,
  accepted: readonly ("body" | "basic")[],
): ClientCredentials {
  const basic = accepted.includes("basic") ? readBasicCredentials(request) : {};
  const body = accepted.includes("body") ? { id: params.client_id, secret: params.client_secret } : {};
  const id = basic.id ?? body.id;
  const secret = basic.secret ?? body.secret;
  const expected = getSandboxClient(family);
  if (id !== expected.id) throw new OAuthError("unknown_client", id ? `unknown client_id ${id}` : "no client_id");
  if (secret !== expected.secret) throw new OAuthError("bad_client_secret");
  return expected;
}
