import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi } from "../provider-api";
import {
  connectThroughSandbox,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { instagram } from ".";

const sandbox = useSandbox();
const scopes = [
  "instagram_business_basic",
  "instagram_business_manage_messages",
  "instagram_business_manage_comments",
  "instagram_business_content_publish",
];

describe("Instagram", () => {
  it("asks Instagram Login for the business scopes, comma-separated, without PKCE", () => {
    const { url } = startTestAuthorization(instagram, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/www.instagram.com/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-instagram",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      scope: scopes.join(","),
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox, reads the granted permissions and the account's handle", async () => {
    const tokens = await connectThroughSandbox(instagram, sandbox.modes);
    // A short-lived token: an hour, though the answer does not say so, and no refresh token.
    expect(tokens).toMatchObject({ refreshToken: null, expiresIn: 3600, scopes });
    const api = createProviderApi(sandbox.modes.instagram.resolveUrl, tokens.accessToken);
    await expect(instagram.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.instagram.username);
  });
});
