import { type ProviderFamilyId, providerFamilyIds } from "@shifu/contract";
import type { InjectOptions } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { demoAccounts } from "../demo-accounts";
import {
  callIdentity,
  createPkcePair,
  encodeBasic,
  obtainCode,
  REDIRECT_URI,
  refreshTokens,
  requestTokens,
  standardAuthorizeParams,
  toForm,
} from "../test/oauth-test-client";
import type { ProviderFamily } from "./provider-family";
import { providers } from "./providers";

type Tokens = { accessToken: string; refreshToken?: string };

const oauthFamilies = providers.filter((family) => family.authorize && family.token);

function readTokens(family: ProviderFamilyId, body: Record<string, unknown>): Tokens {
  const source = (family === "slack" ? body.authed_user : body) as Record<string, string | undefined>;
  const { access_token: accessToken, refresh_token: refreshToken } = source;
  if (!accessToken) throw new Error(`no access token in ${JSON.stringify(body)}`);
  return { accessToken, ...(refreshToken ? { refreshToken } : {}) };
}

/** An authorize query that asks for everything the family can give, offline access included. */
function buildAuthorizeParams(family: ProviderFamily, challenge: string): Record<string, string> {
  const endpoint = family.authorize;
  if (!endpoint) throw new Error("no authorize endpoint");
  return standardAuthorizeParams(family.id, {
    ...endpoint.requiredParams,
    ...(endpoint.scopeParam ? { [endpoint.scopeParam]: "email offline_access" } : {}),
    ...(endpoint.pkce ? { code_challenge: challenge, code_challenge_method: "S256" } : {}),
    access_type: "offline",
    token_access_type: "offline",
  });
}

