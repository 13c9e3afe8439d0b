import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { jira } from ".";

describeOAuthService({
  definition: jira,
  name: "Jira",
  family: "atlassian",
  authorize: {
    test: "asks Atlassian for the Jira scopes, the API audience, a fresh consent and a PKCE challenge",
    path: "auth.atlassian.com/authorize",
    scope: "read:jira-work write:jira-work read:jira-user offline_access read:me",
    pkce: true,
    params: { audience: "api.atlassian.com", prompt: "consent" },
  },
  connect: {
    test: "exchanges the code with JSON, reads the account and rotates the refresh token",
    expiresIn: 3600,
    account: demoAccounts.atlassian.email,
    refresh: "rotate",
    revokes: false,
  },
});
