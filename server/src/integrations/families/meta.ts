import type { ProviderApi } from "../provider-api";
import type { OAuthSettings } from "../types";

/** Meta versions every Graph API path; all of Shifu's Meta calls are pinned to one version. */
export const META_GRAPH_URL = "https://graph.facebook.com/v19.0";

/** Facebook Login: no refresh token; the code exchange is a GET with everything in the query. */
export function createMetaOAuth(scopes: readonly string[]): OAuthSettings {
  return {
    authorizeUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: `${META_GRAPH_URL}/oauth/access_token`,
    scopes,
    scopeSeparator: ",",
    pkce: false,
    tokenRequest: { format: "query", clientAuth: "body", method: "GET" },
  };
}

export type MetaProfile = { id: string; name?: string; email?: string };

/** Graph's /me answers only the fields asked for; a WhatsApp system user has no e-mail field to ask for. */
export function fetchMetaProfile(api: ProviderApi, fields: readonly string[]): Promise<MetaProfile> {
  return api.request<MetaProfile>({ url: `${META_GRAPH_URL}/me`, query: { fields: fields.join(",") } });
}
