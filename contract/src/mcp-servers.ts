import { z } from "zod";
import { MCP_SERVER_NAME_MAX } from "./plain/mcp-servers";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/mcp-servers";

export const McpAuthKindSchema = z.enum(["none", "bearer", "oauth"]);
export type McpAuthKind = z.infer<typeof McpAuthKindSchema>;

/** POST /api/mcp-servers. The URL is checked (scheme, address) by the server, which also connects to it first. */
export const AddMcpServerRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Escribe un nombre.")
      .max(MCP_SERVER_NAME_MAX, `El nombre puede tener hasta ${MCP_SERVER_NAME_MAX} caracteres.`)
      .regex(/^[\p{L}\p{N} ._-]+$/u, "Usa solo letras, números, espacios, puntos y guiones."),
    url: z.string().trim().min(1, "Escribe la URL del servidor.").max(2048),
    auth_kind: McpAuthKindSchema,
    bearer_token: z.string().trim().max(4096).optional(),
  })
  .refine((body) => body.auth_kind !== "bearer" || (body.bearer_token ?? "") !== "", {
    message: "Escribe el token.",
    path: ["bearer_token"],
  });
export type AddMcpServerRequest = z.infer<typeof AddMcpServerRequestSchema>;

export const McpToolSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  /** The server says it only reads: it runs at once. Any other tool asks for confirmation first. */
  read_only: z.boolean(),
  destructive: z.boolean(),
});

/** What the browser may know of a connected server: never its token. */
export const McpServerSummarySchema = z.object({
  id: z.string(),
  /** Its assistant key, `mcp-{id}`: chat paths and history. */
  app: z.string(),
  name: z.string(),
  url: z.string(),
  auth_kind: McpAuthKindSchema,
  /** 'needs_reconnect': its OAuth token expired and could not be renewed; 'Reconectar' signs in again. */
  status: z.enum(["connected", "needs_reconnect"]),
  tools: z.array(McpToolSummarySchema),
  connected_at: z.string(),
});
export type McpServerSummary = z.infer<typeof McpServerSummarySchema>;

/** The demo's own server, offered prefilled (with OAuth) in 'Agregar servicios' while the sandbox stands in. */
export const McpDemoServerSchema = z.object({ name: z.string(), url: z.string(), auth_kind: McpAuthKindSchema });
export type McpDemoServer = z.infer<typeof McpDemoServerSchema>;

export const McpServersResponseSchema = z.object({
  servers: z.array(McpServerSummarySchema),
  demo: McpDemoServerSchema.nullable(),
});
export type McpServersResponse = z.infer<typeof McpServersResponseSchema>;

export const McpServerSavedResponseSchema = z.object({ message: z.string(), server: McpServerSummarySchema });
export type McpServerSavedResponse = z.infer<typeof McpServerSavedResponseSchema>;

/** An OAuth server is not connected yet: the browser goes to its sign-in page and comes back to /chat. */
export const McpServerAuthorizeResponseSchema = z.object({ authorize_url: z.string() });

/** POST /api/mcp-servers and its reconnect: connected at once, or first to the server's sign-in page. */
export const McpServerConnectResponseSchema = z.union([McpServerSavedResponseSchema, McpServerAuthorizeResponseSchema]);
export type McpServerConnectResponse = z.infer<typeof McpServerConnectResponseSchema>;

/** POST /api/mcp-servers/oauth-callback: what the server's sign-in page put in /chat's address. */
export const McpOAuthCallbackRequestSchema = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(4096),
});
export type McpOAuthCallbackRequest = z.infer<typeof McpOAuthCallbackRequestSchema>;
