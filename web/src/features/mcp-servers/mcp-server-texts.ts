/** The MCP section's texts in 'Agregar servicios'; the server's answers come from the contract's `mcpServerTexts`. */
export const mcpServerViewTexts = {
  sectionTitle: "Otras apps",
  sectionIntro:
    "Conecta cualquier app que ofrezca un servidor MCP (Model Context Protocol). Las herramientas que solo leen se usan al momento; todo lo demás te pide confirmación.",
  tile: "Servidor MCP",
  tileHint: "Conectar por URL",
  formTitle: "Conectar un servidor MCP",
  formIntro: "Shifu se conecta por Streamable HTTP y lee sus herramientas antes de guardarlo.",
  /** The third sign-in kind: the MCP authorization spec's OAuth 2.1 (discovery, registration, PKCE). */
  authOAuth: "OAuth (iniciar sesión en el servidor)",
  oauthHint:
    "Te llevaremos a la página de inicio de sesión del servidor; al volver, Shifu guarda el acceso cifrado y lee sus herramientas.",
  redirecting: (name: string) => `Te llevamos a ${name} para que inicies sesión.`,
  reconnect: "Reconectar",
  expired: "Acceso caducado",
  name: "Nombre",
  url: "URL del servidor",
  auth: "Acceso",
  authNone: "Sin autenticación",
  authBearer: "Token (Bearer)",
  token: "Token",
  tokenHint: "Se guarda cifrado y nunca se muestra de nuevo.",
  offerDemo: (name: string) => `Usar el servidor de demostración «${name}»`,
  connect: "Conectar",
  connecting: "Conectando...",
  cancel: "Cancelar",
  openChat: "Abrir chat",
  remove: "Quitar",
  removing: "Quitando...",
  connectedList: "Servidores MCP conectados",
  toolCount: (count: number) => `${count} herramienta${count === 1 ? "" : "s"}`,
  failedTitle: "Error",
} as const;
