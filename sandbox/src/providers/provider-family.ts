import type { ProviderFamilyId } from "@shifu/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccessTokenRecord, AuthorizationCode, TokenStore } from "../oauth/token-store";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A status and body to send as is: how a provider words an error. */
export type ProviderAnswer = { status: number; body: unknown };

export type AuthorizeEndpoint = {
  host: string;
  path: string;
  /** Where the scopes come in; null where the provider has none (ClickUp, Notion). */
  scopeParam: "scope" | "user_scope" | null;
  scopeRequired: boolean;
  /** ClickUp's authorize page takes no response_type. */
  responseTypeRequired: boolean;
  /** Parameters the real page refuses to work without, e.g. Notion's owner=user. */
  requiredParams: Readonly<Record<string, string>>;
  /** Whether the provider binds a PKCE challenge; the others ignore one, as the real ones do. */
  pkce: boolean;
};

export type RefreshPolicy = {
  /** Some providers only hand out a refresh token when asked for offline access. */
  issuedFor(code: AuthorizationCode): boolean;
  /** rotate: a new refresh token replaces the old one; same: the old one is sent back; omit: none is sent back. */
  onRefresh: "rotate" | "same" | "omit";
};

/** What a token endpoint hands to its family to word the answer. */
export type IssuedTokens = {
  grantType: "authorization_code" | "refresh_token";
  accessToken: string;
  /** Null when the token does not expire. */
  expiresIn: number | null;
  /** Present when the answer carries a refresh token (new, or the same one for `onRefresh: "same"`). */
  refreshToken?: string;
  scopes: readonly string[];
  clientId: string;
  clientSecret: string;
  issuedAt: number;
};

export type TokenEndpoint = {
  host: string;
  path: string;
  method: "GET" | "POST";
  /** Where the parameters may come from; a body of any other type is refused. */
  paramsFrom: readonly ("form" | "json" | "query")[];
  clientAuth: readonly ("body" | "basic")[];
  /** ClickUp and Facebook take no grant_type and Slack makes it optional: a code is implied. */
  impliedGrantType: boolean;
  /** ClickUp's exchange takes no redirect_uri. */
  checksRedirectUri: boolean;
  accessTokenSeconds: number | null;
  accessTokenPrefix: string;
  refreshTokenPrefix: string;
  /** Null where the provider issues no refresh token. */
  refresh: RefreshPolicy | null;
  /** How errors are worded: RFC 6749 JSON, the same with Microsoft's AADSTS details, or Slack's HTTP 200 ok:false. */
  errorStyle: TokenErrorStyle;
  answer(issued: IssuedTokens): unknown;
};

export type TokenErrorStyle = "oauth" | "microsoft" | "slack";

export type RouteContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  tokens: TokenStore;
};

/** A route with its own handler: revocation, whose shapes differ too much to share one. */
export type ProviderRoute = {
  method: HttpMethod;
  host: string;
  path: string;
  handle(context: RouteContext): unknown;
};

/**
 * How an API call carries its access token: `Authorization: Bearer` (most), the raw token (ClickUp), either
 * (Monday), Bearer or `?access_token=` (Graph API), or a path segment (HubSpot's token info).
 */
export type CredentialStyle = "bearer" | "raw" | "bearer-or-raw" | "bearer-or-query" | "path";

export type ApiContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  token: AccessTokenRecord;
  scopes: readonly string[];
  /** Where the sandbox is reached, for the URLs it hands out (avatars). */
  publicUrl: string;
  now: number;
  /** The token's account's demo data of this family (mailbox, files, tasks, …) as `seedData` made it, changed since. */
  data: unknown;
};

export type ApiRoute = {
  method: HttpMethod;
  host: string;
  path: string;
  credential: CredentialStyle;
  answer(context: ApiContext): unknown;
};

export type ProviderFamily = {
  id: ProviderFamilyId;
  /** As the consent page names it. */
  name: string;
  /** The accent of the consent page and the demo avatar. */
  brandColor: string;
  /** Absent for WhatsApp, whose token is pasted. */
  authorize?: AuthorizeEndpoint;
  token?: TokenEndpoint;
  revoke?: ProviderRoute;
  api: readonly ApiRoute[];
  /** The API's answer to a missing, unknown, expired or revoked access token. */
  rejectAccessToken(): ProviderAnswer;
  /** Tokens that exist without an OAuth flow (WhatsApp's system user token), recreated at every reset. */
  seededTokens?: readonly string[];
  /**
   * The family's Spanish demo data, made afresh at start and at every reset; dates are relative to `now`, so 'ayer'
   * always has mail. The API routes read and change it, and `GET /__sandbox/data/{family}` shows it.
   */
  seedData?(now: number): unknown;
  /**
   * Adds one new item to the demo data from its main fields (`POST /__sandbox/items/{family}`): a mail, a chat message,
   * a task, a file. `body.kind` picks the kind where a family has several (google: mail or file). It returns the new
   * item's provider id, or throws a `SandboxItemError` whose message says what is wrong with the body.
   */
  addItem?(data: unknown, body: unknown, now: number): { id: string; kind: string };
  /** Bodies for `addItem` that the live demo cycles through while `npm start` runs (a mail, a mention, a task). */
  liveItems?: readonly Record<string, unknown>[];
};

/** A body `addItem` cannot use; the message is shown to whoever called `POST /__sandbox/items/{family}`. */
export class SandboxItemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SandboxItemError";
  }
}