async function connect(app: SandboxApp, family: ProviderFamily): Promise<Tokens> {
  const pkce = createPkcePair();
  const code = await obtainCode(app, family.id, buildAuthorizeParams(family, pkce.challenge));
  const response = await requestTokens(app, family.id, {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    ...(family.authorize?.pkce ? { code_verifier: pkce.verifier } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return readTokens(family.id, response.json());
}

/** How each family's revocation endpoint is called, as its documentation shows. */
const revocations: Partial<Record<ProviderFamilyId, (tokens: Tokens) => InjectOptions>> = {
  google: (tokens) => ({
    method: "POST",
    url: "/oauth2.googleapis.com/revoke",
    ...toForm({ token: tokens.accessToken }),
  }),
  slack: (tokens) => ({
    method: "GET",
    url: "/slack.com/api/auth.revoke",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  }),
  dropbox: (tokens) => ({
    method: "POST",
    url: "/api.dropboxapi.com/2/auth/token/revoke",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  }),
  hubspot: (tokens) => ({ method: "DELETE", url: `/api.hubapi.com/oauth/v1/refresh-tokens/${tokens.refreshToken}` }),
  asana: (tokens) => ({
    method: "POST",
    url: "/app.asana.com/-/oauth_revoke",
    ...toForm({ client_id: "sandbox-asana", client_secret: "sandbox-asana-secret", token: tokens.refreshToken ?? "" }),
  }),
  discord: (tokens) => {
    const form = toForm({ token: tokens.accessToken, token_type_hint: "access_token" });
    return {
      method: "POST",
      url: "/discord.com/api/oauth2/token/revoke",
      payload: form.payload,
      headers: { ...form.headers, authorization: encodeBasic("sandbox-discord", "sandbox-discord-secret") },
    };
  },
  meta: (tokens) => ({
    method: "DELETE",
    url: "/graph.facebook.com/v19.0/me/permissions",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  }),
  linkedin: (tokens) => ({
    method: "POST",
    url: "/www.linkedin.com/oauth/v2/revoke",
    ...toForm({ client_id: "sandbox-linkedin", client_secret: "sandbox-linkedin-secret", token: tokens.accessToken }),
  }),
  salesforce: (tokens) => ({
    method: "POST",
    url: "/login.salesforce.com/services/oauth2/revoke",
    ...toForm({ token: tokens.refreshToken ?? tokens.accessToken }),
  }),
};

async function expectRefused(app: SandboxApp, family: ProviderFamily, token: string): Promise<void> {
  const identity = await callIdentity(app, family.id, token);
  const expected = family.rejectAccessToken();
  expect(identity.statusCode).toBe(expected.status);
  expect(Object.keys(identity.json())).toEqual(Object.keys(expected.body as object));
  if (family.id === "slack") expect(identity.json()).toEqual({ ok: false, error: "invalid_auth" });
}

describe("the provider table", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("has one family for each of docs/integrations/providers.md", () => {
    expect(providers.map((family) => family.id)).toEqual([...providerFamilyIds]);
  });

  it("gives every family a demo account with a Spanish name and an ejemplo.com address", () => {
    for (const id of providerFamilyIds) {
      expect(demoAccounts[id].email).toMatch(/@ejemplo\.com$/);
      expect(demoAccounts[id].displayName).toBe(`${demoAccounts[id].givenName} ${demoAccounts[id].familyName}`);
    }
  });

  it.each(oauthFamilies.map((family) => [family.id, family] as const))(
    "%s: authorize, Permitir, token, identity",
    async (id, family) => {
      const tokens = await connect(app, family);
      const identity = await callIdentity(app, id, tokens.accessToken);
      expect(identity.statusCode, identity.body).toBe(200);
      const account = demoAccounts[id] as Record<string, unknown>;
      const known = Object.values(account).filter((value): value is string => typeof value === "string");
      expect(known.some((value) => identity.body.includes(JSON.stringify(value)))).toBe(true);
      if (family.token?.refresh === null) expect(tokens.refreshToken).toBeUndefined();
      else expect(tokens.refreshToken).toEqual(expect.any(String));
    },
  );

  it.each(oauthFamilies.filter((family) => family.token?.refresh).map((family) => [family.id, family] as const))(
    "%s: refresh follows the provider's rotation",
    async (id, family) => {
      const tokens = await connect(app, family);
      if (!tokens.refreshToken) throw new Error("no refresh token");
      const response = await refreshTokens(app, id, tokens.refreshToken);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.access_token).not.toBe(tokens.accessToken);
      expect((await callIdentity(app, id, body.access_token)).statusCode).toBe(200);
      const onRefresh = family.token?.refresh?.onRefresh;
      if (onRefresh === "omit") expect(body.refresh_token).toBeUndefined();
      if (onRefresh === "same") expect(body.refresh_token).toBe(tokens.refreshToken);
      if (onRefresh === "rotate") {
        expect(body.refresh_token).toEqual(expect.any(String));
        expect(body.refresh_token).not.toBe(tokens.refreshToken);
        const replay = await refreshTokens(app, id, tokens.refreshToken);
        expect(id === "slack" ? replay.json().ok : replay.json().error).toBe(id === "slack" ? false : "invalid_grant");
      }
    },
  );

  it.each(Object.entries(revocations) as [ProviderFamilyId, (tokens: Tokens) => InjectOptions][])(
    "%s: after revocation, identity is refused and refresh is invalid_grant",
    async (id, buildRequest) => {
      const family = oauthFamilies.find((candidate) => candidate.id === id);
      if (!family) throw new Error(`no family ${id}`);
      const tokens = await connect(app, family);
      const revoked = await app.inject(buildRequest(tokens));
      expect(revoked.statusCode, revoked.body).toBeLessThan(300);
      expect(revoked.statusCode).toBeGreaterThanOrEqual(200);
      await expectRefused(app, family, tokens.accessToken);
      if (tokens.refreshToken) {
        const response = await refreshTokens(app, id, tokens.refreshToken);
        if (id === "slack") expect(response.json()).toEqual({ ok: false, error: "invalid_refresh_token" });
        else expect(response.json().error).toBe("invalid_grant");
      }
    },
  );

  it.each(providers.map((family) => [family.id, family] as const))(
    "%s: the API refuses an unknown token in the provider's own words",
    async (_id, family) => {
      await expectRefused(app, family, "token-que-no-existe");
    },
  );

  it("does not let one provider's token open another's API", async () => {
    const google = oauthFamilies.find((family) => family.id === "google");
    if (!google) throw new Error("no google");
    const tokens = await connect(app, google);
    const me = await app.inject({
      method: "GET",
      url: "/graph.microsoft.com/v1.0/me",
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it("knows WhatsApp's pasted system user token from start-up, and again after a reset", async () => {
    const token = demoAccounts.whatsapp.systemUserToken;
    const me = await callIdentity(app, "whatsapp", token);
    expect(me.json()).toEqual({ id: demoAccounts.whatsapp.id, name: "Shifu WhatsApp" });
    await app.inject({ method: "POST", url: "/__sandbox/revoke-all", payload: { family: "whatsapp" } });
    expect((await callIdentity(app, "whatsapp", token)).statusCode).toBe(401);
    await app.inject({ method: "POST", url: "/__sandbox/reset" });
    expect((await callIdentity(app, "whatsapp", token)).statusCode).toBe(200);
  });

  it("answers Facebook's /me with the fields asked for, the address only with the email permission", async () => {
    const meta = oauthFamilies.find((family) => family.id === "meta");
    if (!meta) throw new Error("no meta");
    const tokens = await connect(app, meta);
    const me = await app.inject({
      method: "GET",
      url: `/graph.facebook.com/v19.0/me?fields=id,name,email&access_token=${tokens.accessToken}`,
    });
    expect(me.json()).toEqual({ id: demoAccounts.meta.id, name: "Ana García", email: "ana.garcia@ejemplo.com" });
  });

  it("answers HubSpot's token info with the seconds left", async () => {
    const hubspot = oauthFamilies.find((family) => family.id === "hubspot");
    if (!hubspot) throw new Error("no hubspot");
    const tokens = await connect(app, hubspot);
    const info = await callIdentity(app, "hubspot", tokens.accessToken);
    expect(info.json()).toMatchObject({
      token: tokens.accessToken,
      user: "ana.garcia@ejemplo.com",
      hub_id: demoAccounts.hubspot.hubId,
      token_type: "access",
      scopes: ["email", "offline_access"],
    });
    expect(info.json().expires_in).toBeGreaterThan(1790);
  });
});
