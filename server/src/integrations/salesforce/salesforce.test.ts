import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { salesforce } from ".";

describeOAuthService({
  definition: salesforce,
  name: "Salesforce",
  family: "salesforce",
  authorize: {
    test: "asks for API access with a refresh token and a PKCE challenge",
    path: "login.salesforce.com/services/oauth2/authorize",
    scope: "openid profile email refresh_token api",
    pkce: true,
  },
  connect: {
    test: "connects through the sandbox, reads the user, refreshes and revokes",
    // No expires_in in the answer: the default session timeout stands in for it.
    expiresIn: 7200,
    account: demoAccounts.salesforce.email,
    refresh: "omit",
    revokes: true,
  },
});
