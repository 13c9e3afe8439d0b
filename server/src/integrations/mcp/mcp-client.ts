import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { mcpServerTexts } from "@shifu/contract";
import type { McpToolRecord } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import type { McpNetwork } from "./create-mcp-network";
import type { McpOAuthProvider } from "./mcp-oauth-provider";

/**
 * How Shifu may reach MCP servers, read once from the environment (env.ts). `sandboxOrigin` is the sandbox Shifu
 * itself talks to in demo mode (its own configuration, never a person's input), whose demo server is reachable
 * on loopback without opening every private address; `network` is the one pinned way out to every other server.
 */
export type McpSettings = { timeoutMs: number; sandboxOrigin?: string; network: McpNetwork };

/**
 * One of the person's servers, with its bearer token already decrypted, or its OAuth client; `storeTools` keeps the
 * list the server announced as changed during a call (a server being connected has nothing stored yet).
 */
export type McpServerAccess = {
  name: string;
  url: string;
  bearerToken?: string;
  oauth?: McpOAuthProvider;
  storeTools?: (tools: McpToolRecord[]) => Promise<void>;
};

type RequestOptions = { timeout: number; signal: AbortSignal };

/** A server may list many tools; past these, the rest are left out rather than flooding every chat turn. */
const MAX_TOOLS = 100;

const SHIFU_CLIENT = { name: "Shifu", version: "1.0.0" };

/** The SDK's client side (about 0.3 s to load) comes with the first conversation with a server, not at start. */
async function loadClientSdk() {
  const [auth, client, streamableHttp, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/client/auth.js"),
    import("@modelcontextprotocol/sdk/client/index.js"),
    import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  return {
    UnauthorizedError: auth.UnauthorizedError,
    Client: client.Client,
    StreamableHTTPClientTransport: streamableHttp.StreamableHTTPClientTransport,
    StreamableHTTPError: streamableHttp.StreamableHTTPError,
    ErrorCode: types.ErrorCode,
    McpError: types.McpError,
  };
}

/** Any failure of the conversation with a server, as the Spanish reason the person reads. */
export async function describeServerFailure(error: unknown, name: string): Promise<AppError> {
  if (error instanceof AppError) return error;
  const { StreamableHTTPError, McpError, ErrorCode } = await loadClientSdk();
  const hasStatus = (statuses: readonly number[]) =>
    error instanceof StreamableHTTPError && error.code !== undefined && statuses.includes(error.code);
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return new AppError("UNAVAILABLE", { message: mcpServerTexts.timeout(name), cause: error });
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new AppError("UNAVAILABLE", { message: mcpServerTexts.timeout(name), cause: error });
  }
  if (hasStatus([401, 403]) || (error instanceof Error && error.name === "UnauthorizedError")) {
    return new AppError("BAD_REQUEST", { message: mcpServerTexts.refusedToken(name), cause: error });
  }
  if (error instanceof McpError) {
    return new AppError("UNAVAILABLE", { message: mcpServerTexts.failed(name, error.message), cause: error });
  }
  if (error instanceof StreamableHTTPError || error instanceof SyntaxError) {
    return new AppError("UNAVAILABLE", { message: mcpServerTexts.notMcp(name), cause: error });
  }
  return new AppError("UNAVAILABLE", { message: mcpServerTexts.unreachable(name), cause: error });
}

/**
 * fetch for everything said to a server and its authorization server (metadata, registration, tokens) during one
 * operation: through the install's pinned network (every connection checked at the address it connects to, metadata
 * naming any host included; redirects refused), and bounded by the operation's time.
 */
export function createGuardedFetch(settings: McpSettings, signal: AbortSignal): FetchLike {
  return (input, init) =>
    settings.network.fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
    });
}

/** tools/list, every page up to MAX_TOOLS, as stored: what the server said, nothing more. */
async function readTools(client: Client, options: RequestOptions): Promise<McpToolRecord[]> {
  const tools: McpToolRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, options);
    for (const tool of page.tools) {
      tools.push({
        name: tool.name,
        ...(tool.title ? { title: tool.title } : {}),
        ...(tool.description ? { description: tool.description } : {}),
        inputSchema: tool.inputSchema as Record<string, unknown>,
        ...(tool.annotations ? { annotations: tool.annotations } : {}),
      });
    }
    cursor = page.nextCursor;
  } while (cursor && tools.length < MAX_TOOLS);
  return tools.slice(0, MAX_TOOLS);
}

/**
 * Opens a conversation with the server, runs `use` and closes it: nothing stays open in this process between calls,
 * so any instance can serve the next one. A server may say `notifications/tools/list_changed` on the response stream
 * of any request (an SSE response); when it did, the list is read again before the conversation closes and comes back
 * as `changedTools`. Nothing is heard between conversations.
 */
async function withServer<T>(
  server: McpServerAccess,
  settings: McpSettings,
  use: (client: Client, options: RequestOptions) => Promise<T>,
): Promise<{ result: T; changedTools?: McpToolRecord[] }> {
  const { Client, StreamableHTTPClientTransport, UnauthorizedError } = await loadClientSdk();
  const url = new URL(server.url);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: {
      redirect: "error",
      headers: server.bearerToken ? { authorization: `Bearer ${server.bearerToken}` } : {},
    },
    // With OAuth the SDK adds the token, and after a 401 refreshes it once and retries; a failed refresh ends in
    // UnauthorizedError with the provider asking for a new sign-in.
    ...(server.oauth ? { authProvider: server.oauth } : {}),
    fetch: createGuardedFetch(settings, signal),
  });
  let heardChange = false;
  // The SDK's own handler, which it installs only when the server declares `tools.listChanged`. Its refresh is left
  // off: it reads one page, after the conversation may have closed; Shifu reads every page below, while still open.
  const client = new Client(SHIFU_CLIENT, {
    listChanged: {
      tools: {
        autoRefresh: false,
        debounceMs: 0,
        onChanged: () => {
          heardChange = true;
        },
      },
    },
  });
  try {
    const options = { timeout: settings.timeoutMs, signal };
    await client.connect(transport, options);
    const result = await use(client, options);
    if (!heardChange) return { result };
    // The call itself is done: a list that cannot be read again leaves the stored one standing, not the call failed.
    const changedTools = await readTools(client, options).catch(() => undefined);
    return changedTools ? { result, changedTools } : { result };
  } catch (error) {
    if (error instanceof UnauthorizedError && server.oauth) {
      await server.oauth.markNeedsReconnect();
      throw new AppError("CONFLICT", { message: mcpServerTexts.needsReconnect(server.name), cause: error });
    }
    throw await describeServerFailure(error, server.name);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** tools/list; when the server announced a change while answering, the list read after it. */
export async function listServerTools(server: McpServerAccess, settings: McpSettings): Promise<McpToolRecord[]> {
  const { result, changedTools } = await withServer(server, settings, readTools);
  return changedTools ?? result;
}

/**
 * tools/call. A result the server marks as an error is the server's own Spanish (or not) reason, passed on as one. A
 * tool list the server announced as changed while answering is stored, so the next turn offers it.
 */
export async function callServerTool(
  server: McpServerAccess,
  settings: McpSettings,
  tool: string,
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const { result, changedTools } = await withServer(
    server,
    settings,
    async (client, options) =>
      (await client.callTool({ name: tool, arguments: args }, undefined, options)) as CallToolResult,
  );
  // The tool has run: a list that cannot be stored is read again at the next announcement, reconnect or named tool.
  if (changedTools) await server.storeTools?.(changedTools).catch(() => undefined);
  return result;
}
