/** The spec's localStorage key for the name of the service being connected, read back on the return to /chat. */
export const PENDING_INTEGRATION_KEY = "integration";

/** sessionStorage: the states whose return was already handled, so a reload never posts the same code twice. */
export const PROCESSED_STATES_KEY = "integrationProcessedStates";

/** Enough for every connection of a tab's life; older states are expired at the server anyway. */
const PROCESSED_STATES_KEPT = 50;

// Storage can be disabled or full (private windows): the flow then goes on without what it could not keep.
function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch (error) {
    console.warn(`No se pudo guardar ${key} en el navegador`, error);
  }
}

export function storePendingIntegration(serviceName: string): void {
  writeItem(localStorage, PENDING_INTEGRATION_KEY, serviceName);
}

export function readPendingIntegration(): string | null {
  return readItem(localStorage, PENDING_INTEGRATION_KEY) || null;
}

export function forgetPendingIntegration(): void {
  writeItem(localStorage, PENDING_INTEGRATION_KEY, null);
}

function readProcessedStates(): string[] {
  try {
    const stored: unknown = JSON.parse(readItem(sessionStorage, PROCESSED_STATES_KEY) ?? "[]");
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
  writeItem(sessionStorage, PROCESSED_STATES_KEY, JSON.stringify(states));
}
