import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createMicrosoftServiceSpec } from "../test-support/family-service-specs";
import { onedrive } from ".";

describeOAuthService(
  createMicrosoftServiceSpec({ definition: onedrive, name: "OneDrive", graphScopes: "Files.ReadWrite.All" }),
);
