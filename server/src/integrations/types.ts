import type { ProviderFamilyId, ServiceKey } from "@shifu/contract";
import type { AppDirectory, AppTool, ToolContext } from "./app-tool";
import type { NotificationSource } from "./notification-source";
import type { ProviderApi } from "./provider-api";

export type TokenSet = {
  accessToken: string;
  /** Null when the provider issues none (ClickUp, Monday) or, on refresh, keeps the old one. */
  refreshToken: string | null;
  /** Seconds; null when the token does not expire. */
  expiresIn: number | null;
  scopes: string[];
};

export type TokenRequestStyle = {
  /** How the token endpoint takes its parameters: a form body (most), a JSON body (Notion, Atlassian) or the query. */
  format: "form" | "json" | "query";
  /** Where the client id and secret go: the body (or query) or HTTP Basic auth. */
  clientAuth: "body" | "basic";
  method?: "POST" | "GET";
};

export type OAuthSettings = {
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  /** Slack asks for a user token's scopes in `user_scope`. */
  scopeParam?: "scope" | "user_scope";
  scopeSeparator?: " " | ",";
  pkce: boolean;
  extraAuthorizeParams?: Readonly<Record<string, string>>;
  tokenRequest: TokenRequestStyle;
  /** Extra headers on token requests (Notion-Version). */
  tokenHeaders?: Readonly<Record<string, string>>;
  /** Reads the token endpoint's answer when it is not the standard OAuth shape (Slack's authed_user). */
  readTokenResponse?: (body: unknown) => TokenSet;
  /** Used when the token answer has no expires_in but the token does expire (Dropbox: 14400 s). */
  defaultExpiresIn?: number;
};

export type IntegrationDefinition = {
  key: ServiceKey;
  family: ProviderFamilyId;
  /** Null for services connected by pasting a token (WhatsApp's system user token). */
  oauth: OAuthSettings | null;
  /** The provider's API root, as documented; the sandbox serves it under its own address. */
  apiBaseUrl: string;
  /** The connected account's e-mail or name, read with a fresh access token (HubSpot puts it in the path). */
  fetchAccount(api: ProviderApi, tokens: { accessToken: string }): Promise<string | null>;
  /** The model tools of this app's assistant, one file each under `tools/`. */
  tools: readonly AppTool[];
  /**
   * The account's channels, chats, servers or boards and the people in them, read with the app's own list calls, so
   * that the local engine can ground a place or a person named in plain words; absent for apps without places.
   */
  listDirectory?(context: ToolContext): Promise<AppDirectory>;
  /** Where this app's new items come from (`notifications.ts`); absent for apps that send none. */
  notifications?: NotificationSource;
  /** Revokes the tokens at the provider where it offers a way (some need the app's own credentials). */
  revokeTokens?(
    api: ProviderApi,
    tokens: { accessToken: string; refreshToken: string | null },
    client: { clientId: string; clientSecret: string },
  ): Promise<void>;
};
