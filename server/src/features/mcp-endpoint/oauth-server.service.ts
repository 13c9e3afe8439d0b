import { createHash, randomBytes } from "node:crypto";
import {
  type McpAuthorizationDecisionResponse,
  type McpAuthorizationInfoResponse,
  type McpAuthorizationRequest,
  type McpConnectedClient,
  mcpEndpointTexts,
} from "@shifu/contract";
import { and, desc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { mcpEndpointClients, mcpEndpointGrants, mcpEndpointSecrets } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { createSecretToken, hashSecretToken } from "../../security/secret-token";

export const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const CODE_LIFETIME_MS = 2 * 60 * 1000;
const LAST_USE_PRECISION_MS = 60 * 1000;
/** The one scope: the person's connected apps, reads at once and writes through Shifu's confirmation. */
export const MCP_SCOPE = "apps";

/** Shifu's own addresses as the OAuth documents name them, from PUBLIC_URL. */
export type McpEndpointUrls = { issuer: string; resource: string };

export function readMcpEndpointUrls(publicUrl: string): McpEndpointUrls {
  const issuer = publicUrl.replace(/\/+$/, "");
  return { issuer, resource: `${issuer}/mcp` };
}

/** An OAuth error as RFC 6749 writes it: the token and registration endpoints answer in this shape, not AppError's. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/**
 * Where a client may send the browser back to: https, http only to this machine (a desktop app's loopback listener,
 * RFC 8252), or an app's own scheme (`vscode://`, `cursor://`). Never a script or data URL.
 */
function isAcceptableRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash) return false;
  if (url.protocol === "https:") return true;
  if (url.protocol === "http:") return LOOPBACK_HOSTS.includes(url.hostname);
  return (
    /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) &&
    !["javascript:", "data:", "file:", "blob:", "vbscript:"].includes(url.protocol)
  );
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The redirect_uri must be one the client registered, exactly, except for the port of an http loopback address: a
 * desktop app listens on whatever port is free at the time (RFC 8252, 7.3).
 */
function isRegisteredRedirect(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  let asked: URL;
  try {
    asked = new URL(requested);
  } catch {
    return false;
  }
  if (asked.protocol !== "http:" || !LOOPBACK_HOSTS.includes(asked.hostname)) return false;
  return registered.some((candidate) => {
    const known = new URL(candidate);
    return (
      known.protocol === "http:" &&
      known.hostname === asked.hostname &&
      known.pathname === asked.pathname &&
      known.search === asked.search
    );
  });
}

/**
 * The name a client gives itself is shown on the consent page, in the profile and in a chat message written in
 * Markdown: only letters, digits, spaces and plain punctuation are kept, so no name can carry a link or markup.
 */
