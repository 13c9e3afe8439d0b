export const MCP_SERVER_NAME_MAX = 40;

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

/**
 * A Model Context Protocol server the person connected is an app of theirs: its assistant key is `mcp-{id}`, its
 * chat '{name}Chat', its tools `mcp_{first 8 of id}_{tool}`.
 */
export type McpAppKey = `mcp-${string}`;

const MCP_APP_KEY = /^mcp-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isMcpAppKey(key: string): key is McpAppKey {
  return MCP_APP_KEY.test(key);
}

export function toMcpAppKey(serverId: string): McpAppKey {
  return `mcp-${serverId}`;
}

export function toMcpServerId(key: McpAppKey): string {
  return key.slice("mcp-".length);
}

export function toMcpChatName(serverName: string): string {
  return `${serverName}Chat`;
}
