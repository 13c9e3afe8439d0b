import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { asana } from ".";

describeOAuthService({
  definition: asana,
  name: "Asana",
  family: "asana",
  authorize: {
    test: "asks for the default scope with a PKCE challenge",
    path: "app.asana.com/-/oauth_authorize",
    scope: "default",
    pkce: true,
  },
  connect: {
    test: "connects through the sandbox, reads the account, refreshes and revokes with the app's credentials",
    expiresIn: 3600,
    account: demoAccounts.asana.email,
    refresh: "omit",
    revokes: true,
  },
});
