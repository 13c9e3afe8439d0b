import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { hubspot } from ".";

describeOAuthService({
  definition: hubspot,
  name: "HubSpot",
  family: "hubspot",
  authorize: {
    test: "asks for the contacts scopes, space-separated, without PKCE",
    path: "app.hubspot.com/oauth/authorize",
    scope: "crm.objects.contacts.read crm.objects.contacts.write oauth",
    pkce: false,
  },
  connect: {
    // HubSpot's fetchAccount puts the access token in the path of its token info call, so this covers that call too.
    test: "connects through the sandbox, reads the token's user, refreshes and revokes",
    expiresIn: 1800,
    account: demoAccounts.hubspot.email,
    refresh: "same",
    revokes: true,
  },
});
