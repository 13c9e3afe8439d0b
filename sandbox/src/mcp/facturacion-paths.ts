// Apart from the server's code, so that Shifu can offer 'Facturación' without loading the sandbox or the MCP SDK.

/** The demo server's path, and the bearer token it accepts (shown in the demo's form, never a secret). */
export const FACTURACION_MCP_PATH = "/mcp/facturacion";
export const FACTURACION_DEMO_TOKEN = "demo-facturacion-2026";

/** The OAuth twin of the demo server: same tools and invoices, signed in with OAuth 2.1 instead of the demo token. */
export const FACTURACION_OAUTH_MCP_PATH = "/mcp/facturacion-oauth";
