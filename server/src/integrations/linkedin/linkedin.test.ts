import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { revokeLinkedInTokens } from "../families/linkedin";
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
import { linkedin } from ".";

const sandbox = useSandbox();

describe("LinkedIn", () => {
  it("asks LinkedIn for OpenID Connect and its own scope, without PKCE", () => {
    const { url } = startTestAuthorization(linkedin, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/www.linkedin.com/oauth/v2/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-linkedin",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "openid profile email w_member_social",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox, reads the member, refreshes and revokes with the app's credentials", async () => {
    const tokens = await connectThroughSandbox(linkedin, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 5_184_000, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.linkedin.resolveUrl, tokens.accessToken);
    await expect(linkedin.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.linkedin.email);

    // LinkedIn answers a refresh with the same refresh token.
    const refreshToken = requireRefreshToken(tokens);
    const refreshed = await refreshAccessToken(requireOAuth(linkedin), sandbox.modes.linkedin, refreshToken);
    expect(refreshed.refreshToken).toBe(refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.linkedin.resolveUrl, refreshed.accessToken);
    await expect(linkedin.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.linkedin.email);

    await revokeLinkedInTokens(renewedApi, { accessToken: refreshed.accessToken }, sandbox.modes.linkedin);
    await expect(linkedin.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
