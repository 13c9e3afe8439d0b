import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createLinkedInServiceSpec } from "../test-support/family-service-specs";
import { linkedin } from ".";

describeOAuthService(
  createLinkedInServiceSpec({ definition: linkedin, name: "LinkedIn", productScope: "w_member_social" }),
);
