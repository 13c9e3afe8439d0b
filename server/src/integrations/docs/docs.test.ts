import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { docs } from ".";

describeOAuthService(
  createGoogleServiceSpec({
    definition: docs,
    name: "Google Docs",
    apiScope: "https://www.googleapis.com/auth/documents",
  }),
);
