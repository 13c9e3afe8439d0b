// Assistant benchmark, on PGlite and then on PostgreSQL in one run:
// 1. what the server adds before the first streamed token, over a zero-latency mock model on loopback;
// 2. chat messages per second at concurrency 20 with the built-in local engine, next to a bare Fastify route.
// Run with `npm run build && npm run bench:assistant`. PostgreSQL is reached at BENCH_DATABASE_URL (by default the
// local server, user postgres), where a throwaway database is created and dropped.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measureFirstToken } from "./assistant/measure-first-token";
import { signInBenchUser } from "./assistant/sign-in-bench-user";
import { startMockModelServer } from "./assistant/start-mock-model-server";
import { type BenchDatabase, preparePgliteDatabase, preparePostgresDatabase } from "./bench-database";
import {
  formatLoad,
  type LoadOptions,
  type LoadResult,
  measureGeneratorCeiling,
  pickPercentile,
  runLoad,
} from "./load-generator";
import { builtServerEntry, exitUnlessServerIsBuilt, repoRoot, startServer } from "./server-process";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const FIRST_TOKEN_TURNS = { warmup: 50, measured: 500 };
const CONCURRENCY = 20;
const WARMUP = { durationMs: 3_000 };
const MEASURE = { durationMs: 15_000 };
const SERIAL_ROUND_TRIPS = { durationMs: 5_000 };
const REQUEST_TIMEOUT_MS = 10_000;
const STREAM_BODY = JSON.stringify({ messages: [{ role: "user", content: "Hola" }] });
const CHAT_BODY = JSON.stringify({ messages: [{ role: "user", content: "Hola, ¿qué puedes hacer?" }] });
// The daily cap and the registration limit protect real users; a run sends thousands of messages from one address.
const LIMITS_ENV = { ASSISTANT_DAILY_MESSAGES_FREE: "10000000", REGISTRATION_LIMIT_PER_HOUR: "10000" };

type Percentiles = { p50: number; p99: number };

type FirstTokenResult = {
  turns: number;
  firstTokenMs: Percentiles;
  mockMs: Percentiles;
  serverAddedMs: Percentiles;
  beforeModelMs: Percentiles;
  afterModelMs: Percentiles;
};

type BareRouteResult = { measured: LoadResult; serial: LoadResult };

type ThroughputResult = { sampleReply: string; warmup: LoadResult; measured: LoadResult; bareRoute: BareRouteResult };

type DatabaseResult = { database: BenchDatabase["kind"]; firstToken: FirstTokenResult; chat: ThroughputResult };

// As in the login bench: a signal must not kill the process before its finally blocks stop the servers and drop the
// throwaway database; `on`, because npx and tsx relay the signal a second time.
const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

const bareRouteEntry = path.join(import.meta.dirname, "assistant", "bare-route-server.mjs");

