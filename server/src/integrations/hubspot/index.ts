import { createHubSpotOAuth } from "../families/hubspot";
import type { IntegrationDefinition } from "../types";
import { fetchHubSpotAccount, HUBSPOT_API_URL, revokeHubSpotTokens } from "./client";

export const hubspot: IntegrationDefinition = {
  key: "hubspot",
  family: "hubspot",
  oauth: createHubSpotOAuth(["crm.objects.contacts.read", "crm.objects.contacts.write", "oauth"]),
  apiBaseUrl: HUBSPOT_API_URL,
  fetchAccount: (api, tokens) => fetchHubSpotAccount(api, tokens.accessToken),
  tools: [],
  revokeTokens: revokeHubSpotTokens,
};
