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
import { asana } from ".";
import { revokeAsanaTokens } from "./client";

const sandbox = useSandbox();

describe("Asana", () => {
  it("asks for the default scope with a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(asana, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/app.asana.com/-/oauth_authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-asana",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "default",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
    });
  });

  it("connects through the sandbox, reads the account, refreshes and revokes with the app's credentials", async () => {
    const tokens = await connectThroughSandbox(asana, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 3600, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.asana.resolveUrl, tokens.accessToken);
    await expect(asana.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.asana.email);

    // Asana keeps the refresh token and answers none on refresh.
    const refreshToken = requireRefreshToken(tokens);
    const refreshed = await refreshAccessToken(requireOAuth(asana), sandbox.modes.asana, refreshToken);
    expect(refreshed).toMatchObject({ refreshToken: null, expiresIn: 3600 });
    const renewedApi = createProviderApi(sandbox.modes.asana.resolveUrl, refreshed.accessToken);
    await expect(asana.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.asana.email);

    await revokeAsanaTokens(renewedApi, { accessToken: refreshed.accessToken, refreshToken }, sandbox.modes.asana);
    await expect(asana.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
