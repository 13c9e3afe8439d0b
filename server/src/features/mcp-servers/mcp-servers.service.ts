import { randomUUID } from "node:crypto";
import {
  type AddMcpServerRequest,
  assistantChats,
  isMcpAppKey,
  type McpDemoServer,
  type McpServerSummary,
  mcpServerTexts,
  serviceCatalogue,
  toMcpAppKey,
  toMcpServerId,
} from "@shifu/contract";
import { FACTURACION_OAUTH_MCP_PATH } from "@shifu/sandbox/facturacion-paths";
import { and, asc, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { mcpServers } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { AppTool } from "../../integrations/app-tool";
import { parseServerUrl } from "../../integrations/mcp/check-server-address";
import {
  createMcpAppTools,
  isDestructiveTool,
  isReadOnlyTool,
  type McpServerApp,
  readToolTitle,
} from "../../integrations/mcp/create-mcp-app-tools";
import { listServerTools, type McpSettings } from "../../integrations/mcp/mcp-client";
import type { TokenCipher } from "../../integrations/token-cipher";
import { createOAuthProvider, startMcpAuthorization } from "./mcp-oauth-flow.service";
import { readUnlistedToolName } from "./read-named-tool-call";

export type McpServersContext = { db: Database; cipher: TokenCipher; mcp: McpSettings; publicUrl: string };

type McpServerRow = typeof mcpServers.$inferSelect;

/** Longer than an OAuth state lives: past it, a sign-in nobody finished cannot finish any more. */
const ABANDONED_SIGN_IN_MS = 15 * 60 * 1000;

export function toMcpServerSummary(row: McpServerRow): McpServerSummary {
  return {
    id: row.id,
    app: toMcpAppKey(row.id),
    name: row.name,
    url: row.url,
    auth_kind: row.authKind,
    status: row.status === "needs_reconnect" ? "needs_reconnect" : "connected",
    tools: row.tools.map((tool) => ({
      name: tool.name,
      title: readToolTitle(tool),
      read_only: isReadOnlyTool(tool),
      destructive: isDestructiveTool(tool),
    })),
    connected_at: row.connectedAt.toISOString(),
  };
}

/** Names that are already an assistant's ('Gmail', 'Shifu', 'Principal'): a server's chat must not share theirs. */
function isReservedName(name: string): boolean {
  const folded = name.toLocaleLowerCase("es");
  return (
    ["shifu", "principal"].includes(folded) ||
    serviceCatalogue.some((service) => service.name.toLocaleLowerCase("es") === folded) ||
    assistantChats.some((chat) => chat.chatName.toLocaleLowerCase("es") === `${folded}chat`)
  );
}

/** The person's servers that are apps: one still on its sign-in page is not one yet. */
function isPersonsApp(userId: string) {
  return and(eq(mcpServers.userId, userId), ne(mcpServers.status, "authorizing"));
}

export async function listMcpServers(db: Database, userId: string): Promise<McpServerSummary[]> {
  const rows = await db.select().from(mcpServers).where(isPersonsApp(userId)).orderBy(asc(mcpServers.connectedAt));
  return rows.map(toMcpServerSummary);
}

/**
 * Connects to the server first (initialize, then tools/list) and stores it only when that worked, so a wrong URL or
 * token is said at once and nothing half-connected is kept. An OAuth server is kept as 'authorizing' (not an app
 * yet) while the person signs in; the answer is then the sign-in page's address.
 */
export async function addMcpServer(
  context: McpServersContext,
  userId: string,
  request: AddMcpServerRequest,
): Promise<{ server: McpServerSummary } | { authorizeUrl: string }> {
  const name = request.name.trim();
  const existing = await listMcpServers(context.db, userId);
  const folded = name.toLocaleLowerCase("es");
  if (isReservedName(name) || existing.some((server) => server.name.toLocaleLowerCase("es") === folded)) {
    throw new AppError("CONFLICT", { message: mcpServerTexts.nameTaken, fields: { name: mcpServerTexts.nameTaken } });
  }
  const url = parseServerUrl(request.url.trim()).toString();
  // A sign-in left half-way (the consent page closed) holds no app: it gives way to a new attempt of the same name,
  // and is dropped once its state (ten minutes) can no longer finish it.
  const abandoned = new Date(Date.now() - ABANDONED_SIGN_IN_MS);
  await context.db
    .delete(mcpServers)
    .where(
      and(
        eq(mcpServers.userId, userId),
        eq(mcpServers.status, "authorizing"),
        or(eq(mcpServers.name, name), lt(mcpServers.updatedAt, abandoned)),
      ),
    );
  if (request.auth_kind === "oauth") {
    const [row] = await context.db
      .insert(mcpServers)
      .values({ userId, name, url, authKind: "oauth", status: "authorizing" })
      .returning();
    if (!row) throw new AppError("INTERNAL");
    try {
      return { authorizeUrl: await startMcpAuthorization(context, userId, row) };
    } catch (error) {
      await context.db.delete(mcpServers).where(eq(mcpServers.id, row.id));
      throw error;
    }
  }
  const bearerToken = request.auth_kind === "bearer" ? request.bearer_token?.trim() : undefined;
  const tools = await listServerTools({ name, url, bearerToken }, context.mcp);
  const id = randomUUID();
  const [row] = await context.db
    .insert(mcpServers)
    .values({
      id,
      userId,
      name,
      url,
      authKind: request.auth_kind,
      bearerTokenEncrypted: bearerToken ? context.cipher.encrypt(bearerToken, id) : null,
      tools,
    })
    .returning();
  if (!row) throw new AppError("INTERNAL");
  return { server: toMcpServerSummary(row) };
}

/**
 * 'Reconectar': an OAuth server signs in again (its registration kept, its dead tokens dropped); any other reads its
 * tools again, which is also how a change the server announced to nobody (between calls) reaches Shifu.
 */
export async function reconnectMcpServer(
  context: McpServersContext,
  userId: string,
  id: string,
): Promise<{ server: McpServerSummary } | { authorizeUrl: string }> {
  const [row] = await context.db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, id), isPersonsApp(userId)));
  if (!row) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
  if (row.authKind === "oauth") {
    await context.db
      .update(mcpServers)
      .set({ oauthTokensEncrypted: null, updatedAt: new Date() })
      .where(eq(mcpServers.id, row.id));
    return { authorizeUrl: await startMcpAuthorization(context, userId, row) };
  }
  return { server: toMcpServerSummary(await refreshServerTools(context, row)) };
}

