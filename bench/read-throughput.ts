// Reads against a bare Fastify route, on PGlite and then PostgreSQL in one run, at concurrency 20 with autocannon:
// POST /ultimos_mensajes (the chat list's poll; 20 users each with 6 chats of 100 messages) and GET /get_user with a
// session, GET /healthz without, each next to the same method on a Fastify process answering `{ ok: true }`, measured
// right after it. Also the generator's own ceiling and the server's resident memory at rest and after the load.
// Run with `npm run bench:reads` (it bundles the working tree's server for itself). PostgreSQL is reached
// at BENCH_DATABASE_URL (by default the local server, user postgres), where a throwaway database is created.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "../server/src/db/database";
import { chatMessages, users } from "../server/src/db/schema";
import { type BenchDatabase, preparePgliteDatabase, preparePostgresDatabase, signInBenchUser } from "./bench-database";
import { buildServerBundle } from "./build-server-bundle";
import { formatLoad, type LoadResult, measureGeneratorCeiling, runLoad } from "./load-generator";
import { startServer } from "./server-process";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const CONCURRENCY = 20;
const CHATS_PER_USER = ["Principal", "GmailChat", "NotionChat", "SlackChat", "DriveChat", "OutlookChat"];
const MESSAGES_PER_CHAT = 100;
const WARMUP = { durationMs: 3_000 };
const MEASURE = { durationMs: Number(process.env.BENCH_SECONDS ?? 15) * 1000 };
const REQUEST_TIMEOUT_MS = 10_000;
// BENCH_ACCEPT_ENCODING=identity asks for uncompressed answers, to see what compressing them costs.
const ENCODING: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING
  ? { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING }
  : {};

const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const bareRouteEntry = path.join(import.meta.dirname, "assistant", "bare-route-server.mjs");

type ReadRoute = { path: string; method: "GET" | "POST"; signedIn: boolean };
const READ_ROUTES: ReadRoute[] = [
  { path: "/ultimos_mensajes", method: "POST", signedIn: true },
  { path: "/get_user", method: "GET", signedIn: true },
  { path: "/healthz", method: "GET", signedIn: false },
];

type RouteResult = { route: string; method: "GET" | "POST"; load: LoadResult; share: number };
type Measured = { loads: Map<string, LoadResult>; rssMiB: { atRest: number; afterLoad: number } };
type DatabaseResult = {
  database: BenchDatabase["kind"];
  routes: RouteResult[];
  bare: Record<"GET" | "POST", LoadResult>;
  rssMiB: Measured["rssMiB"];
};

async function seedChats(database: DatabaseHandle): Promise<void> {
  const rows = await database.db.select({ id: users.id }).from(users);
  const start = Date.now() - rows.length * CHATS_PER_USER.length * MESSAGES_PER_CHAT * 1000;
  let tick = 0;
  for (const { id } of rows) {
    const messages = [];
    for (const chatName of CHATS_PER_USER) {
      for (let index = 0; index < MESSAGES_PER_CHAT; index++) {
        messages.push({
          userId: id,
          chatName,
          role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content: `Mensaje ${index} de ${chatName}: ¿qué tengo pendiente hoy?`,
          createdAt: new Date(start + tick++ * 1000),
        });
      }
    }
    await database.db.insert(chatMessages).values(messages);
  }
}

async function prepare(kind: "pglite" | "postgres", dataDir: string): Promise<BenchDatabase> {
  const database =
    kind === "pglite"
      ? await preparePgliteDatabase(dataDir, CONCURRENCY)
      : await preparePostgresDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL, CONCURRENCY);
  const handle =
    kind === "pglite"
      ? openDatabase({ driver: "pglite", dataDir })
      : openDatabase({ driver: "postgres", url: database.serverEnv.DATABASE_URL ?? "" });
  try {
    await seedChats(handle);
  } finally {
    await handle.close();
  }
  return database;
}

/** Resident memory of a process and its children (the server runs under node with tsx's loader in one process). */
function readRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kib / 1024);
}

