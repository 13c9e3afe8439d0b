import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { exchangeAuthorizationCode, refreshAccessToken } from "../oauth-client";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import {
  connectThroughSandbox,
  requireOAuth,
  requireRefreshToken,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { slack } from ".";

const sandbox = useSandbox();
const account = demoAccounts.slack;

describe("Slack", () => {
  it("asks for a user token: its scopes in user_scope, comma-separated, and no scope param", () => {
    const { url } = startTestAuthorization(slack, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/slack.com/oauth/v2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-slack",
      redirect_uri: TEST_REDIRECT_URI,
      user_scope: "channels:history,channels:read,chat:write,im:history,users:read",
    });
    expect(url.searchParams.has("scope")).toBe(false);
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox, reads authed_user, names the account and rotates the refresh token", async () => {
    const tokens = await connectThroughSandbox(slack, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 43_200, refreshToken: expect.any(String) });
    expect(tokens.scopes).toEqual(["channels:history", "channels:read", "chat:write", "im:history", "users:read"]);
    const api = createProviderApi(sandbox.modes.slack.resolveUrl, tokens.accessToken);
    await expect(slack.fetchAccount(api, tokens)).resolves.toBe(`${account.handle} @ ${account.team.name}`);

    const refreshed = await refreshAccessToken(requireOAuth(slack), sandbox.modes.slack, requireRefreshToken(tokens));
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.slack.resolveUrl, refreshed.accessToken);
    await expect(slack.fetchAccount(renewedApi, refreshed)).resolves.toBe(`${account.handle} @ ${account.team.name}`);

    await slack.revokeTokens?.(
      renewedApi,
      {
        accessToken: refreshed.accessToken,
        refreshToken: refreshed.refreshToken,
      },
      sandbox.modes.slack,
    );
    await expect(slack.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });

  it("turns ok:false answers into the errors every other provider raises", async () => {
    const oauth = requireOAuth(slack);
    const badApi = createProviderApi(sandbox.modes.slack.resolveUrl, "xoxe.xoxp-1-unknown");
    await expect(slack.fetchAccount(badApi, { accessToken: "xoxe.xoxp-1-unknown" })).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    );
    await expect(
      exchangeAuthorizationCode(oauth, sandbox.modes.slack, { code: "unknown", redirectUri: TEST_REDIRECT_URI }),
    ).rejects.toMatchObject({ name: "OAuthGrantError", oauthError: "invalid_grant" });
    await expect(refreshAccessToken(oauth, sandbox.modes.slack, "xoxe-1-unknown")).rejects.toMatchObject({
      name: "OAuthGrantError",
      oauthError: "invalid_grant",
    });
  });
});
