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
import { hubspot } from ".";
import { fetchHubSpotAccount } from "./client";

const sandbox = useSandbox();

describe("HubSpot", () => {
  it("asks for the contacts scopes, space-separated, without PKCE", () => {
    const { url } = startTestAuthorization(hubspot, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/app.hubspot.com/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-hubspot",
      redirect_uri: TEST_REDIRECT_URI,
      scope: "crm.objects.contacts.read crm.objects.contacts.write oauth",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox, reads the token's user, refreshes and revokes", async () => {
    const tokens = await connectThroughSandbox(hubspot, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 1800, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.hubspot.resolveUrl, tokens.accessToken);
    await expect(fetchHubSpotAccount(api, tokens.accessToken)).resolves.toBe(demoAccounts.hubspot.email);

    // HubSpot answers a refresh with the same refresh token.
    const refreshToken = requireRefreshToken(tokens);
    const refreshed = await refreshAccessToken(requireOAuth(hubspot), sandbox.modes.hubspot, refreshToken);
    expect(refreshed.refreshToken).toBe(refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.hubspot.resolveUrl, refreshed.accessToken);
    await expect(fetchHubSpotAccount(renewedApi, refreshed.accessToken)).resolves.toBe(demoAccounts.hubspot.email);

    await hubspot.revokeTokens?.(
      renewedApi,
      { accessToken: refreshed.accessToken, refreshToken },
      sandbox.modes.hubspot,
    );
    await expect(fetchHubSpotAccount(renewedApi, refreshed.accessToken)).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    );
  });
});
