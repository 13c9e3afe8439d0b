import type { ProviderFamilyId } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { refreshAccessToken } from "../oauth-client";
import { createProviderApi, type ProviderApi, ProviderUnauthorizedError } from "../provider-api";
import type { ProviderMode } from "../provider-modes";
import type { IntegrationDefinition } from "../types";
import {
  connectThroughSandbox,
  requireOAuth,
  requireRefreshToken,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "./connect-through-sandbox";
import { type TestSandbox, useSandbox } from "./use-sandbox";

/**
 * What a refresh answers, in the words of the sandbox's refresh policy: `omit`, no refresh token (the old one stays
 * good); `same`, the old one again; `rotate`, a new one that replaces it. `none`: the provider issues no refresh token.
 */
export type RefreshBehaviour = "omit" | "same" | "rotate" | "none";

export type AuthorizeExpectation = {
  test: string;
  /** The provider's host and documented path, which the sandbox serves below its own address. */
  path: string;
  scope?: string;
  pkce: boolean;
  /** The provider's further parameters: offline access, an audience, a user-owned connection… */
  params?: Readonly<Record<string, string>>;
  /** Parameters that must not be sent; code_challenge is one whenever pkce is off. */
  absent?: readonly string[];
};

export type ConnectionExpectation = {
  test: string;
  expiresIn: number | null;
  /** What the granted scopes must equal, for the providers whose answer names them. */
  scopes?: readonly string[];
  /** The demo account as the service's fetchAccount names it. */
  account: string;
  refresh: RefreshBehaviour;
  revokes: boolean;
};

export type OAuthServiceSpec = {
  definition: IntegrationDefinition;
  /** The describe block's title. */
  name: string;
  /** The family whose sandbox client the service must use, stated apart from the definition so a wrong one fails. */
  family: ProviderFamilyId;
  authorize: AuthorizeExpectation;
  /** Left out where the file tests the connection its own way (ClickUp and Monday read with a token of their own). */
  connect?: ConnectionExpectation;
};

type HeldTokens = { api: ProviderApi; accessToken: string; refreshToken: string | null };

type RefreshExpectation = Pick<ConnectionExpectation, "expiresIn" | "account"> & {
  refreshToken: string;
  refresh: Exclude<RefreshBehaviour, "none">;
};

/**
 * Registers what every OAuth service is tested for, in a describe block of its own with its own sandbox: the
 * authorize URL Shifu sends the browser to, and a whole connection (code exchange, account, refresh, revocation) as
 * far as the provider goes. `describeOwnTests` adds the provider's particular tests to the same block and sandbox.
 */
export function describeOAuthService(spec: OAuthServiceSpec, describeOwnTests?: (sandbox: TestSandbox) => void): void {
  describe(spec.name, () => {
    const sandbox = useSandbox();
    registerAuthorizeTest(spec, sandbox);
    if (spec.connect) registerConnectionTest(spec.definition, spec.family, spec.connect, sandbox);
    describeOwnTests?.(sandbox);
  });
}

function registerAuthorizeTest({ definition, family, authorize }: OAuthServiceSpec, sandbox: TestSandbox): void {
  it(authorize.test, () => {
    const { url, pkce } = startTestAuthorization(definition, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/${authorize.path}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: `sandbox-${family}`,
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      ...(authorize.scope === undefined ? {} : { scope: authorize.scope }),
      ...(authorize.pkce ? { code_challenge: pkce?.challenge, code_challenge_method: "S256" } : {}),
      ...authorize.params,
    });
    const absent = [...(authorize.absent ?? []), ...(authorize.pkce ? [] : ["code_challenge"])];
    for (const name of absent) expect(url.searchParams.has(name), name).toBe(false);
  });
}

function registerConnectionTest(
  definition: IntegrationDefinition,
  family: ProviderFamilyId,
  connect: ConnectionExpectation,
  sandbox: TestSandbox,
): void {
  it(connect.test, async () => {
    const mode = sandbox.modes[family];
    const tokens = await connectThroughSandbox(definition, sandbox.modes);
    expect(tokens).toMatchObject({
      expiresIn: connect.expiresIn,
      refreshToken: connect.refresh === "none" ? null : expect.any(String),
    });
    if (connect.scopes) expect(tokens.scopes).toEqual(connect.scopes);
    const api = createProviderApi(mode.resolveUrl, tokens.accessToken);
    await expect(definition.fetchAccount(api, tokens)).resolves.toBe(connect.account);

    const held =
      connect.refresh === "none"
        ? { api, accessToken: tokens.accessToken, refreshToken: null }
        : await refreshThroughSandbox(definition, mode, {
            refreshToken: requireRefreshToken(tokens),
            refresh: connect.refresh,
            expiresIn: connect.expiresIn,
            account: connect.account,
          });
    if (connect.revokes) await revokeThroughSandbox(definition, mode, held);
  });
}

/** Refreshes as the provider does (see RefreshBehaviour) and answers the tokens Shifu would then hold. */
async function refreshThroughSandbox(
  definition: IntegrationDefinition,
  mode: ProviderMode,
  { refreshToken, refresh, expiresIn, account }: RefreshExpectation,
): Promise<HeldTokens> {
  const oauth = requireOAuth(definition);
  const refreshed = await refreshAccessToken(oauth, mode, refreshToken);
  const answered = { omit: null, same: refreshToken, rotate: expect.any(String) }[refresh];
  expect(refreshed).toMatchObject({ expiresIn, refreshToken: answered });
  if (refresh === "rotate") expect(refreshed.refreshToken).not.toBe(refreshToken);
  const api = createProviderApi(mode.resolveUrl, refreshed.accessToken);
  await expect(definition.fetchAccount(api, refreshed)).resolves.toBe(account);
  if (refresh === "rotate") {
    await expect(refreshAccessToken(oauth, mode, refreshToken)).rejects.toMatchObject({
      name: "OAuthGrantError",
      oauthError: "invalid_grant",
    });
  }
  return { api, accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken ?? refreshToken };
}

async function revokeThroughSandbox(
  definition: IntegrationDefinition,
  mode: ProviderMode,
  held: HeldTokens,
): Promise<void> {
  if (!definition.revokeTokens) throw new Error(`${definition.key} has no way to revoke its tokens`);
  await definition.revokeTokens(held.api, { accessToken: held.accessToken, refreshToken: held.refreshToken }, mode);
  await expect(definition.fetchAccount(held.api, held)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
}
