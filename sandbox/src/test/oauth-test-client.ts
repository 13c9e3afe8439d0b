import { createHash, randomBytes } from "node:crypto";
import type { ProviderFamilyId } from "@shifu/contract";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { SandboxApp } from "../build-sandbox-app";
import type { ProviderFamily } from "../providers/provider-family";
import { providers } from "../providers/providers";

export const REDIRECT_URI = "http://localhost:3000/api/integrations/callback";

export function findTestFamily(id: ProviderFamilyId): ProviderFamily {
  const family = providers.find((candidate) => candidate.id === id);
  if (!family) throw new Error(`no family ${id}`);
  return family;
}

export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function encodeBasic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

export function toForm(params: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(params).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}

export function authorizeUrl(family: ProviderFamilyId, params: Record<string, string>): string {
  const endpoint = findTestFamily(family).authorize;
  if (!endpoint) throw new Error(`${family} has no authorize endpoint`);
  return `/${endpoint.host}${endpoint.path}?${new URLSearchParams(params).toString()}`;
}

/** The standard query of an authorize request, to which each test adds or overrides. */
export function standardAuthorizeParams(
  family: ProviderFamilyId,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    client_id: `sandbox-${family}`,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    state: "estado-123",
    ...extra,
  };
}

export function readConsentId(html: string): string {
  const id = html.match(/name="consent_id" value="([^"]+)"/)?.[1];
  if (!id) throw new Error("no consent form in the page");
  return id;
}

/** Opens the consent page and presses Permitir or Cancelar; answers the URL the browser is sent back to. */
export async function answerConsent(
  app: SandboxApp,
  family: ProviderFamilyId,
  params: Record<string, string>,
  decision: "allow" | "deny" = "allow",
): Promise<URL> {
  const url = authorizeUrl(family, params);
  const page = await app.inject({ method: "GET", url });
  expect(page.statusCode, page.body).toBe(200);
  const answer = await app.inject({
    method: "POST",
    url: url.split("?")[0],
    ...toForm({ consent_id: readConsentId(page.body), decision }),
  });
  expect(answer.statusCode).toBe(302);
  return new URL(String(answer.headers.location));
}

export async function obtainCode(
  app: SandboxApp,
  family: ProviderFamilyId,
  params: Record<string, string>,
): Promise<string> {
  const location = await answerConsent(app, family, params);
  const code = location.searchParams.get("code");
  expect(location.searchParams.get("state")).toBe(params.state);
  if (!code) throw new Error(`no code in ${location.toString()}`);
  return code;
}

/** A token request in the family's first declared client authentication and, unless told, its first format. */
export function requestTokens(
  app: SandboxApp,
  family: ProviderFamilyId,
  params: Record<string, string>,
  format?: "form" | "json" | "query",
): Promise<LightMyRequestResponse> {
  const endpoint = findTestFamily(family).token;
  if (!endpoint) throw new Error(`${family} has no token endpoint`);
  const client = { id: `sandbox-${family}`, secret: `sandbox-${family}-secret` };
  const useBasic = endpoint.clientAuth[0] === "basic";
  const all = useBasic ? params : { ...params, client_id: client.id, client_secret: client.secret };
  const headers: Record<string, string> = useBasic ? { authorization: encodeBasic(client.id, client.secret) } : {};
  const url = `/${endpoint.host}${endpoint.path}`;
  const source = format ?? endpoint.paramsFrom[0];
  if (source === "query") {
    return app.inject({ method: endpoint.method, url: `${url}?${new URLSearchParams(all).toString()}`, headers });
  }
  if (source === "json") return app.inject({ method: endpoint.method, url, headers, payload: all });
  const form = toForm(all);
  return app.inject({ method: endpoint.method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

export function refreshTokens(
  app: SandboxApp,
  family: ProviderFamilyId,
  refreshToken: string,
): Promise<LightMyRequestResponse> {
  return requestTokens(app, family, { grant_type: "refresh_token", refresh_token: refreshToken });
}

/** A code issued against a fresh PKCE challenge, with the verifier that redeems it. */
export async function obtainPkceCode(
  app: SandboxApp,
  family: ProviderFamilyId,
  extra: Record<string, string>,
): Promise<{ code: string; verifier: string }> {
  const pkce = createPkcePair();
  const code = await obtainCode(
    app,
    family,
    standardAuthorizeParams(family, { ...extra, code_challenge: pkce.challenge, code_challenge_method: "S256" }),
  );
  return { code, verifier: pkce.verifier };
}

/** Consent with PKCE, then the code redeemed with its verifier; answers the token endpoint's JSON. */
export async function connectWithPkce(
  app: SandboxApp,
  family: ProviderFamilyId,
  extra: Record<string, string>,
  format?: "form" | "json",
) {
  const { code, verifier } = await obtainPkceCode(app, family, extra);
  const response = await requestTokens(
    app,
    family,
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
    format,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The family's identity call with the token sent the way its API takes it. */
export function callIdentity(
  app: SandboxApp,
  family: ProviderFamilyId,
  token: string,
): Promise<LightMyRequestResponse> {
  const route = findTestFamily(family).api[0];
  if (!route) throw new Error(`${family} has no API`);
  const path = route.path.replace(":token", encodeURIComponent(token));
  const headers: Record<string, string> = { "notion-version": "2022-06-28" };
  if (route.credential === "raw") headers.authorization = token;
  else if (route.credential !== "path") headers.authorization = `Bearer ${token}`;
  const body = route.host === "api.monday.com" ? { payload: { query: "{ me { id name email } }" } } : {};
  return app.inject({ method: route.method, url: `/${route.host}${path}`, headers, ...body });
}
