import type { OAuthSettings } from "../types";

/** Notion refuses requests without a pinned API version, the token endpoint included. */
export const NOTION_VERSION = "2022-06-28";

/** Notion has no scopes: the user picks the pages to share on its consent page. */
export function createNotionOAuth(): OAuthSettings {
  return {
    authorizeUrl: "https://api.notion.com/v1/oauth/authorize",
    tokenUrl: "https://api.notion.com/v1/oauth/token",
    scopes: [],
    pkce: false,
    extraAuthorizeParams: { owner: "user" },
    tokenRequest: { format: "json", clientAuth: "basic" },
    tokenHeaders: { "Notion-Version": NOTION_VERSION },
  };
}
