import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createGoogleServiceSpec } from "../test-support/family-service-specs";
import { drive } from ".";

describeOAuthService(
  createGoogleServiceSpec({ definition: drive, name: "Drive", apiScope: "https://www.googleapis.com/auth/drive" }),
);
