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
import { salesforce } from ".";

const sandbox = useSandbox();

describe("Salesforce", () => {
  it("asks for API access with a refresh token and a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(salesforce, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/login.salesforce.com/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-salesforce",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "openid profile email refresh_token api",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
    });
  });

  it("connects through the sandbox, reads the user, refreshes and revokes", async () => {
    const tokens = await connectThroughSandbox(salesforce, sandbox.modes);
    // No expires_in in the answer: the default session timeout stands in for it.
    expect(tokens).toMatchObject({ expiresIn: 7200, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.salesforce.resolveUrl, tokens.accessToken);
    await expect(salesforce.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.salesforce.email);

    const refreshToken = requireRefreshToken(tokens);
    const refreshed = await refreshAccessToken(requireOAuth(salesforce), sandbox.modes.salesforce, refreshToken);
    expect(refreshed.refreshToken).toBeNull();
    const renewedApi = createProviderApi(sandbox.modes.salesforce.resolveUrl, refreshed.accessToken);
    await expect(salesforce.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.salesforce.email);

    await salesforce.revokeTokens?.(
      renewedApi,
      { accessToken: refreshed.accessToken, refreshToken },
      sandbox.modes.salesforce,
    );
    await expect(salesforce.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
