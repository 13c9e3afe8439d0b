import { performance } from "node:perf_hooks";

export type LoadOptions = {
  url: string;
  concurrency: number;
  durationMs: number;
  /** A ceiling on requests, so a much faster server than expected still gets a bounded run. */
  maxRequests: number;
  requestTimeoutMs: number;
  /** Ends the run early, so an interrupted benchmark still stops its server and drops its database. */
  stopSignal: AbortSignal;
  /** `worker` is the index (0 … concurrency − 1) of the worker sending, so each can act as a user of its own. */
  buildBody(worker: number): string;
  /** Sent along with `content-type: application/json`, e.g. a session cookie and the origin. */
  buildHeaders?(worker: number): Record<string, string>;
};

export type LoadResult = {
  requests: number;
  /** Responses other than 200, and requests that got no response at all, by status ("error" for the latter). */
  failures: Record<string, number>;
  failureCount: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

/** Nearest-rank percentile of an ascending list. */
export function pickPercentile(sorted: number[], percentile: number): number {
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

async function sendOne(options: LoadOptions, worker: number): Promise<string> {
  try {
    const response = await fetch(options.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...options.buildHeaders?.(worker) },
      body: options.buildBody(worker),
      signal: AbortSignal.any([AbortSignal.timeout(options.requestTimeoutMs), options.stopSignal]),
    });
    // Reading the body frees the keep-alive connection for the next request.
    await response.arrayBuffer();
    return String(response.status);
  } catch {
    return "error";
  }
}

/**
 * Closed loop: each of `concurrency` workers sends its next request as soon as the previous one is answered, like
 * autocannon does, until the time or the request ceiling runs out.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let started = 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;

  async function runWorker(_: unknown, worker: number): Promise<void> {
    while (performance.now() < deadline && started < options.maxRequests && !options.stopSignal.aborted) {
      started++;
      const sentAt = performance.now();
      const status = await sendOne(options, worker);
      latencies.push(performance.now() - sentAt);
      if (status !== "200") failures[status] = (failures[status] ?? 0) + 1;
    }
  }

  await Promise.all(Array.from({ length: options.concurrency }, runWorker));
  const elapsedMs = performance.now() - startedAt;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    failureCount: Object.values(failures).reduce((sum, count) => sum + count, 0),
    elapsedMs,
    requestsPerSecond: sorted.length / (elapsedMs / 1000),
    p50Ms: pickPercentile(sorted, 50),
    p99Ms: pickPercentile(sorted, 99),
  };
}
