import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { discord } from ".";

describeOAuthService({
  definition: discord,
  name: "Discord",
  family: "discord",
  authorize: {
    test: "asks for the identity, e-mail and servers scopes without PKCE",
    path: "discord.com/oauth2/authorize",
    scope: "identify email guilds",
    pkce: false,
  },
  connect: {
    test: "connects through the sandbox, reads the account, rotates the refresh token and revokes",
    expiresIn: 604_800,
    account: demoAccounts.discord.email,
    refresh: "rotate",
    revokes: true,
  },
});
