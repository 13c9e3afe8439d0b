import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { teams } from ".";

describeOAuthService(
  createMicrosoftServiceSpec({
    definition: teams,
    name: "Teams",
    graphScopes: "Chat.ReadWrite ChannelMessage.Send Team.ReadBasic.All",
  }),
);
