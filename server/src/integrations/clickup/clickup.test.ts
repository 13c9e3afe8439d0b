import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import {
  connectThroughSandbox,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { clickup } from ".";

const sandbox = useSandbox();

describe("ClickUp", () => {
  it("sends the browser to ClickUp's authorize page without PKCE", () => {
    const { url } = startTestAuthorization(clickup, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/app.clickup.com/api`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-clickup",
      redirect_uri: TEST_REDIRECT_URI,
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("exchanges the code in the query string and reads the account with the bare token", async () => {
    const tokens = await connectThroughSandbox(clickup, sandbox.modes);
    expect(tokens).toMatchObject({ refreshToken: null, expiresIn: null });
    const api = createProviderApi(sandbox.modes.clickup.resolveUrl, tokens.accessToken);
    await expect(clickup.fetchAccount(api, { accessToken: "81234567_unknown" })).resolves.toBe(
      demoAccounts.clickup.email,
    );
  });

  it("has its bad tokens refused as unauthorized", async () => {
    const api = createProviderApi(sandbox.modes.clickup.resolveUrl, "81234567_unknown");
    await expect(clickup.fetchAccount(api, { accessToken: "81234567_unknown" })).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    );
  });
});
