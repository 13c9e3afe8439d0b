import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { outlook } from ".";

describeOAuthService(
  createMicrosoftServiceSpec({ definition: outlook, name: "Outlook", graphScopes: "Mail.ReadWrite Mail.Send" }),
);
