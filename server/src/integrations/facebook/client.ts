import { fetchMetaProfile, META_GRAPH_URL } from "../families/meta";
import type { ProviderApi } from "../provider-api";

export async function fetchFacebookAccount(api: ProviderApi): Promise<string | null> {
  const profile = await fetchMetaProfile(api, ["id", "name", "email"]);
  return profile.email ?? profile.name ?? null;
}

/** Removing every permission de-authorizes the app for the user, which ends its tokens. */
export async function revokeFacebookTokens(api: ProviderApi): Promise<void> {
  await api.request({ method: "DELETE", url: `${META_GRAPH_URL}/me/permissions` });
}
