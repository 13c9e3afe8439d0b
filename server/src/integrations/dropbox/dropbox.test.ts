import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { dropbox } from ".";

describeOAuthService({
  definition: dropbox,
  name: "Dropbox",
  family: "dropbox",
  authorize: {
    test: "asks for offline access, its scopes and a PKCE challenge",
    path: "www.dropbox.com/oauth2/authorize",
    scope: "account_info.read files.metadata.read files.metadata.write files.content.read files.content.write",
    pkce: true,
    params: { token_access_type: "offline" },
  },
  connect: {
    test: "connects through the sandbox, reads the account, refreshes and revokes",
    expiresIn: 14_400,
    account: demoAccounts.dropbox.email,
    refresh: "omit",
    revokes: true,
  },
});