async function measureReads(database: BenchDatabase, dataDir: string): Promise<Measured> {
  const server = await startServer(serverEntry, repoRoot, dataDir, database.serverEnv, 120_000);
  try {
    const cookies: string[] = [];
    for (let index = 0; index < CONCURRENCY; index++) cookies.push(await signInBenchUser(server.baseUrl, index));
    // Idle a moment so the start-up's garbage is collected before "at rest" is read.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const atRest = server.pid ? readRssMiB(server.pid) : Number.NaN;
    const loads = new Map<string, LoadResult>();
    for (const route of READ_ROUTES) {
      const load = {
        url: `${server.baseUrl}${route.path}`,
        method: route.method,
        concurrency: CONCURRENCY,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        stopSignal: interruption.signal,
        buildHeaders: (worker: number) => ({
          ...(route.signedIn ? { cookie: cookies[worker] ?? "" } : {}),
          origin: server.baseUrl,
          ...ENCODING,
        }),
        serverPid: server.pid,
      };
      console.log(
        `${database.kind}: ${route.method} ${route.path}, calentando y midiendo ${MEASURE.durationMs / 1000} s…`,
      );
      await runLoad({ ...load, ...WARMUP });
      loads.set(route.path, await runLoad({ ...load, ...MEASURE }));
      interruption.signal.throwIfAborted();
    }
    const afterLoad = server.pid ? readRssMiB(server.pid) : Number.NaN;
    return { loads, rssMiB: { atRest, afterLoad } };
  } finally {
    await server.stop();
  }
}

async function measureBare(): Promise<Record<"GET" | "POST", LoadResult>> {
  const server = await startServer(bareRouteEntry, repoRoot, os.tmpdir(), {});
  try {
    const measureMethod = async (method: "GET" | "POST") => {
      const load = {
        url: `${server.baseUrl}/bare`,
        method,
        concurrency: CONCURRENCY,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        stopSignal: interruption.signal,
        buildHeaders: () => ({ origin: server.baseUrl }),
        serverPid: server.pid,
      };
      console.log(`Ruta Fastify vacía, ${method}: calentando y midiendo…`);
      await runLoad({ ...load, ...WARMUP });
      return await runLoad({ ...load, ...MEASURE });
    };
    return { POST: await measureMethod("POST"), GET: await measureMethod("GET") };
  } finally {
    await server.stop();
  }
}

/** A first start on an empty DATA_DIR, as `npm start` on a fresh checkout: the server creates the database itself. */
async function measureFreshStartRss(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-fresh-bench-"));
  try {
    const server = await startServer(serverEntry, repoRoot, dataDir, {}, 120_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return server.pid ? readRssMiB(server.pid) : Number.NaN;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchmark(kind: "pglite" | "postgres"): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-reads-bench-"));
  let database: BenchDatabase | undefined;
  try {
    console.log(`Preparando ${kind}…`);
    database = await prepare(kind, dataDir);
    interruption.signal.throwIfAborted();
    const reads = await measureReads(database, dataDir);
    const bare = await measureBare();
    const routes = READ_ROUTES.map(({ path: route, method }) => {
      const load = reads.loads.get(route) as LoadResult;
      return { route, method, load, share: load.requestsPerSecond / bare[method].requestsPerSecond };
    });
    return { database: kind, routes, bare, rssMiB: reads.rssMiB };
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverEntry = await buildServerBundle();
const loadAtStart = os.loadavg()[0]?.toFixed(2);
const freshStartRssMiB = await measureFreshStartRss();
console.log("Techo del generador (servidor http de Node que no hace nada)…");
const ceiling = await measureGeneratorCeiling(CONCURRENCY, MEASURE.durationMs, interruption.signal);
const results: DatabaseResult[] = [];
for (const kind of (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[]) {
  results.push(await benchmark(kind));
}
console.log(`\nLecturas con sesión: carga ${loadAtStart} al empezar, ${os.loadavg()[0]?.toFixed(2)} al terminar`);
console.log(`Techo del generador (autocannon, ${CONCURRENCY} conexiones): ${formatLoad(ceiling)}`);
for (const result of results) {
  console.log(result.database);
  for (const { route, method, load, share } of result.routes) {
    console.log(
      `${`  ${method} ${route}`.padEnd(26)}${formatLoad(load)}  → ${(share * 100).toFixed(1)} % de la ruta vacía`,
    );
  }
  for (const method of ["POST", "GET"] as const) {
    console.log(`  ${method} ruta Fastify vacía`.padEnd(26) + formatLoad(result.bare[method]));
  }
  console.log(
    `  RSS del servidor        ${result.rssMiB.atRest} MiB en reposo, ${result.rssMiB.afterLoad} MiB tras la carga`,
  );
}
console.log(`PGlite, primer arranque con DATA_DIR vacío: ${freshStartRssMiB} MiB de RSS`);
console.log(JSON.stringify({ date: new Date().toISOString(), loadAtStart, ceiling, freshStartRssMiB, results }));
rmSync(path.dirname(serverEntry), { recursive: true, force: true });
