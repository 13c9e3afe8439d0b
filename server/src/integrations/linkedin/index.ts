import { createLinkedInOAuth, LINKEDIN_API_URL, revokeLinkedInTokens } from "../families/linkedin";
import type { IntegrationDefinition } from "../types";
import { fetchLinkedInAccount } from "./client";

export const linkedin: IntegrationDefinition = {
  key: "linkedin",
  family: "linkedin",
  oauth: createLinkedInOAuth(["w_member_social"]),
  apiBaseUrl: LINKEDIN_API_URL,
  fetchAccount: fetchLinkedInAccount,
  tools: [],
  revokeTokens: revokeLinkedInTokens,
};
