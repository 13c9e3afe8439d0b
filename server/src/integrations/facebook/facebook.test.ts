import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { facebook } from ".";

describeOAuthService({
  definition: facebook,
  name: "Facebook",
  family: "meta",
  authorize: {
    test: "asks Facebook Login for its permissions, comma-separated, without PKCE",
    path: "www.facebook.com/v19.0/dialog/oauth",
    scope: "public_profile,email,pages_show_list,pages_read_engagement,pages_manage_posts",
    pkce: false,
  },
  connect: {
    test: "exchanges the code with a GET, reads the account and revokes the app's permissions",
    expiresIn: 5_183_944,
    account: demoAccounts.meta.email,
    refresh: "none",
    revokes: true,
  },
});
