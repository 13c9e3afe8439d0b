import { demoAccounts } from "@shifu/sandbox";
import { expect, it } from "vitest";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { connectThroughSandbox } from "../test-support/connect-through-sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { clickup } from ".";

describeOAuthService(
  {
    definition: clickup,
    name: "ClickUp",
    family: "clickup",
    authorize: {
      test: "sends the browser to ClickUp's authorize page without PKCE",
      path: "app.clickup.com/api",
      pkce: false,
    },
  },
  (sandbox) => {
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
  },
);
