import { integrationMessages, mcpServerTexts } from "@shifu/contract";
import { and, eq } from "drizzle-orm";
import { mcpServers } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { createGuardedFetch, describeServerFailure, listServerTools } from "../../integrations/mcp/mcp-client";
import { type McpOAuthFlow, McpOAuthProvider } from "../../integrations/mcp/mcp-oauth-provider";
import { createSecretToken } from "../../security/secret-token";
import { buildRedirectUri } from "../integrations/oauth-flow.service";
import { spendOAuthState, storeOAuthState } from "../integrations/oauth-state";
import type { McpServersContext } from "./mcp-servers.service";

/** What the shared OAuth state store keeps as the thing being connected: `mcp:{server id}`. */
const STATE_SERVICE_PREFIX = "mcp:";

type OAuthServer = { id: string; name: string; url: string };

export function createOAuthProvider(context: McpServersContext, serverId: string, flow?: McpOAuthFlow) {
  return new McpOAuthProvider(context, serverId, buildRedirectUri(context.publicUrl), flow);
}

/**
 * Starts signing in to a server as the MCP authorization spec describes: its protected resource metadata (RFC 9728)
 * names the authorization server, whose metadata (RFC 8414) gives the endpoints; Shifu registers itself there
 * (dynamic client registration) unless it already has, and the SDK builds the authorization URL with PKCE (S256).
 * The state and the verifier go to the same OAuth state store as every app's; the answer comes back to /chat.
 */
export async function startMcpAuthorization(
  context: McpServersContext,
  userId: string,
  server: OAuthServer,
): Promise<string> {
  const fetchFn = createGuardedFetch(context.mcp, AbortSignal.timeout(context.mcp.timeoutMs));
  const state = createSecretToken();
  let provider: McpOAuthProvider;
  try {
    // The SDK loads with the first sign-in, not at the server's start.
    const { auth, discoverOAuthServerInfo } = await import("@modelcontextprotocol/sdk/client/auth.js");
    const discovery = await discoverOAuthServerInfo(server.url, { fetchFn });
    const metadata = discovery.authorizationServerMetadata;
    if (!metadata) throw new AppError("BAD_REQUEST", { message: mcpServerTexts.noOAuth(server.name) });
    provider = createOAuthProvider(context, server.id, { state, discovery });
    if (!metadata.registration_endpoint && !(await provider.clientInformation())) {
      throw new AppError("BAD_REQUEST", { message: mcpServerTexts.noRegistration(server.name) });
    }
    await auth(provider, { serverUrl: server.url, fetchFn });
  } catch (error) {
    throw await describeServerFailure(error, server.name);
  }
  const { authorizationUrl, startedCodeVerifier } = provider;
  // The browser is sent there: only a web address, whatever the metadata said.
  if (!authorizationUrl || !startedCodeVerifier || !/^https?:$/.test(authorizationUrl.protocol)) {
    throw new AppError("UNAVAILABLE", { message: mcpServerTexts.authorizationFailed(server.name) });
  }
  await storeOAuthState(context, {
    state,
    userId,
    service: `${STATE_SERVICE_PREFIX}${server.id}`,
    codeVerifier: startedCodeVerifier,
    now: new Date(),
  });
  return authorizationUrl.toString();
}

/**
 * The return from the server's sign-in page: the state must be this person's, unspent and for one of their servers;
 * the SDK exchanges the code with the stored verifier and saves the tokens (encrypted); then tools/list, and the
 * server is an app (again).
 */
export async function completeMcpAuthorization(
  context: McpServersContext,
  userId: string,
  input: { state: string; code: string },
): Promise<{ row: typeof mcpServers.$inferSelect; reconnected: boolean }> {
  const spent = await spendOAuthState(context, {
    state: input.state,
    userId,
    accepts: (service) => service.startsWith(STATE_SERVICE_PREFIX),
    now: new Date(),
  });
  if (!spent?.codeVerifier) throw new AppError("BAD_REQUEST", { message: integrationMessages.stateInvalid });
  const id = spent.service.slice(STATE_SERVICE_PREFIX.length);
  const [row] = await context.db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, id), eq(mcpServers.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });

  const provider = createOAuthProvider(context, row.id, { codeVerifier: spent.codeVerifier });
  try {
    const fetchFn = createGuardedFetch(context.mcp, AbortSignal.timeout(context.mcp.timeoutMs));
    const { auth } = await import("@modelcontextprotocol/sdk/client/auth.js");
    const result = await auth(provider, { serverUrl: row.url, authorizationCode: input.code, fetchFn });
    if (result !== "AUTHORIZED") throw new Error("The code was not exchanged");
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BAD_REQUEST", { message: mcpServerTexts.authorizationFailed(row.name), cause: error });
  }
  const tools = await listServerTools({ name: row.name, url: row.url, oauth: provider }, context.mcp);
  const [saved] = await context.db
    .update(mcpServers)
    .set({ tools, status: "connected", updatedAt: new Date() })
    .where(eq(mcpServers.id, row.id))
    .returning();
  if (!saved) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
  return { row: saved, reconnected: row.status !== "authorizing" };
}