/**
 * tools/list again, stored: at reconnect, and when a call names a tool the stored list does not have. (A server's own
 * `notifications/tools/list_changed` during a call is stored by the call: `storeTools` in `toServerApp`.)
 */
export async function refreshServerTools(context: McpServersContext, row: McpServerRow): Promise<McpServerRow> {
  const tools = await listServerTools(toServerApp(context, row).readAccess(), context.mcp);
  const [saved] = await context.db
    .update(mcpServers)
    .set({ tools, status: "connected", updatedAt: new Date() })
    .where(eq(mcpServers.id, row.id))
    .returning();
  if (!saved) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
  return saved;
}

export async function findMcpServer(db: Database, userId: string, id: string): Promise<McpServerSummary> {
  const [row] = await db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, id), isPersonsApp(userId)));
  if (!row) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
  return toMcpServerSummary(row);
}

export async function removeMcpServer(db: Database, userId: string, id: string): Promise<string> {
  const [row] = await db
    .delete(mcpServers)
    .where(and(eq(mcpServers.id, id), eq(mcpServers.userId, userId)))
    .returning({ name: mcpServers.name });
  if (!row) throw new AppError("NOT_FOUND", { message: mcpServerTexts.notFound });
  return row.name;
}

function toServerApp(context: McpServersContext, row: McpServerRow): McpServerApp {
  return {
    id: row.id,
    name: row.name,
    tools: row.tools,
    readAccess: () => {
      // Its refresh already failed: no point asking the server again before the person signs in.
      if (row.status === "needs_reconnect") {
        throw new AppError("CONFLICT", { message: mcpServerTexts.needsReconnect(row.name) });
      }
      return {
        name: row.name,
        url: row.url,
        ...(row.bearerTokenEncrypted ? { bearerToken: context.cipher.decrypt(row.bearerTokenEncrypted, row.id) } : {}),
        ...(row.authKind === "oauth" ? { oauth: createOAuthProvider(context, row.id) } : {}),
        storeTools: async (tools) => {
          await context.db.update(mcpServers).set({ tools, updatedAt: new Date() }).where(eq(mcpServers.id, row.id));
        },
      };
    },
  };
}

/** Every server of the person's as an app, oldest first. */
export async function listMcpServerApps(
  context: McpServersContext,
  userId: string,
): Promise<(McpServerApp & { appTools: AppTool[] })[]> {
  const rows = await context.db
    .select()
    .from(mcpServers)
    .where(isPersonsApp(userId))
    .orderBy(asc(mcpServers.connectedAt));
  return rows.map((row) => {
    const app = toServerApp(context, row);
    return { ...app, appTools: createMcpAppTools(app, context.mcp) };
  });
}

/**
 * One of the person's servers as an app, by its assistant key; another person's answers as if it did not exist.
 * When `userText` names a tool the stored list lacks, tools/list is read again first (connections are per
 * operation, so a `notifications/tools/list_changed` sent between them is never heard); if that fails, the stored
 * list stands.
 */
export async function loadMcpServerApp(
  context: McpServersContext,
  userId: string,
  appKey: string,
  userText?: string,
): Promise<(McpServerApp & { tools: McpServerApp["tools"]; appTools: AppTool[] }) | undefined> {
  if (!isMcpAppKey(appKey)) return undefined;
  const [stored] = await context.db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, toMcpServerId(appKey)), isPersonsApp(userId)));
  if (!stored) return undefined;
  const row =
    userText && stored.status === "connected" && readUnlistedToolName(userText, stored.tools)
      ? await refreshServerTools(context, stored).catch(() => stored)
      : stored;
  const app = toServerApp(context, row);
  return { ...app, appTools: createMcpAppTools(app, context.mcp) };
}

/** The sandbox's 'Facturación' while Shifu runs against its sandbox: offered prefilled, signing in with OAuth. */
export function describeDemoServer(settings: McpSettings): McpDemoServer | null {
  if (!settings.sandboxOrigin) return null;
  return { name: "Facturación", url: `${settings.sandboxOrigin}${FACTURACION_OAUTH_MCP_PATH}`, auth_kind: "oauth" };
}
