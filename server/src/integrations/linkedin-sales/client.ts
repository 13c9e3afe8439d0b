import { fetchLinkedInUserInfo } from "../families/linkedin";
import type { ProviderApi } from "../provider-api";

export async function fetchLinkedInSalesAccount(api: ProviderApi): Promise<string | null> {
  const member = await fetchLinkedInUserInfo(api);
  return member.email ?? member.name ?? null;
}
