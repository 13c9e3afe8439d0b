const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/** PostgreSQL's connection exceptions (class 08), its shutdown and start-up refusals, and a statement timeout. */
const POSTGRES_CODES = /^(08...|57P0[123]|57014)$/;
/** node-postgres says these in words only: a connection dropped or never made, a query past its timeout. */
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Query read timeout",
  "Connection ended",
];

/**
 * Whether an error means the database cannot be reached now, rather than a bug: Drizzle wraps the driver's error, so
 * the whole cause chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
    if (POOL_MESSAGES.some((words) => current instanceof Error && current.message.includes(words))) return true;
  }
  return false;
}
