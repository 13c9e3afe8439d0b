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
import { onedrive } from ".";

const sandbox = useSandbox();

describe("OneDrive", () => {
  it("asks Microsoft for its scopes with offline access and a PKCE challenge", () => {
    const { url, pkce } = startTestAuthorization(onedrive, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${sandbox.url}/login.microsoftonline.com/common/oauth2/v2.0/authorize`,
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-microsoft",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      response_mode: "query",
      scope: "openid email offline_access User.Read Files.ReadWrite.All",
      code_challenge: pkce?.challenge,
      code_challenge_method: "S256",
    });
  });

  it("connects through the sandbox, reads the account and rotates the refresh token", async () => {
    const tokens = await connectThroughSandbox(onedrive, sandbox.modes);
    expect(tokens.expiresIn).toBe(3599);
    const api = createProviderApi(sandbox.modes.microsoft.resolveUrl, tokens.accessToken);
    await expect(onedrive.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.microsoft.email);

    const oauth = requireOAuth(onedrive);
    const refreshed = await refreshAccessToken(oauth, sandbox.modes.microsoft, requireRefreshToken(tokens));
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const renewedApi = createProviderApi(sandbox.modes.microsoft.resolveUrl, refreshed.accessToken);
    await expect(onedrive.fetchAccount(renewedApi, refreshed)).resolves.toBe(demoAccounts.microsoft.email);
    await expect(refreshAccessToken(oauth, sandbox.modes.microsoft, requireRefreshToken(tokens))).rejects.toMatchObject(
      { name: "OAuthGrantError", oauthError: "invalid_grant" },
    );
  });
});
