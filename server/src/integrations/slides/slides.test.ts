import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { slides } from ".";

describeOAuthService(
  createGoogleServiceSpec({
    definition: slides,
    name: "Google Slides",
    apiScope: "https://www.googleapis.com/auth/presentations",
  }),
);
