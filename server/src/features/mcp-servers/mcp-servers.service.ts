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
import { FACTURACION_DEMO_TOKEN, FACTURACION_MCP_PATH } from "@shifu/sandbox";
import { and, asc, eq } from "drizzle-orm";
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

export type McpServersContext = { db: Database; cipher: TokenCipher; mcp: McpSettings };

type McpServerRow = typeof mcpServers.$inferSelect;

export function toMcpServerSummary(row: McpServerRow): McpServerSummary {
  return {
    id: row.id,
    app: toMcpAppKey(row.id),
    name: row.name,
    url: row.url,
    auth_kind: row.authKind,
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

export async function listMcpServers(db: Database, userId: string): Promise<McpServerSummary[]> {
  const rows = await db
    .select()
    .from(mcpServers)
    .where(eq(mcpServers.userId, userId))
    .orderBy(asc(mcpServers.connectedAt));
  return rows.map(toMcpServerSummary);
}

/**
 * Connects to the server first (initialize, then tools/list) and stores it only when that worked, so a wrong URL or
 * token is said at once and nothing half-connected is kept.
 */
export async function addMcpServer(
  context: McpServersContext,
  userId: string,
  request: AddMcpServerRequest,
): Promise<McpServerSummary> {
  const name = request.name.trim();
  const existing = await listMcpServers(context.db, userId);
  const folded = name.toLocaleLowerCase("es");
  if (isReservedName(name) || existing.some((server) => server.name.toLocaleLowerCase("es") === folded)) {
    throw new AppError("CONFLICT", { message: mcpServerTexts.nameTaken, fields: { name: mcpServerTexts.nameTaken } });
  }
  const url = parseServerUrl(request.url.trim()).toString();
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
  return toMcpServerSummary(row);
}

export async function findMcpServer(db: Database, userId: string, id: string): Promise<McpServerSummary> {
  const [row] = await db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, id), eq(mcpServers.userId, userId)));
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
    readAccess: () => ({
      name: row.name,
      url: row.url,
      ...(row.bearerTokenEncrypted ? { bearerToken: context.cipher.decrypt(row.bearerTokenEncrypted, row.id) } : {}),
    }),
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
    .where(eq(mcpServers.userId, userId))
    .orderBy(asc(mcpServers.connectedAt));
  return rows.map((row) => {
    const app = toServerApp(context, row);
    return { ...app, appTools: createMcpAppTools(app, context.mcp) };
  });
}

/** One of the person's servers as an app, by its assistant key; another person's answers as if it did not exist. */
export async function loadMcpServerApp(
  context: McpServersContext,
  userId: string,
  appKey: string,
): Promise<(McpServerApp & { tools: McpServerApp["tools"]; appTools: AppTool[] }) | undefined> {
  if (!isMcpAppKey(appKey)) return undefined;
  const [row] = await context.db
    .select()
    .from(mcpServers)
    .where(and(eq(mcpServers.id, toMcpServerId(appKey)), eq(mcpServers.userId, userId)));
  if (!row) return undefined;
  const app = toServerApp(context, row);
  return { ...app, appTools: createMcpAppTools(app, context.mcp) };
}

/** The sandbox's 'Facturación' while Shifu runs against its sandbox: offered prefilled, with the demo token. */
export function describeDemoServer(settings: McpSettings): McpDemoServer | null {
  if (!settings.sandboxOrigin) return null;
  return {
    name: "Facturación",
    url: `${settings.sandboxOrigin}${FACTURACION_MCP_PATH}`,
    bearer_token: FACTURACION_DEMO_TOKEN,
  };
}
