import { z } from "zod";
import { MCP_SERVER_NAME_MAX } from "./plain/mcp-servers";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/mcp-servers";

export const McpAuthKindSchema = z.enum(["none", "bearer"]);
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
  tools: z.array(McpToolSummarySchema),
  connected_at: z.string(),
});
export type McpServerSummary = z.infer<typeof McpServerSummarySchema>;

/** The demo's own server, offered prefilled in 'Agregar servicios' while the sandbox stands in for providers. */
export const McpDemoServerSchema = z.object({ name: z.string(), url: z.string(), bearer_token: z.string() });
export type McpDemoServer = z.infer<typeof McpDemoServerSchema>;

export const McpServersResponseSchema = z.object({
  servers: z.array(McpServerSummarySchema),
  demo: McpDemoServerSchema.nullable(),
});
export type McpServersResponse = z.infer<typeof McpServersResponseSchema>;

export const McpServerSavedResponseSchema = z.object({ message: z.string(), server: McpServerSummarySchema });
export type McpServerSavedResponse = z.infer<typeof McpServerSavedResponseSchema>;
