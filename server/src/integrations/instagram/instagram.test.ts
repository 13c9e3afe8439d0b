import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { instagram } from ".";

const scopes = [
  "instagram_business_basic",
  "instagram_business_manage_messages",
  "instagram_business_manage_comments",
  "instagram_business_content_publish",
];

describeOAuthService({
  definition: instagram,
  name: "Instagram",
  family: "instagram",
  authorize: {
    test: "asks Instagram Login for the business scopes, comma-separated, without PKCE",
    path: "www.instagram.com/oauth/authorize",
    scope: scopes.join(","),
    pkce: false,
  },
  connect: {
    test: "connects through the sandbox, reads the granted permissions and the account's handle",
    // A short-lived token: an hour, though the answer does not say so, and no refresh token.
    expiresIn: 3600,
    scopes,
    account: demoAccounts.instagram.username,
    refresh: "none",
    revokes: false,
  },
});
