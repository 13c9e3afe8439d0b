import type { ProviderApi } from "../provider-api";

/** Jira Cloud calls go to `{JIRA_API_URL}/{cloudId}/rest/api/3/…`; the cloud id comes from accessible-resources. */
export const JIRA_API_URL = "https://api.atlassian.com/ex/jira";

type AtlassianUser = { account_id: string; email?: string | null; name?: string | null };

export async function fetchJiraAccount(api: ProviderApi): Promise<string | null> {
  const user = await api.request<AtlassianUser>({ url: "https://api.atlassian.com/me" });
  return user.email ?? user.name ?? null;
}
