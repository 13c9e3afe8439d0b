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
import { discord } from ".";
import { revokeDiscordTokens } from "./client";

const sandbox = useSandbox();

describe("Discord", () => {
  it("asks for the identity, e-mail and servers scopes without PKCE", () => {
    const { url } = startTestAuthorization(discord, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/discord.com/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-discord",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "identify email guilds",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox, reads the account, rotates the refresh token and revokes", async () => {
    const tokens = await connectThroughSandbox(discord, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 604_800, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.discord.resolveUrl, tokens.accessToken);
    await expect(discord.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.discord.email);

    const refreshed = await refreshAccessToken(
      requireOAuth(discord),
      sandbox.modes.discord,
      requireRefreshToken(tokens),
    );
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.discord.resolveUrl, refreshed.accessToken);
    await expect(discord.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.discord.email);

    const current = { accessToken: refreshed.accessToken, refreshToken: refreshed.refreshToken };
    await revokeDiscordTokens(renewedApi, current, sandbox.modes.discord);
    await expect(discord.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
