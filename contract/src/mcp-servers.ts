import { z } from "zod";

export const McpAuthKindSchema = z.enum(["none", "bearer", "oauth"]);
export type McpAuthKind = z.infer<typeof McpAuthKindSchema>;

export const MCP_SERVER_NAME_MAX = 40;

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

export const mcpServerTexts = {
  tileName: "Servidor MCP",
  added: (name: string, tools: number) => `Se conectó ${name} con ${tools} herramienta${tools === 1 ? "" : "s"}.`,
  removed: (name: string) => `Se desconectó ${name}.`,
  notFound: "Ese servidor MCP no está conectado.",
  nameTaken: "Ya tienes un servidor o una app con ese nombre. Elige otro.",
  badUrl: "La URL debe empezar por https:// (o http://) y apuntar a un servidor MCP.",
  privateAddress:
    "Esa dirección es de una red privada o del propio equipo, y por seguridad Shifu no se conecta a ella.",
  unresolvable: "No se encontró ese servidor. Revisa la URL.",
  timeout: (name: string) => `${name} no respondió a tiempo. Inténtalo de nuevo en un momento.`,
  unreachable: (name: string) => `No se pudo conectar con ${name}. Revisa la URL o inténtalo más tarde.`,
  refusedToken: (name: string) => `${name} rechazó el acceso. Revisa el token.`,
  noOAuth: (name: string) =>
    `${name} no ofrece inicio de sesión OAuth (no publica los metadatos de autorización). Prueba con un token o sin autenticación.`,
  noRegistration: (name: string) =>
    `${name} no permite que Shifu se registre como aplicación (registro dinámico de clientes), así que no se puede iniciar sesión con OAuth.`,
  authorizationFailed: (name: string) => `No se pudo completar el inicio de sesión en ${name}. Inténtalo de nuevo.`,
  needsReconnect: (name: string) =>
    `El acceso a ${name} caducó y no se pudo renovar. Pulsa «Reconectar» junto a ${name} para iniciar sesión otra vez.`,
  reconnected: (name: string, tools: number) =>
    `Se reconectó ${name} con ${tools} herramienta${tools === 1 ? "" : "s"}.`,
  failed: (name: string, detail: string) => `${name} respondió con un error: ${detail}`,
  notMcp: (name: string) => `${name} no respondió como un servidor MCP.`,
  destructive: "Esta acción es destructiva: puede borrar o cambiar datos sin vuelta atrás.",
  needsModel: (name: string) =>
    `Sin un modelo de lenguaje configurado solo puedo usar una herramienta de ${name} si la nombras, por ejemplo: «usa la herramienta buscar_facturas con cliente Acme». Para peticiones libres a servidores MCP hace falta un modelo.`,
  unknownTool: (name: string, tools: string) => `${name} no tiene esa herramienta. Sus herramientas son: ${tools}.`,
} as const;
