import type { ProviderApi } from "../provider-api";

export const HUBSPOT_API_URL = "https://api.hubapi.com";

/** A CRM object as the v3 API sends it: every property a string or null. */
export type HubSpotObject = {
  id: string;
  properties: Record<string, string | null | undefined>;
  createdAt: string;
  updatedAt: string;
};

type HubSpotSearchAnswer = { total: number; results: HubSpotObject[]; paging?: { next?: { after: string } } };

export type HubSpotFilter = { propertyName: string; operator: string; value?: string; values?: string[] };

export type HubSpotSearch = {
  query?: string;
  filterGroups?: { filters: HubSpotFilter[] }[];
  sorts?: { propertyName: string; direction: "ASCENDING" | "DESCENDING" }[];
  properties: readonly string[];
  limit: number;
};

export type HubSpotAccountDetails = { portalId: number; uiDomain?: string; companyCurrency?: string };

/** HubSpot's association type of a note to a contact, among its predefined ones. */
const NOTE_TO_CONTACT_ASSOCIATION = 202;

type HubSpotTokenInfo = { user?: string; hub_domain?: string };

/**
 * HubSpot says who connected only in its token-info call, which takes the token in the path. The token is passed
 * in rather than read from anywhere logged, and provider errors keep only the host, never the path.
 */
export async function fetchHubSpotAccount(api: ProviderApi, accessToken: string): Promise<string | null> {
  const info = await api.request<HubSpotTokenInfo>({
    url: `${HUBSPOT_API_URL}/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`,
    auth: "none",
  });
  return info.user ?? info.hub_domain ?? null;
}

/** Deleting the refresh token ends the grant; HubSpot has no call to end a single access token. */
export async function revokeHubSpotTokens(api: ProviderApi, tokens: { refreshToken: string | null }): Promise<void> {
  if (!tokens.refreshToken) return;
  await api.request({
    method: "DELETE",
    url: `${HUBSPOT_API_URL}/oauth/v1/refresh-tokens/${encodeURIComponent(tokens.refreshToken)}`,
    auth: "none",
  });
}

/** The portal id and web domain that a record's link in HubSpot's own UI needs. */
export async function fetchHubSpotAccountDetails(api: ProviderApi): Promise<HubSpotAccountDetails> {
  return api.request<HubSpotAccountDetails>({ url: `${HUBSPOT_API_URL}/account-info/v3/details` });
}

/** The CRM search, a POST that only reads, so it is safe to repeat. */
export async function searchHubSpotObjects(
  api: ProviderApi,
  objectType: "contacts" | "deals",
  search: HubSpotSearch,
): Promise<HubSpotObject[]> {
  const answer = await api.request<HubSpotSearchAnswer>({
    method: "POST",
    url: `${HUBSPOT_API_URL}/crm/v3/objects/${objectType}/search`,
    json: search,
    idempotent: true,
  });
  return answer.results;
}

export async function fetchHubSpotContact(
  api: ProviderApi,
  contactId: string,
  properties: readonly string[],
): Promise<HubSpotObject> {
  return api.request<HubSpotObject>({
    url: `${HUBSPOT_API_URL}/crm/v3/objects/contacts/${encodeURIComponent(contactId)}`,
    query: { properties: properties.join(",") },
  });
}

export async function createHubSpotContact(
  api: ProviderApi,
  properties: Record<string, string>,
): Promise<HubSpotObject> {
  return api.request<HubSpotObject>({
    method: "POST",
    url: `${HUBSPOT_API_URL}/crm/v3/objects/contacts`,
    json: { properties },
  });
}

export async function createHubSpotContactNote(
  api: ProviderApi,
  note: { contactId: string; body: string; timestamp: string },
): Promise<HubSpotObject> {
  return api.request<HubSpotObject>({
    method: "POST",
    url: `${HUBSPOT_API_URL}/crm/v3/objects/notes`,
    json: {
      properties: { hs_note_body: note.body, hs_timestamp: note.timestamp },
      associations: [
        {
          to: { id: note.contactId },
          types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: NOTE_TO_CONTACT_ASSOCIATION }],
        },
      ],
    },
  });
}
