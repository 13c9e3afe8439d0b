export { buildSandboxApp, type SandboxApp, type SandboxAppOptions } from "./build-sandbox-app";
export { demoAccounts } from "./demo-accounts";
export type { CalendarEvent, GoogleCalendar } from "./demo-data/google-calendar-data";
export { FACTURACION_DEMO_TOKEN, FACTURACION_MCP_PATH, FACTURACION_OAUTH_MCP_PATH } from "./mcp/facturacion-paths";
export { type RunningSandbox, type StartSandboxOptions, startSandbox } from "./start-sandbox";
