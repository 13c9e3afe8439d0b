import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { findServiceByKey } from "@shifu/contract";
import type { AppTool, IntentAction } from "../../integrations/app-tool";
import { toModelToolName } from "../../integrations/mcp/create-mcp-app-tools";
import { findIntegration } from "../../integrations/registry";
import { listConnectedApps } from "../assistant/run-app-tool";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { listMcpServerApps } from "../mcp-servers/mcp-servers.service";

/** One tool Shifu offers an outside client: an app tool of the person's, with what Shifu knows of its effects. */
export type EndpointTool = { appTool: AppTool; appName: string; annotations: ToolAnnotations };

/** Writes that only add something new: nothing the person had is changed or lost. */
const ADDITIVE_ACTIONS: ReadonlySet<IntentAction> = new Set(["create", "send", "reply", "forward"]);
/** Writes that set a state: done twice, they leave things as done once. */
const IDEMPOTENT_ACTIONS: ReadonlySet<IntentAction> = new Set([
  "label",
  "trash",
  "delete",
  "archive",
  "complete",
  "assign",
  "move",
  "reschedule",
  "respond",
]);

export function describeCatalogueTool(appTool: AppTool, appName: string): ToolAnnotations {
  if (!appTool.writes) {
    return { title: appName, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true };
  }
  return {
    title: appName,
    readOnlyHint: false,
    destructiveHint: appTool.destructive === true || !ADDITIVE_ACTIONS.has(appTool.intent.action),
    idempotentHint: IDEMPOTENT_ACTIONS.has(appTool.intent.action),
    openWorldHint: true,
  };
}

/**
 * The tools of every app the person connected, catalogue apps and MCP servers alike, under the names the chat's model
 * knows them by (already one namespace per app: `gmail_…`, `mcp_{server}_…`).
 */
export async function listEndpointTools(context: IntegrationsContext, userId: string): Promise<EndpointTool[]> {
  const [connectedApps, servers] = await Promise.all([
    listConnectedApps(context, userId),
    listMcpServerApps(context, userId),
  ]);
  const catalogue = connectedApps.flatMap((app) => {
    const appName = findServiceByKey(app)?.name ?? app;
    return (findIntegration(app)?.tools ?? []).map((appTool) => ({
      appTool,
      appName,
      annotations: describeCatalogueTool(appTool, appName),
    }));
  });
  const fromServers = servers.flatMap((server) =>
    server.tools.flatMap((record) => {
      const appTool = server.appTools.find((candidate) => candidate.name === toModelToolName(server.id, record.name));
      if (!appTool) return [];
      // The server's own word, as Shifu acts on it: only a tool it marks read-only runs at once (decision 33).
      const annotations: ToolAnnotations = {
        title: server.name,
        readOnlyHint: !appTool.writes,
        destructiveHint: appTool.destructive === true,
        idempotentHint: !appTool.writes || record.annotations?.idempotentHint === true,
        openWorldHint: true,
      };
      return [{ appTool, appName: server.name, annotations }];
    }),
  );
  return [...catalogue, ...fromServers];
}
