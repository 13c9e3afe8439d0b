import { describeOAuthService } from "../test-support/describe-oauth-service";
import { createLinkedInServiceSpec } from "../test-support/family-service-specs";
import { linkedinSales } from ".";

describeOAuthService(
  createLinkedInServiceSpec({
    definition: linkedinSales,
    name: "LinkedIn Sales",
    productScope: "r_sales_nav_analytics",
  }),
);
