import { type ProviderApi, ProviderError } from "../provider-api";

export const DROPBOX_API_URL = "https://api.dropboxapi.com/2";

/** A file or folder as Dropbox describes it; `.tag` tells which. */
export type DropboxMetadata = {
  ".tag": "file" | "folder" | "deleted";
  id?: string;
  name: string;
  path_lower?: string;
  path_display?: string;
  server_modified?: string;
  size?: number;
};

export type DropboxListPage = { entries: DropboxMetadata[]; cursor: string; has_more: boolean };
type DropboxSearchAnswer = { matches: { metadata: { metadata: DropboxMetadata } }[]; has_more: boolean };

/** A bound on pages followed, so a huge Dropbox cannot hold a chat reply forever. */
const MAX_LIST_PAGES = 20;

type DropboxAccount = { account_id: string; email?: string; name?: { display_name?: string } };

export async function fetchDropboxAccount(api: ProviderApi): Promise<string | null> {
  // Dropbox's RPC calls are all POSTs; this one only reads, so it is safe to repeat.
  const account = await api.request<DropboxAccount>({
    method: "POST",
    url: `${DROPBOX_API_URL}/users/get_current_account`,
    idempotent: true,
  });
  return account.email ?? account.name?.display_name ?? null;
}

/** Revoking the access token also ends the refresh token it came from. */
export async function revokeDropboxTokens(api: ProviderApi): Promise<void> {
  await api.request({ method: "POST", url: `${DROPBOX_API_URL}/auth/token/revoke` });
}

/** The first page of the whole tree under a folder, the root by default. */
export async function startDropboxListing(api: ProviderApi, path = ""): Promise<DropboxListPage> {
  return api.request<DropboxListPage>({
    method: "POST",
    url: `${DROPBOX_API_URL}/files/list_folder`,
    json: { path, recursive: true, include_deleted: false },
    idempotent: true,
  });
}

/** The next page of a listing; once a listing is done, its cursor gives what changed since. */
export async function continueDropboxListing(api: ProviderApi, cursor: string): Promise<DropboxListPage> {
  return api.request<DropboxListPage>({
    method: "POST",
    url: `${DROPBOX_API_URL}/files/list_folder/continue`,
    json: { cursor },
    idempotent: true,
  });
}

/** Every entry under the root, following `has_more` page after page up to a bound. */
export async function listAllDropboxEntries(api: ProviderApi): Promise<DropboxMetadata[]> {
  const entries: DropboxMetadata[] = [];
  let page = await startDropboxListing(api);
  entries.push(...page.entries);
  for (let count = 1; page.has_more && count < MAX_LIST_PAGES; count++) {
    page = await continueDropboxListing(api, page.cursor);
    entries.push(...page.entries);
  }
  return entries;
}

/** Dropbox's 409 answers name the error as a path of tags ('path/not_found/..', 'reset/..'); null for others. */
export function readDropboxErrorSummary(error: unknown): string | null {
  if (!(error instanceof ProviderError) || error.status !== 409) return null;
  const body = error.body as { error_summary?: unknown } | null;
  return typeof body?.error_summary === "string" ? body.error_summary : null;
}

export async function searchDropboxFiles(
  api: ProviderApi,
  query: string,
  maxResults: number,
): Promise<DropboxMetadata[]> {
  const answer = await api.request<DropboxSearchAnswer>({
    method: "POST",
    url: `${DROPBOX_API_URL}/files/search_v2`,
    json: { query, options: { max_results: maxResults, file_status: "active" } },
    idempotent: true,
  });
  return answer.matches.map((match) => match.metadata.metadata);
}

/** `path` may also be an "id:…", which Dropbox takes wherever it takes a path. */
export async function fetchDropboxMetadata(api: ProviderApi, path: string): Promise<DropboxMetadata> {
  return api.request<DropboxMetadata>({
    method: "POST",
    url: `${DROPBOX_API_URL}/files/get_metadata`,
    json: { path },
    idempotent: true,
  });
}

export async function deleteDropboxPath(api: ProviderApi, path: string): Promise<DropboxMetadata> {
  const { metadata } = await api.request<{ metadata: DropboxMetadata }>({
    method: "POST",
    url: `${DROPBOX_API_URL}/files/delete_v2`,
    json: { path },
  });
  return metadata;
}