function toClientName(given: string | undefined): string {
  const plain = (given ?? "")
    .replace(/[^\p{L}\p{N} .'&+()-]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.slice(0, 60).trim() || "Aplicación MCP";
}

/** RFC 7591 dynamic registration. Every client is public (`none`): PKCE, not a secret, proves who redeems a code. */
export async function registerClient(
  db: Database,
  metadata: { redirect_uris: string[]; client_name?: string; grant_types?: string[]; response_types?: string[] },
  now = new Date(),
) {
  const redirectUris = metadata.redirect_uris;
  if (redirectUris.length === 0 || redirectUris.length > 10 || !redirectUris.every(isAcceptableRedirectUri)) {
    throw new OAuthError(
      "invalid_redirect_uri",
      "redirect_uris must be https, http on localhost, or an application scheme",
    );
  }
  const grantTypes = metadata.grant_types ?? ["authorization_code", "refresh_token"];
  if (!grantTypes.every((grant) => grant === "authorization_code" || grant === "refresh_token")) {
    throw new OAuthError("invalid_client_metadata", "only authorization_code and refresh_token are supported");
  }
  if (metadata.response_types && !metadata.response_types.every((type) => type === "code")) {
    throw new OAuthError("invalid_client_metadata", "only the code response type is supported");
  }
  const name = toClientName(metadata.client_name);
  const id = `shifu-mcp-${randomBytes(16).toString("base64url")}`;
  await db.insert(mcpEndpointClients).values({ id, name, redirectUris, createdAt: now });
  return {
    client_id: id,
    client_id_issued_at: Math.floor(now.getTime() / 1000),
    client_name: name,
    redirect_uris: redirectUris,
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: MCP_SCOPE,
  };
}

type CheckedRequest = { client: typeof mcpEndpointClients.$inferSelect; request: McpAuthorizationRequest };

/**
 * The checks of an authorization request. A request whose client or redirect_uri is unknown never sends the browser
 * anywhere (the page says why); the others are refused too, since PKCE S256 is required.
 */
async function checkAuthorizationRequest(
  db: Database,
  urls: McpEndpointUrls,
  request: McpAuthorizationRequest,
): Promise<CheckedRequest> {
  const [client] = await db.select().from(mcpEndpointClients).where(eq(mcpEndpointClients.id, request.client_id));
  if (!client) throw new AppError("BAD_REQUEST", { message: mcpEndpointTexts.unknownClient });
  if (!isRegisteredRedirect(client.redirectUris, request.redirect_uri)) {
    throw new AppError("BAD_REQUEST", { message: mcpEndpointTexts.wrongRedirect });
  }
  if (request.response_type !== "code") throw new AppError("BAD_REQUEST", { message: mcpEndpointTexts.invalidRequest });
  if (
    request.code_challenge_method !== "S256" ||
    !request.code_challenge ||
    !/^[A-Za-z0-9._~-]{43,128}$/.test(request.code_challenge)
  ) {
    throw new AppError("BAD_REQUEST", { message: mcpEndpointTexts.pkceRequired });
  }
  if (request.resource !== undefined && request.resource.replace(/\/+$/, "") !== urls.resource) {
    throw new AppError("BAD_REQUEST", { message: mcpEndpointTexts.wrongResource });
  }
  return { client, request };
}

export async function describeAuthorizationRequest(
  db: Database,
  urls: McpEndpointUrls,
  request: McpAuthorizationRequest,
): Promise<McpAuthorizationInfoResponse> {
  const { client } = await checkAuthorizationRequest(db, urls, request);
  const redirect = new URL(request.redirect_uri);
  return { client_name: client.name, redirect_host: redirect.host || `${redirect.protocol}//` };
}

/** The person's answer: a single-use code bound to the challenge and redirect_uri, or the client told it was denied. */
export async function decideAuthorization(
  db: Database,
  urls: McpEndpointUrls,
  input: { userId: string; request: McpAuthorizationRequest; decision: "allow" | "deny"; now?: Date },
): Promise<McpAuthorizationDecisionResponse> {
  const now = input.now ?? new Date();
  const { client, request } = await checkAuthorizationRequest(db, urls, input.request);
  const target = new URL(request.redirect_uri);
  if (input.decision === "deny") {
    target.searchParams.set("error", "access_denied");
  } else {
    const [grant] = await db
      .insert(mcpEndpointGrants)
      .values({ userId: input.userId, clientId: client.id, createdAt: now })
      .onConflictDoUpdate({
        target: [mcpEndpointGrants.userId, mcpEndpointGrants.clientId],
        set: { clientId: client.id },
      })
      .returning();
    if (!grant) throw new AppError("INTERNAL");
    const code = createSecretToken();
    await db.insert(mcpEndpointSecrets).values({
      secretHash: hashSecretToken(code),
      grantId: grant.id,
      kind: "code",
      codeChallenge: request.code_challenge,
      redirectUri: request.redirect_uri,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
    target.searchParams.set("code", code);
  }
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  // RFC 9207: the client can tell which authorization server answered.
  target.searchParams.set("iss", urls.issuer);
  return { redirect_to: target.toString() };
}

type TokenSet = {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
};

async function issueTokens(db: Database, grantId: string, now: Date): Promise<TokenSet> {
  const accessToken = `shifu_at_${createSecretToken()}`;
  const refreshToken = `shifu_rt_${createSecretToken()}`;
  await db.insert(mcpEndpointSecrets).values([
    {
      secretHash: hashSecretToken(accessToken),
      grantId,
      kind: "access",
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_S * 1000),
      createdAt: now,
    },
    {
      secretHash: hashSecretToken(refreshToken),
      grantId,
      kind: "refresh",
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
      createdAt: now,
    },
  ]);
  return {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    refresh_token: refreshToken,
    scope: MCP_SCOPE,
  };
}

/** Takes a code or refresh token once: whatever follows, it can never be used again. */
async function takeSecret(db: Database, secret: string, kind: "code" | "refresh") {
  const [row] = await db
    .delete(mcpEndpointSecrets)
    .where(and(eq(mcpEndpointSecrets.secretHash, hashSecretToken(secret)), eq(mcpEndpointSecrets.kind, kind)))
    .returning();
  if (!row) return undefined;
  const [grant] = await db.select().from(mcpEndpointGrants).where(eq(mcpEndpointGrants.id, row.grantId));
  return grant ? { row, grant } : undefined;
}

function toS256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

/** The token endpoint: authorization_code with PKCE S256, and refresh_token with rotation. */
export async function exchangeToken(
  db: Database,
  body: Record<string, string | undefined>,
  now = new Date(),
): Promise<TokenSet> {
  const clientId = body.client_id;
  if (!clientId) throw new OAuthError("invalid_client", "client_id is required", 401);
  if (body.grant_type === "authorization_code") {
    if (!body.code || !body.code_verifier)
      throw new OAuthError("invalid_request", "code and code_verifier are required");
    const taken = await takeSecret(db, body.code, "code");
    if (
      !taken ||
      taken.row.expiresAt <= now ||
      taken.grant.clientId !== clientId ||
      (body.redirect_uri !== undefined && body.redirect_uri !== taken.row.redirectUri) ||
      toS256(body.code_verifier) !== taken.row.codeChallenge
    ) {
      throw new OAuthError("invalid_grant", "the code is not valid, has expired, or the code_verifier does not match");
    }
    return issueTokens(db, taken.grant.id, now);
  }
  if (body.grant_type === "refresh_token") {
    if (!body.refresh_token) throw new OAuthError("invalid_request", "refresh_token is required");
    const taken = await takeSecret(db, body.refresh_token, "refresh");
    if (!taken || taken.row.expiresAt <= now || taken.grant.clientId !== clientId) {
      throw new OAuthError("invalid_grant", "the refresh token is not valid or has expired");
    }
    return issueTokens(db, taken.grant.id, now);
  }
  throw new OAuthError("unsupported_grant_type", "only authorization_code and refresh_token are supported");
}

/**
 * RFC 7009: a client ends a token of its own. A refresh token takes the grant's access tokens with it; the person's
 * consent stays (they revoke it in the profile). An unknown token, or another client's, changes nothing and answers
 * the same.
 */
export async function revokeToken(db: Database, input: { token: string; clientId: string }): Promise<void> {
  const [found] = await db
    .select({
      kind: mcpEndpointSecrets.kind,
      grantId: mcpEndpointSecrets.grantId,
      clientId: mcpEndpointGrants.clientId,
    })
    .from(mcpEndpointSecrets)
    .innerJoin(mcpEndpointGrants, eq(mcpEndpointGrants.id, mcpEndpointSecrets.grantId))
    .where(eq(mcpEndpointSecrets.secretHash, hashSecretToken(input.token)));
  if (!found || found.kind === "code" || found.clientId !== input.clientId) return;
  await db
    .delete(mcpEndpointSecrets)
    .where(
      found.kind === "refresh"
        ? and(
            eq(mcpEndpointSecrets.grantId, found.grantId),
            or(eq(mcpEndpointSecrets.kind, "refresh"), eq(mcpEndpointSecrets.kind, "access")),
          )
        : eq(mcpEndpointSecrets.secretHash, hashSecretToken(input.token)),
    );
}

/** Who an access token speaks for, read from the database at every call, so a revoked token fails on every instance. */
export type McpCaller = { userId: string; grantId: string; clientName: string };

export async function authenticateAccessToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<McpCaller | null> {
  const [found] = await db
    .select({
      userId: mcpEndpointGrants.userId,
      grantId: mcpEndpointGrants.id,
      clientName: mcpEndpointClients.name,
      lastUsedAt: mcpEndpointGrants.lastUsedAt,
    })
    .from(mcpEndpointSecrets)
    .innerJoin(mcpEndpointGrants, eq(mcpEndpointGrants.id, mcpEndpointSecrets.grantId))
    .innerJoin(mcpEndpointClients, eq(mcpEndpointClients.id, mcpEndpointGrants.clientId))
    .where(
      and(
        eq(mcpEndpointSecrets.secretHash, hashSecretToken(token)),
        eq(mcpEndpointSecrets.kind, "access"),
        gt(mcpEndpointSecrets.expiresAt, now),
      ),
    );
  if (!found) return null;
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    // To the minute: a busy client does not write on every call.
    await db
      .update(mcpEndpointGrants)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(mcpEndpointGrants.id, found.grantId),
          or(
            isNull(mcpEndpointGrants.lastUsedAt),
            lt(mcpEndpointGrants.lastUsedAt, new Date(now.getTime() - LAST_USE_PRECISION_MS)),
          ),
        ),
      );
  }
  return { userId: found.userId, grantId: found.grantId, clientName: found.clientName };
}

