import { type McpAppKey, mcpServerTexts, toMcpAppKey } from "@shifu/contract";
import { z } from "zod";
import type { McpToolRecord } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { type AppTool, defineTool } from "../app-tool";
import { callServerTool, type McpServerAccess, type McpSettings } from "./mcp-client";
import { renderToolResult } from "./render-tool-result";

/** One connected server as the assistant needs it: its key, name and tools, and how to reach it. */
export type McpServerApp = {
  id: string;
  name: string;
  tools: readonly McpToolRecord[];
  /** Decrypts the token only when a call is made. */
  readAccess(): McpServerAccess;
};

/** Model tool names allow letters, digits, '_' and '-', 64 at most; the prefix keeps two servers' `search` apart. */
export function toModelToolName(serverId: string, tool: string): string {
  const safe = tool.replace(/[^A-Za-z0-9_-]/g, "_");
  return `mcp_${serverId.slice(0, 8)}_${safe}`.slice(0, 64);
}

/** Only a tool the server marks read-only runs at once; no annotations, or anything else, is a write. */
export function isReadOnlyTool(tool: McpToolRecord): boolean {
  return tool.annotations?.readOnlyHint === true;
}

export function isDestructiveTool(tool: McpToolRecord): boolean {
  // The spec's default for a tool that is not read-only is destructive, so only an explicit false lifts the warning.
  return !isReadOnlyTool(tool) && tool.annotations?.destructiveHint !== false;
}

export function readToolTitle(tool: McpToolRecord): string {
  return tool.title ?? tool.annotations?.title ?? tool.name;
}

/** The server's JSON Schema as zod, so the model, the approval and the run all check the same arguments. */
function toInputSchema(schema: Record<string, unknown>): z.ZodType<Record<string, unknown>> {
  try {
    return z.fromJSONSchema(schema) as z.ZodType<Record<string, unknown>>;
  } catch {
    return z.record(z.string(), z.unknown());
  }
}

function describeValue(value: unknown): string {
  return typeof value === "string" ? `«${value}»` : JSON.stringify(value);
}

/**
 * The card's text: the tool's title and its own name (a server cannot hide what runs behind a friendly title), the
 * server, and every argument exactly as it will be sent.
 */
export function describeToolCall(serverName: string, tool: McpToolRecord, args: Record<string, unknown>): string {
  const title = readToolTitle(tool);
  const named = title === tool.name ? `«${tool.name}»` : `${title} («${tool.name}»)`;
  // In the order the tool declares its arguments, so one call always reads the same whichever order it came in.
  const declared = Object.keys((tool.inputSchema.properties as Record<string, unknown> | undefined) ?? {});
  const rank = (key: string) => (declared.includes(key) ? declared.indexOf(key) : declared.length);
  const listed = Object.entries(args)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}: ${describeValue(value)}`);
  return `${named} en ${serverName}${listed.length > 0 ? ` con ${listed.join(", ")}` : " sin argumentos"}`;
}

/** A server's tools as Shifu's app tools: reads answer with the server's text, writes wait for an approval. */
export function createMcpAppTools(server: McpServerApp, settings: McpSettings): AppTool[] {
  const app: McpAppKey = toMcpAppKey(server.id);
  return server.tools.map((record) => {
    const writes = !isReadOnlyTool(record);
    return defineTool<Record<string, unknown>>({
      name: toModelToolName(server.id, record.name),
      app,
      description: `${readToolTitle(record)} (${server.name}). ${record.description ?? ""}`.trim(),
      inputSchema: toInputSchema(record.inputSchema),
      writes,
      destructive: writes && isDestructiveTool(record),
      intent: { action: writes ? "create" : "search", objects: ["anything"] },
      // The local engine reaches a server's tools only when the person names one (mcp-local-model.ts).
      argsFromRequest: () => null,
      describe: async (_context, input) => describeToolCall(server.name, record, input),
      execute: async (_context, input) => {
        const result = await callServerTool(server.readAccess(), settings, record.name, input);
        const text = renderToolResult(result);
        if (result.isError) {
          throw new AppError("UNAVAILABLE", { message: mcpServerTexts.failed(server.name, text || "sin detalles") });
        }
        if (writes) return { kind: "done", message: `${server.name}: ${text || "hecho."}` };
        return { kind: "document", item: { id: record.name, title: readToolTitle(record), app }, text };
      },
    });
  });
}
