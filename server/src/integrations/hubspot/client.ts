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

type HubSpotObjectType = "contacts" | "deals" | "tasks";

/** The CRM search, a POST that only reads, so it is safe to repeat. */
async function requestHubSpotSearch(
  api: ProviderApi,
  objectType: HubSpotObjectType,
  search: HubSpotSearch & { after?: string },
): Promise<HubSpotSearchAnswer> {
  return api.request<HubSpotSearchAnswer>({
    method: "POST",
    url: `${HUBSPOT_API_URL}/crm/v3/objects/${objectType}/search`,
    json: search,
    idempotent: true,
  });
}

/** One page of a search with HubSpot's `total`, the count of every match and not only of this page. */
export async function searchHubSpotPage(
  api: ProviderApi,
  objectType: HubSpotObjectType,
  search: HubSpotSearch,
): Promise<{ results: HubSpotObject[]; total: number }> {
  const answer = await requestHubSpotSearch(api, objectType, search);
  return { results: answer.results, total: answer.total };
}

/** Every page of a search, up to `maxPages`. */
export async function searchAllHubSpotObjects(
  api: ProviderApi,
  objectType: HubSpotObjectType,
  search: HubSpotSearch,
  maxPages: number,
): Promise<HubSpotObject[]> {
  const results: HubSpotObject[] = [];
  let after: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await requestHubSpotSearch(api, objectType, { ...search, ...(after ? { after } : {}) });
    results.push(...answer.results);
    after = answer.paging?.next?.after;
    if (!after) break;
  }
  return results;
}

/** A HubSpot user as an owner: records name its `id`; `hs_*_by_user_id` properties name its `userId`. */
export type HubSpotOwner = {
  id: string;
  userId: number | null;
  email: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

const MAX_OWNER_PAGES = 5;

export async function listHubSpotOwners(api: ProviderApi): Promise<HubSpotOwner[]> {
  const owners: HubSpotOwner[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_OWNER_PAGES; page++) {
    const answer = await api.request<{ results: HubSpotOwner[]; paging?: { next?: { after: string } } }>({
      url: `${HUBSPOT_API_URL}/crm/v3/owners`,
      query: { limit: "100", ...(after ? { after } : {}) },
    });
    owners.push(...answer.results);
    after = answer.paging?.next?.after;
    if (!after) break;
  }
  return owners;
}

export async function fetchHubSpotTask(
  api: ProviderApi,
  taskId: string,
  properties: readonly string[],
): Promise<HubSpotObject> {
  return api.request<HubSpotObject>({
    url: `${HUBSPOT_API_URL}/crm/v3/objects/tasks/${encodeURIComponent(taskId)}`,
    query: { properties: properties.join(",") },
  });
}

/** HubSpot's DELETE archives the task, which can be restored from its recycle bin for 90 days. */
export async function deleteHubSpotTask(api: ProviderApi, taskId: string): Promise<void> {
  await api.request({ method: "DELETE", url: `${HUBSPOT_API_URL}/crm/v3/objects/tasks/${encodeURIComponent(taskId)}` });
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
