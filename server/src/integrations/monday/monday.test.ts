import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import {
  connectThroughSandbox,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { monday } from ".";

const sandbox = useSandbox();

describe("Monday", () => {
  it("asks monday.com for its scopes without PKCE", () => {
    const { url } = startTestAuthorization(monday, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/auth.monday.com/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-monday",
      redirect_uri: TEST_REDIRECT_URI,
      scope: "me:read boards:read boards:write updates:read updates:write",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("connects through the sandbox and reads the account with a GraphQL query", async () => {
    const tokens = await connectThroughSandbox(monday, sandbox.modes);
    expect(tokens).toMatchObject({ refreshToken: null, expiresIn: null });
    const api = createProviderApi(sandbox.modes.monday.resolveUrl, tokens.accessToken);
    await expect(monday.fetchAccount(api, { accessToken: "unknown" })).resolves.toBe(demoAccounts.monday.email);
  });

  it("has its bad tokens refused as unauthorized", async () => {
    const api = createProviderApi(sandbox.modes.monday.resolveUrl, "unknown");
    await expect(monday.fetchAccount(api, { accessToken: "unknown" })).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    );
  });
});
