// Login benchmark: seeds 10,000 accounts, starts the built server and measures POST /login under a bounded load.
// Run with `npm run build && npx tsx bench/login-bench.ts`; BENCH_DATABASE_URL=postgres://… measures PostgreSQL
// instead of PGlite, in a throwaway database created on that server.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BENCH_PASSWORD,
  type BenchDatabase,
  formatBenchEmail,
  preparePgliteDatabase,
  preparePostgresDatabase,
} from "./bench-database";
import { type LoadResult, runLoad } from "./load-generator";
import { builtServerEntry, exitUnlessServerIsBuilt, repoRoot, startServer } from "./server-process";

const USER_COUNT = 10_000;
const CONCURRENCY = 10;
const WARMUP = { durationMs: 3_000 };
const MEASURE = { durationMs: 20_000 };
const REQUEST_TIMEOUT_MS = 10_000;

type LoginBenchResult = {
  database: "pglite" | "postgres";
  machine: { nproc: number; cpuModel: string; totalMemoryGiB: number; node: string; platform: string };
  concurrency: number;
  users: number;
  warmup: LoadResult;
  measured: LoadResult;
};

// Without this, Ctrl-C or a SIGTERM would kill the process before its finally blocks: the server would keep running
// and a throwaway database would stay behind on the shared PostgreSQL. `on`, not `once`: npx and tsx relay the
// signal again, and a second one with no listener left would still kill the process mid-cleanup.
const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

function describeMachine(): LoginBenchResult["machine"] {
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "desconocido",
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

function buildRandomLoginBody(): string {
  const index = Math.floor(Math.random() * USER_COUNT);
  return JSON.stringify({ correo: formatBenchEmail(index), password: BENCH_PASSWORD, remember: false });
}

async function runLoginBenchmark(databaseUrl: string | undefined): Promise<LoginBenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-login-bench-"));
  let database: BenchDatabase | undefined;
  try {
    console.log(`Sembrando ${USER_COUNT} usuarios en ${databaseUrl ? "PostgreSQL" : "PGlite"}…`);
    database = databaseUrl
      ? await preparePostgresDatabase(databaseUrl, USER_COUNT)
      : await preparePgliteDatabase(dataDir, USER_COUNT);
    interruption.signal.throwIfAborted();
    const server = await startServer(builtServerEntry, repoRoot, dataDir, database.serverEnv);
    try {
      const load = {
        url: `${server.baseUrl}/login`,
        concurrency: CONCURRENCY,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        stopSignal: interruption.signal,
        buildBody: buildRandomLoginBody,
        serverPid: server.pid,
      };
      console.log("Calentando…");
      const warmup = await runLoad({ ...load, ...WARMUP });
      interruption.signal.throwIfAborted();
      console.log(`Midiendo ${MEASURE.durationMs / 1000} s a concurrencia ${CONCURRENCY}…`);
      const measured = await runLoad({ ...load, ...MEASURE });
      interruption.signal.throwIfAborted();
      return {
        database: database.kind,
        machine: describeMachine(),
        concurrency: CONCURRENCY,
        users: USER_COUNT,
        warmup,
        measured,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printReport(result: LoginBenchResult): void {
  const { machine, measured, warmup } = result;
  console.log(`
Login benchmark (${result.database}, ${result.users} usuarios, concurrencia ${result.concurrency})
  máquina       ${machine.nproc} CPU (${machine.cpuModel}), ${machine.totalMemoryGiB} GiB, Node ${machine.node}, ${machine.platform}
  peticiones    ${measured.requests} en ${(measured.elapsedMs / 1000).toFixed(1)} s
  p50           ${measured.p50Ms.toFixed(1)} ms
  p99           ${measured.p99Ms.toFixed(1)} ms
  req/s         ${measured.requestsPerSecond.toFixed(1)}
  no 200        ${measured.failureCount} ${JSON.stringify(measured.failures)} (calentamiento: ${warmup.failureCount} de ${warmup.requests})`);
  console.log(JSON.stringify(result));
}

exitUnlessServerIsBuilt();
const result = await runLoginBenchmark(process.env.BENCH_DATABASE_URL || undefined);
printReport(result);
// Every login in the run is valid, so anything but 200 is a finding, not noise.
if (result.measured.failureCount > 0 || result.warmup.failureCount > 0) process.exitCode = 1;
