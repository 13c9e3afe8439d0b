import { demoAccounts } from "@shifu/sandbox";
import { describe, expect, it } from "vitest";
import { createProviderApi } from "../provider-api";
import {
  connectThroughSandbox,
  startTestAuthorization,
  TEST_REDIRECT_URI,
} from "../test-support/connect-through-sandbox";
import { useSandbox } from "../test-support/use-sandbox";
import { notion } from ".";

const sandbox = useSandbox();

describe("Notion", () => {
  it("asks for a user-owned connection, without scopes or PKCE", () => {
    const { url } = startTestAuthorization(notion, sandbox.modes);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/api.notion.com/v1/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "sandbox-notion",
      redirect_uri: TEST_REDIRECT_URI,
      response_type: "code",
      owner: "user",
    });
    expect(url.searchParams.has("code_challenge")).toBe(false);
  });

  it("exchanges the code with JSON and HTTP Basic, and reads the bot's owner", async () => {
    const tokens = await connectThroughSandbox(notion, sandbox.modes);
    expect(tokens).toMatchObject({ refreshToken: null, expiresIn: null });
    const api = createProviderApi(sandbox.modes.notion.resolveUrl, tokens.accessToken);
    await expect(notion.fetchAccount(api, tokens)).resolves.toBe(demoAccounts.notion.email);
  });
});
