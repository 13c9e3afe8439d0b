import { demoAccounts } from "@shifu/sandbox";
import { describeOAuthService } from "../test-support/describe-oauth-service";
import { notion } from ".";

describeOAuthService({
  definition: notion,
  name: "Notion",
  family: "notion",
  authorize: {
    test: "asks for a user-owned connection, without scopes or PKCE",
    path: "api.notion.com/v1/oauth/authorize",
    pkce: false,
    params: { owner: "user" },
    absent: ["scope"],
  },
  connect: {
    test: "exchanges the code with JSON and HTTP Basic, and reads the bot's owner",
    expiresIn: null,
    account: demoAccounts.notion.email,
    refresh: "none",
    revokes: false,
  },
});
