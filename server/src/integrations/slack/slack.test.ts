import { demoAccounts } from "@shifu/sandbox";
import { expect, it } from "vitest";
import { exchangeAuthorizationCode, refreshAccessToken } from "../oauth-client";
import { createProviderApi, ProviderUnauthorizedError } from "../provider-api";
import { requireOAuth, TEST_REDIRECT_URI } from "../test-support/connect-through-sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { slack } from ".";

const account = demoAccounts.slack;

describeOAuthService(
  {
    definition: slack,
    name: "Slack",
    family: "slack",
    authorize: {
      test: "asks for a user token: its scopes in user_scope, comma-separated, and no scope param",
      path: "slack.com/oauth/v2/authorize",
      pkce: false,
      params: { user_scope: "channels:history,channels:read,chat:write,im:history,users:read" },
      absent: ["scope"],
    },
    connect: {
      test: "connects through the sandbox, reads authed_user, names the account and rotates the refresh token",
      expiresIn: 43_200,
      scopes: ["channels:history", "channels:read", "chat:write", "im:history", "users:read"],
      account: `${account.handle} @ ${account.team.name}`,
      refresh: "rotate",
      revokes: true,
    },
  },
  (sandbox) => {
    it("turns ok:false answers into the errors every other provider raises", async () => {
      const oauth = requireOAuth(slack);
      const badApi = createProviderApi(sandbox.modes.slack.resolveUrl, "xoxe.xoxp-1-unknown");
      await expect(slack.fetchAccount(badApi, { accessToken: "xoxe.xoxp-1-unknown" })).rejects.toBeInstanceOf(
        ProviderUnauthorizedError,
      );
      await expect(
        exchangeAuthorizationCode(oauth, sandbox.modes.slack, { code: "unknown", redirectUri: TEST_REDIRECT_URI }),
      ).rejects.toMatchObject({ name: "OAuthGrantError", oauthError: "invalid_grant" });
      await expect(refreshAccessToken(oauth, sandbox.modes.slack, "xoxe-1-unknown")).rejects.toMatchObject({
        name: "OAuthGrantError",
        oauthError: "invalid_grant",
      });
    });
  },
);
