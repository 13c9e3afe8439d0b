import type { FastifyBaseLogger } from "fastify";

/** How often, while the database is away, a ping checks whether it is back. */
const PROBE_INTERVAL_MS = 500;

export type DatabaseOutageLog = {
  /** A request was refused with 503 because the database is away. */
  recordRefusal(error: unknown): void;
  stop(): void;
};

function describeCause(error: unknown): Record<string, unknown> {
  // The code and the driver's words only: no stack, no SQL and none of its values.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return { code };
  }
  return { reason: error instanceof Error ? error.name : "unknown" };
}

/**
 * One line when the database goes away and one when it is back, with how many requests were refused in between,
 * instead of a stack and the failed SQL for every refused request (three 10-second outages once wrote 64 MB).
 */
export function createDatabaseOutageLog(logger: FastifyBaseLogger, ping: () => Promise<void>): DatabaseOutageLog {
  let refused = 0;
  let since: Date | null = null;
  let probe: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleProbe = () => {
    probe = setTimeout(async () => {
      try {
        await ping();
      } catch {
        if (!stopped) scheduleProbe();
        return;
      }
      if (since) {
        logger.info({ refusedRequests: refused, downForMs: Date.now() - since.getTime() }, "database available again");
      }
      refused = 0;
      since = null;
    }, PROBE_INTERVAL_MS);
    probe.unref();
  };

  return {
    recordRefusal(error) {
      refused += 1;
      if (since || stopped) return;
      since = new Date();
      logger.error(describeCause(error), "database unavailable: refusing requests with 503 until it is back");
      scheduleProbe();
    },
    stop() {
      stopped = true;
      clearTimeout(probe);
    },
  };
}
