import { type ProviderApi, ProviderError } from "../provider-api";

export const MONDAY_API_URL = "https://api.monday.com/v2";

type MondayMe = { data?: { me?: { id: string; name?: string | null; email?: string | null } } };

export async function fetchMondayAccount(api: ProviderApi): Promise<string | null> {
  // Every monday.com call is a GraphQL POST; this one only reads, so it is safe to repeat.
  const answer = await api.request<MondayMe>({
    method: "POST",
    url: MONDAY_API_URL,
    json: { query: "{ me { id name email } }" },
    idempotent: true,
  });
  // GraphQL reports failures in `errors` with HTTP 200.
  const me = answer.data?.me;
  if (!me) throw new ProviderError(200, "api.monday.com", answer, "monday.com no devolvió el usuario");
  return me.email ?? me.name ?? null;
}
