import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { refreshAccessToken } from "../oauth-client";
import { createProviderApi } from "../provider-api";
import {
  connectThroughSandbox,
  requireOAuth,
  requireRefreshToken,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { jira } from ".";

const sandbox = useSandbox();

describe("Jira", () => {
  it("asks Atlassian for the Jira scopes, the API audience, a fresh consent and a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(jira, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/auth.atlassian.com/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-atlassian",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "read:jira-work write:jira-work read:jira-user offline_access read:me",
      audience: "api.atlassian.com",
      prompt: "consent",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
    });
  });

  it("exchanges the code with JSON, reads the account and rotates the refresh token", async () => {
    const tokens = await connectThroughSandbox(jira, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 3600, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.atlassian.resolveUrl, tokens.accessToken);
    await expect(jira.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.atlassian.email);

    const oauth = requireOAuth(jira);
    const refreshed = await refreshAccessToken(oauth, sandbox.modes.atlassian, requireRefreshToken(tokens));
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.atlassian.resolveUrl, refreshed.accessToken);
    await expect(jira.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.atlassian.email);
    await expect(refreshAccessToken(oauth, sandbox.modes.atlassian, requireRefreshToken(tokens))).rejects.toMatchObject(
      { name: "OAuthGrantError", oauthError: "invalid_grant" },
    );
  });
});
