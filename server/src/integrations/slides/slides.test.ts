import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { refreshAccessToken } from "../oauth-client";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import {
  connectThroughSandbox,
  requireOAuth,
  requireRefreshToken,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { slides } from ".";

const sandbox = useSandbox();

describe("Google Slides", () => {
  it("asks Google for its scope, offline access, a fresh consent and a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(slides, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/accounts.google.com/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-google",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "openid email profile https://www.googleapis.com/auth/presentations",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
    });
  });

  it("connects through the sandbox, reads the account, refreshes and revokes", async () => {
    const tokens = await connectThroughSandbox(slides, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 3599, refreshToken: expect.any(String) });
    expect(tokens.scopes).toContain("https://www.googleapis.com/auth/presentations");
    const api = createProviderApi(sandbox.modes.google.resolveUrl, tokens.accessToken);
    await expect(slides.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.google.email);

    // Google keeps the refresh token: a refresh answers none.
    const refreshed = await refreshAccessToken(requireOAuth(slides), sandbox.modes.google, requireRefreshToken(tokens));
    expect(refreshed).toMatchObject({ refreshToken: null, expiresIn: 3599 });
    const renewedApi = createProviderApi(sandbox.modes.google.resolveUrl, refreshed.accessToken);
    await expect(slides.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.google.email);

    await slides.revokeTokens?.(
      renewedApi,
      { accessToken: refreshed.accessToken, refreshToken: tokens.refreshToken },
      sandbox.modes.google,
    );
    await expect(slides.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