function describeMachine() {
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "desconocido",
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage1m: readLoadAverage(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

function summarizeValues(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: pickPercentile(sorted, 50), p99: pickPercentile(sorted, 99) };
}

async function measureFirstTokens(database: BenchDatabase, dataDir: string): Promise<FirstTokenResult> {
  const mock = await startMockModelServer();
  try {
    const server = await startServer(builtServerEntry, repoRoot, dataDir, {
      ...database.serverEnv,
      ...LIMITS_ENV,
      LLM_BASE_URL: mock.baseUrl,
      LLM_MODEL: "mock",
    });
    try {
      const turn = {
        baseUrl: server.baseUrl,
        cookie: await signInBenchUser(server.baseUrl, "first-token"),
        mock,
        signal: interruption.signal,
      };
      console.log(`Primer token: ${FIRST_TOKEN_TURNS.warmup} turnos de calentamiento…`);
      for (let index = 0; index < FIRST_TOKEN_TURNS.warmup; index++) await measureFirstToken(turn, STREAM_BODY);
      console.log(`Primer token: ${FIRST_TOKEN_TURNS.measured} turnos medidos, uno tras otro…`);
      const samples = [];
      for (let index = 0; index < FIRST_TOKEN_TURNS.measured; index++) {
        samples.push(await measureFirstToken(turn, STREAM_BODY));
      }
      return {
        turns: samples.length,
        firstTokenMs: summarizeValues(samples.map((sample) => sample.firstTokenMs)),
        mockMs: summarizeValues(samples.map((sample) => sample.mockMs)),
        serverAddedMs: summarizeValues(samples.map((sample) => sample.serverAddedMs)),
        beforeModelMs: summarizeValues(samples.map((sample) => sample.beforeModelMs)),
        afterModelMs: summarizeValues(samples.map((sample) => sample.afterModelMs)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await mock.stop();
  }
}

async function fetchSampleReply(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/chatAi`, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: CHAT_BODY,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/chatAi respondió ${response.status}: ${text}`);
  return (JSON.parse(text) as { message: string }).message;
}

async function runWarmLoad(label: string, load: Omit<LoadOptions, "durationMs">) {
  console.log(`${label}: calentando ${WARMUP.durationMs / 1000} s…`);
  const warmup = await runLoad({ ...load, ...WARMUP });
  interruption.signal.throwIfAborted();
  console.log(`${label}: midiendo ${MEASURE.durationMs / 1000} s a concurrencia ${load.concurrency}…`);
  const measured = await runLoad({ ...load, ...MEASURE });
  interruption.signal.throwIfAborted();
  return { warmup, measured };
}

async function measureBareRoute(): Promise<BareRouteResult> {
  const server = await startServer(bareRouteEntry, repoRoot, os.tmpdir(), {});
  try {
    const load = {
      url: `${server.baseUrl}/bare`,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      stopSignal: interruption.signal,
      buildBody: () => CHAT_BODY,
      buildHeaders: () => ({ origin: server.baseUrl }),
      serverPid: server.pid,
    };
    const { measured } = await runWarmLoad("Ruta Fastify vacía", { ...load, concurrency: CONCURRENCY });
    // The floor under the first-token times: the same client's round trip over loopback, one request at a time.
    const serial = await runLoad({ ...load, concurrency: 1, ...SERIAL_ROUND_TRIPS });
    interruption.signal.throwIfAborted();
    return { measured, serial };
  } finally {
    await server.stop();
  }
}

async function measureChatThroughput(database: BenchDatabase, dataDir: string): Promise<ThroughputResult> {
  // Without LLM_* variables the built-in local engine answers.
  const server = await startServer(builtServerEntry, repoRoot, dataDir, { ...database.serverEnv, ...LIMITS_ENV });
  let chat: Omit<ThroughputResult, "bareRoute">;
  try {
    // One account per worker, as 20 people chatting would be: no worker waits on another's chat rows.
    const cookies: string[] = [];
    for (let worker = 0; worker < CONCURRENCY; worker++) {
      cookies.push(await signInBenchUser(server.baseUrl, `chat-${worker}`));
    }
    const sampleReply = await fetchSampleReply(server.baseUrl, cookies[0] ?? "");
    const loads = await runWarmLoad("Mensajes con el motor local", {
      url: `${server.baseUrl}/api/chatAi`,
      concurrency: CONCURRENCY,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      stopSignal: interruption.signal,
      buildBody: () => CHAT_BODY,
      buildHeaders: (worker) => ({ cookie: cookies[worker] ?? "", origin: server.baseUrl }),
      serverPid: server.pid,
    });
    chat = { sampleReply, ...loads };
  } finally {
    await server.stop();
  }
  // Measured right after the Shifu server stops, so both numbers see the machine in the same state.
  return { ...chat, bareRoute: await measureBareRoute() };
}

async function benchmarkDatabase(postgresUrl: string | undefined): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-assistant-bench-"));
  let database: BenchDatabase | undefined;
  try {
    console.log(`Preparando ${postgresUrl ? "PostgreSQL" : "PGlite"}…`);
    database = postgresUrl ? await preparePostgresDatabase(postgresUrl, 0) : await preparePgliteDatabase(dataDir, 0);
    interruption.signal.throwIfAborted();
    const firstToken = await measureFirstTokens(database, dataDir);
    interruption.signal.throwIfAborted();
    const chat = await measureChatThroughput(database, dataDir);
    return { database: database.kind, firstToken, chat };
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function formatPercentiles(values: Percentiles): string {
  return `p50 ${values.p50.toFixed(2)} ms, p99 ${values.p99.toFixed(2)} ms`;
}

function readLoadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
}

function printReport(
  machine: ReturnType<typeof describeMachine>,
  ceiling: LoadResult,
  results: DatabaseResult[],
): void {
  // Other work on the machine moves these numbers a lot; the load at both ends tells a quiet run from a busy one.
  const loadAtEnd = readLoadAverage();
  console.log(
    `\nAsistente: ${machine.nproc} CPU (${machine.cpuModel}), ${machine.totalMemoryGiB} GiB, carga ${machine.loadAverage1m} al empezar y ${loadAtEnd} al terminar, Node ${machine.node}, ${machine.platform}`,
  );
  console.log(
    `Techo del generador (autocannon, ${CONCURRENCY} conexiones, servidor que no hace nada): ${formatLoad(ceiling)}`,
  );
  for (const { database, firstToken, chat } of results) {
    console.log(`
${database}
  primer token (${firstToken.turns} turnos en serie, modelo simulado sin latencia)
    cliente → primer text-delta   ${formatPercentiles(firstToken.firstTokenMs)}
    tiempo del modelo simulado    ${formatPercentiles(firstToken.mockMs)}
    añadido por el servidor       ${formatPercentiles(firstToken.serverAddedMs)}
      · antes de llamar al modelo ${formatPercentiles(firstToken.beforeModelMs)}
      · del primer delta al cliente ${formatPercentiles(firstToken.afterModelMs)}
    ida y vuelta a la ruta vacía  p50 ${chat.bareRoute.serial.p50Ms.toFixed(2)} ms, p99 ${chat.bareRoute.serial.p99Ms.toFixed(2)} ms
  mensajes con el motor local, concurrencia ${CONCURRENCY} (${CONCURRENCY} usuarios)
    /api/chatAi                   ${formatLoad(chat.measured)}
    ruta Fastify vacía            ${formatLoad(chat.bareRoute.measured)}
    respuesta de ejemplo          ${JSON.stringify(chat.sampleReply.slice(0, 120))}`);
  }
  console.log(JSON.stringify({ date: new Date().toISOString(), machine, loadAtEnd, ceiling, results }));
}

exitUnlessServerIsBuilt();
const machine = describeMachine();
console.log("Techo del generador…");
const ceiling = await measureGeneratorCeiling(CONCURRENCY, MEASURE.durationMs, interruption.signal);
const results = [await benchmarkDatabase(undefined)];
results.push(await benchmarkDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL));
printReport(machine, ceiling, results);
// Every request in the run is valid, so anything but 200 is a finding, not noise.
const failures = results.flatMap(({ chat }) => [
  chat.warmup,
  chat.measured,
  chat.bareRoute.measured,
  chat.bareRoute.serial,
]);
if (failures.some((load) => load.failureCount > 0)) process.exitCode = 1;
