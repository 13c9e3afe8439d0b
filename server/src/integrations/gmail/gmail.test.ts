import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { gmail } from ".";

describeOAuthService(
  createGoogleServiceSpec({
    definition: gmail,
    name: "Gmail",
    apiScope: "https://www.googleapis.com/auth/gmail.modify",
  }),
);
