import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { sheets } from ".";

describeOAuthService(
  createGoogleServiceSpec({
    definition: sheets,
    name: "Google Sheets",
    apiScope: "https://www.googleapis.com/auth/spreadsheets",
  }),
);