export async function listConnectedClients(db: Database, userId: string): Promise<McpConnectedClient[]> {
  const rows = await db
    .select({
      id: mcpEndpointGrants.id,
      name: mcpEndpointClients.name,
      since: mcpEndpointGrants.createdAt,
      lastUsedAt: mcpEndpointGrants.lastUsedAt,
    })
    .from(mcpEndpointGrants)
    .innerJoin(mcpEndpointClients, eq(mcpEndpointClients.id, mcpEndpointGrants.clientId))
    .where(eq(mcpEndpointGrants.userId, userId))
    .orderBy(desc(mcpEndpointGrants.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    since: row.since.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Ends a client's access: its codes and tokens go with the consent, so the next call is a 401 wherever it lands. */
export async function revokeConnectedClient(db: Database, userId: string, grantId: string): Promise<string> {
  const [grant] = await db
    .delete(mcpEndpointGrants)
    .where(and(eq(mcpEndpointGrants.id, grantId), eq(mcpEndpointGrants.userId, userId)))
    .returning();
  if (!grant) throw new AppError("NOT_FOUND", { message: mcpEndpointTexts.clientNotFound });
  const [client] = await db.select().from(mcpEndpointClients).where(eq(mcpEndpointClients.id, grant.clientId));
  return mcpEndpointTexts.revoked(client?.name ?? "La aplicación");
}
