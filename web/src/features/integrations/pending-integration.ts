import { readStoredItem, writeStoredItem } from "../../shared/browser-storage";

/** The spec's localStorage key for the name of the service being connected, read back on the return to /chat. */
export const PENDING_INTEGRATION_KEY = "integration";

/** sessionStorage: the states whose return was already handled, so a reload never posts the same code twice. */
export const PROCESSED_STATES_KEY = "integrationProcessedStates";

/** Enough for every connection of a tab's life; older states are expired at the server anyway. */
const PROCESSED_STATES_KEPT = 50;

export function storePendingIntegration(serviceName: string): void {
  writeStoredItem(localStorage, PENDING_INTEGRATION_KEY, serviceName);
}

/**
 * An MCP server's sign-in is pending under the same key, as `mcp:{name}`: one connection at a time, whichever kind,
 * and the return to /chat tells them apart.
 */
const MCP_PREFIX = "mcp:";

export function storePendingMcpSignIn(serverName: string): void {
  writeStoredItem(localStorage, PENDING_INTEGRATION_KEY, `${MCP_PREFIX}${serverName}`);
}

/** The server's name when the pending connection is an MCP server's sign-in. */
export function readMcpServerName(pending: string): string | null {
  return pending.startsWith(MCP_PREFIX) ? pending.slice(MCP_PREFIX.length) : null;
}

export function readPendingIntegration(): string | null {
  return readStoredItem(localStorage, PENDING_INTEGRATION_KEY) || null;
}

export function forgetPendingIntegration(): void {
  writeStoredItem(localStorage, PENDING_INTEGRATION_KEY, null);
}

function readProcessedStates(): string[] {
  try {
    const stored: unknown = JSON.parse(readStoredItem(sessionStorage, PROCESSED_STATES_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((state): state is string => typeof state === "string") : [];
  } catch {
    return [];
  }
}

export function wasReturnProcessed(state: string): boolean {
  return readProcessedStates().includes(state);
}

export function markReturnProcessed(state: string): void {
  const states = [...readProcessedStates().filter((kept) => kept !== state), state].slice(-PROCESSED_STATES_KEPT);
  writeStoredItem(sessionStorage, PROCESSED_STATES_KEY, JSON.stringify(states));
}
