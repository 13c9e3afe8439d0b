import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { repoRoot, type ServerProcess, startServer } from "./server-process";

export type LoadOptions = {
  url: string;
  /** POST (the default) sends `buildBody`'s JSON; GET sends no body. */
  method?: "GET" | "POST";
  concurrency: number;
  /** A window of time, never a request count: every side of a comparison is measured for as long. */
  durationMs: number;
  requestTimeoutMs: number;
  /** Ends the run early, so an interrupted benchmark still stops its server and drops its database. */
  stopSignal: AbortSignal;
  /** `worker` is the index (0 … concurrency − 1) of the connection sending, so each can act as a user of its own. */
  buildBody?(worker: number): string;
  /** Sent along with `content-type: application/json`, e.g. a session cookie and the origin. */
  buildHeaders?(worker: number): Record<string, string>;
  /** The process answering: its CPU time over the window shows whether the load saturated it. */
  serverPid?: number;
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
  /** The answering process's CPU over the window, in percent of one core (Node answers on one thread). */
  serverCpuPercent: number | null;
};

/** Nearest-rank percentile of an ascending list. */
export function pickPercentile(sorted: number[], percentile: number): number {
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat: user time, then system time. */
const TICKS_PER_SECOND = 100;

function readCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function countFailures(result: autocannon.Result): Record<string, number> {
  const failures: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (status !== "200" && count > 0) failures[status] = count;
  }
  if (result.errors > 0) failures.error = result.errors;
  return failures;
}

/**
 * Closed loop with autocannon: `concurrency` keep-alive connections, each sending its next request as soon as the
 * previous one is answered, for the whole window. Autocannon writes requests and parses answers without the
 * per-request cost of `fetch`, so it keeps a bare Fastify route busy where `fetch` topped out at about 3,000 req/s.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let nextWorker = 0;
  const cpuAtStart = options.serverPid ? readCpuSeconds(options.serverPid) : null;
  // Without a callback autocannon returns its instance, which is also a promise of the result; the types know one.
  const instance = autocannon({
    url: options.url,
    connections: options.concurrency,
    pipelining: 1,
    duration: options.durationMs / 1000,
    timeout: options.requestTimeoutMs / 1000,
    requests: [
      {
        method: options.method ?? "POST",
        setupRequest: (request, context: { worker?: number }) => {
          context.worker ??= nextWorker++ % options.concurrency;
          const headers = options.buildHeaders?.(context.worker) ?? {};
          if (options.method === "GET") return { ...request, headers };
          return {
            ...request,
            headers: { "content-type": "application/json", ...headers },
            body: options.buildBody?.(context.worker) ?? "{}",
          };
        },
      },
    ],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const stop = () => instance.stop();
  options.stopSignal.addEventListener("abort", stop, { once: true });
  try {
    const result = await instance;
    const cpuSeconds = options.serverPid && cpuAtStart !== null ? readCpuSeconds(options.serverPid) - cpuAtStart : null;
    const failures = countFailures(result);
    const requests = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
    return {
      requests,
      failures,
      failureCount: Object.values(failures).reduce((sum, count) => sum + count, 0),
      elapsedMs: result.duration * 1000,
      requestsPerSecond: requests / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      serverCpuPercent: cpuSeconds === null ? null : (cpuSeconds / result.duration) * 100,
    };
  } finally {
    options.stopSignal.removeEventListener("abort", stop);
  }
}

const noopServerEntry = path.join(import.meta.dirname, "noop-server.mjs");

/** Node's bare http server answering `{}` at once: what a generator's own ceiling is measured against. */
export function startNoopServer(): Promise<ServerProcess> {
  return startServer(noopServerEntry, repoRoot, repoRoot, {});
}

/**
 * The generator's own ceiling: the same load against Node's bare http server answering `{}` without reading the
 * request. A baseline well below this figure, with its process near 100 % of a core, is the server's limit and not
 * the generator's.
 */
export async function measureGeneratorCeiling(
  concurrency: number,
  durationMs: number,
  stopSignal: AbortSignal,
): Promise<LoadResult> {
  const server = await startNoopServer();
  try {
    const load = {
      url: `${server.baseUrl}/noop`,
      concurrency,
      requestTimeoutMs: 10_000,
      stopSignal,
      buildBody: () => "{}",
      serverPid: server.pid,
    };
    await runLoad({ ...load, durationMs: Math.min(durationMs, 3_000) });
    return await runLoad({ ...load, durationMs });
  } finally {
    await server.stop();
  }
}

export function formatLoad(result: LoadResult): string {
  const cpu = result.serverCpuPercent === null ? "" : `, CPU del servidor ${result.serverCpuPercent.toFixed(0)} %`;
  const failures = result.failureCount > 0 ? ` ${JSON.stringify(result.failures)}` : "";
  return `${result.requestsPerSecond.toFixed(0)} req/s (${result.requests} en ${(result.elapsedMs / 1000).toFixed(1)} s), p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, no 200: ${result.failureCount}${failures}${cpu}`;
}
