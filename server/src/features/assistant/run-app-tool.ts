import { integrationMessages, isMcpAppKey, type ServiceKey } from "@shifu/contract";
import { and, eq } from "drizzle-orm";
import { integrations } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { AppTool, ToolContext, ToolOutput } from "../../integrations/app-tool";
import type { ProviderApi } from "../../integrations/provider-api";
import { callWithAccessToken } from "../integrations/access-token.service";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { readWorkingHours } from "../training/knowledge-store";

const NO_PROVIDER_API: ProviderApi = {
  request: () => Promise.reject(new Error("Un servidor MCP no se llama a través de un proveedor")),
};

/** The services the user has connected and can use now (not those waiting for a reconnection). */
export async function listConnectedApps(
  context: Pick<IntegrationsContext, "db">,
  userId: string,
): Promise<ServiceKey[]> {
  const rows = await context.db
    .select({ service: integrations.service })
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.status, "connected")));
  return rows.map((row) => row.service as ServiceKey);
}

/** Runs `call` with the user's own connection to `app`: its tokens, refreshed and retried as needed. */
export async function callWithUserConnection<T>(
  context: IntegrationsContext,
  input: { userId: string; app: string; timeZone: string },
  call: (toolContext: ToolContext) => Promise<T>,
): Promise<T> {
  // An MCP server's tools carry their own connection to it (integrations/mcp/): no provider token is involved.
  if (isMcpAppKey(input.app)) return call({ api: NO_PROVIDER_API, now: new Date(), timeZone: input.timeZone });
  const [row] = await context.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.userId, input.userId), eq(integrations.service, input.app)));
  if (!row) throw new AppError("NOT_FOUND", { message: integrationMessages.notConnected });
  return callWithAccessToken(context, row.id, (api) =>
    call({
      api,
      now: new Date(),
      timeZone: input.timeZone,
      readWorkingHours: () => readWorkingHours(context.db, input.userId),
    }),
  );
}

export function runAppTool(
  context: IntegrationsContext,
  input: { userId: string; timeZone: string },
  tool: AppTool,
  args: Record<string, unknown>,
): Promise<ToolOutput> {
  return callWithUserConnection(context, { ...input, app: tool.app }, (toolContext) => tool.execute(toolContext, args));
}
