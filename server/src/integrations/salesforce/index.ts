import { createSalesforceOAuth } from "../families/salesforce";
import type { IntegrationDefinition } from "../types";
import { fetchSalesforceAccount, revokeSalesforceTokens } from "./client";

export const salesforce: IntegrationDefinition = {
  key: "salesforce",
  family: "salesforce",
  oauth: createSalesforceOAuth(["api"]),
  // Data calls go to the org's own host (the token answer's instance_url) under this path.
  apiBaseUrl: "https://login.salesforce.com/services/data/v61.0",
  fetchAccount: fetchSalesforceAccount,
  tools: [],
  revokeTokens: revokeSalesforceTokens,
};
