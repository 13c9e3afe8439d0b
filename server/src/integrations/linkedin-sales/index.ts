import { createLinkedInOAuth, LINKEDIN_API_URL, revokeLinkedInTokens } from "../families/linkedin";
import type { IntegrationDefinition } from "../types";
import { fetchLinkedInSalesAccount } from "./client";

export const linkedinSales: IntegrationDefinition = {
  key: "linkedin_sales",
  family: "linkedin",
  // Sales Navigator's scopes are granted only to apps in LinkedIn's SNAP partner programme.
  oauth: createLinkedInOAuth(["r_sales_nav_analytics"]),
  apiBaseUrl: LINKEDIN_API_URL,
  fetchAccount: fetchLinkedInSalesAccount,
  tools: [],
  revokeTokens: revokeLinkedInTokens,
};
