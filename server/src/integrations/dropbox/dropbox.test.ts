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
import { dropbox } from ".";

const sandbox = useSandbox();

describe("Dropbox", () => {
  it("asks for offline access, its scopes and a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(dropbox, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/www.dropbox.com/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-dropbox",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      token_access_type: "offline",
      scope: "account_info.read files.metadata.read files.metadata.write files.content.read files.content.write",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
    });
  });

  it("connects through the sandbox, reads the account, refreshes and revokes", async () => {
    const tokens = await connectThroughSandbox(dropbox, sandbox.modes);
    expect(tokens).toMatchObject({ expiresIn: 14_400, refreshToken: expect.any(String) });
    const api = createProviderApi(sandbox.modes.dropbox.resolveUrl, tokens.accessToken);
    await expect(dropbox.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.dropbox.email);

    // Dropbox keeps the refresh token and answers none on refresh.
    const refreshed = await refreshAccessToken(
      requireOAuth(dropbox),
      sandbox.modes.dropbox,
      requireRefreshToken(tokens),
    );
    expect(refreshed).toMatchObject({ refreshToken: null, expiresIn: 14_400 });
    const renewedApi = createProviderApi(sandbox.modes.dropbox.resolveUrl, refreshed.accessToken);
    await expect(dropbox.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.dropbox.email);

    await dropbox.revokeTokens?.(
      renewedApi,
      { accessToken: refreshed.accessToken, refreshToken: tokens.refreshToken },
      sandbox.modes.dropbox,
    );
    await expect(dropbox.fetchAccount(renewedApi, refreshed)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
