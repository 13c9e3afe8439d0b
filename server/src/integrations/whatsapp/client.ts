import { fetchMetaProfile } from "../families/meta";
import type { ProviderApi } from "../provider-api";

/** A WhatsApp Business system user has a name but no e-mail. */
export async function fetchWhatsAppAccount(api: ProviderApi): Promise<string | null> {
  const profile = await fetchMetaProfile(api, ["id", "name"]);
  return profile.name ?? null;
}
