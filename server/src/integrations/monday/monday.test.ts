import { demoAccounts } from "@shifu/sandbox";
import { expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { connectThroughSandbox } from "../test-support/connect-through-sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { monday } from ".";

describeOAuthService(
  {
    definition: monday,
    name: "Monday",
    family: "monday",
    authorize: {
      test: "asks monday.com for its scopes without PKCE",
      path: "auth.monday.com/oauth2/authorize",
      scope: "me:read boards:read boards:write updates:read updates:write",
      pkce: false,
    },
  },
  (sandbox) => {
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
  },
);
