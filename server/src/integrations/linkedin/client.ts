import { fetchLinkedInUserInfo } from "../families/linkedin";
import type { ProviderApi } from "../provider-api";

export async function fetchLinkedInAccount(api: ProviderApi): Promise<string | null> {
  const member = await fetchLinkedInUserInfo(api);
  return member.email ?? member.name ?? null;
}
