import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import {
  connectThroughSandbox,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { facebook } from ".";

const sandbox = useSandbox();

describe("Facebook", () => {
  it("asks Facebook Login for its permissions, comma-separated, without PKCE", () => {
    const { url } = startTestAuthorization(facebook, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/www.facebook.com/v19.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-meta",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: "public_profile,email,pages_show_list,pages_read_engagement,pages_manage_posts",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("exchanges the code with a GET, reads the account and revokes the app's permissions", async () => {
    const tokens = await connectThroughSandbox(facebook, sandbox.modes);
    expect(tokens).toMatchObject({ refreshToken: null, expiresIn: 5_183_944 });
    const api = createProviderApi(sandbox.modes.meta.resolveUrl, tokens.accessToken);
    await expect(facebook.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.meta.email);

    await facebook.revokeTokens?.(api, { accessToken: tokens.accessToken, refreshToken: null }, sandbox.modes.meta);
    await expect(facebook.fetchAccount(api, tokens)).rejects.toBeInstanceOf(ProviderUnauthorizedError);
  });
});
