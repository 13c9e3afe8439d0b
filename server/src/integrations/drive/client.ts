import { fetchGoogleUserInfo } from "../families/google";
import type { ProviderApi } from "../provider-api";

export async function fetchDriveAccount(api: ProviderApi): Promise<string | null> {
  const profile = await fetchGoogleUserInfo(api);
  return profile.email ?? profile.name ?? null;
}
