import { fetchMicrosoftProfile, readMicrosoftAccount } from "../families/microsoft";
import type { ProviderApi } from "../provider-api";

export async function fetchOneDriveAccount(api: ProviderApi): Promise<string | null> {
  return readMicrosoftAccount(await fetchMicrosoftProfile(api));
}
