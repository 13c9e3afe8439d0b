import { createHubSpotOAuth } from "../families/hubspot";
import type { IntegrationDefinition } from "../types";
import { fetchHubSpotAccount, HUBSPOT_API_URL, revokeHubSpotTokens } from "./client";
import { hubspotNotifications } from "./notifications";
import { hubspotAddNote } from "./tools/add-note";
import { hubspotCreateContact } from "./tools/create-contact";
import { hubspotListOpenDeals } from "./tools/list-open-deals";
import { hubspotListRecentContacts } from "./tools/list-recent-contacts";
import { hubspotSearchContacts } from "./tools/search-contacts";

export const hubspot: IntegrationDefinition = {
  key: "hubspot",
  family: "hubspot",
  oauth: createHubSpotOAuth([
    "crm.objects.contacts.read",
    "crm.objects.contacts.write",
    "crm.objects.deals.read",
    // The tasks assigned to the person are found through their owner id.
    "crm.objects.owners.read",
    "oauth",
  ]),
  apiBaseUrl: HUBSPOT_API_URL,
  fetchAccount: (api, tokens) => fetchHubSpotAccount(api, tokens.accessToken),
  tools: [hubspotListRecentContacts, hubspotSearchContacts, hubspotListOpenDeals, hubspotCreateContact, hubspotAddNote],
  notifications: hubspotNotifications,
  revokeTokens: revokeHubSpotTokens,
};
