// A mixed load against one server for SOAK_MINUTES (10 by default) while the server samples its own memory every
// 10 s: each worker, as a user of its own, sends a chat message to the local engine, reads the history, polls the chat
// list, asks /readyz and fetches the web page. After a warm-up (the first WARMUP_MINUTES, 2 by default) the samples are
// split in thirds and the run fails when the floor (the lowest sample, what is left after a garbage collection) of the
// last third exceeds that of the first by more than RSS_BOUND_MIB of resident memory or HEAP_BOUND_MIB of heap in use:
// the heap saws between collections by far more than a leak would add in 10 minutes, so floors are compared, not
// means. Run with `npm run bench:soak` (no build needed: the server runs from source through tsx) on PGlite in a
// temporary folder.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { preparePgliteDatabase, signInBenchUser } from "./bench-database";
import { startServer } from "./server-process";

const SOAK_MS = Number(process.env.SOAK_MINUTES ?? 10) * 60_000;
const WARMUP_MS = Number(process.env.WARMUP_MINUTES ?? 2) * 60_000;
const SAMPLE_MS = 10_000;
const CONCURRENCY = 4;
const RSS_BOUND_MIB = 50;
const HEAP_BOUND_MIB = 25;
const REQUEST_TIMEOUT_MS = 15_000;
const MIB = 1024 * 1024;

type Sample = { at: number; rss: number; heapUsed: number; heapTotal: number; external: number };

const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(repoRoot, "server", "src", "main.ts");
const reporter = path.join(import.meta.dirname, "memory-soak", "report-memory.mjs");

const REQUESTS = [
  "¿Qué tengo pendiente hoy?",
  "Resume mis últimos correos",
  "Hola, ¿qué puedes hacer por mí?",
  "Busca el documento del presupuesto",
];

async function runWorker(baseUrl: string, cookie: string, worker: number, until: number, counts: Map<string, number>) {
  const headers = { cookie, origin: baseUrl, "content-type": "application/json" };
  const calls: [string, () => Promise<Response>][] = [
    [
      "POST /api/chatAi",
      () =>
        fetch(`${baseUrl}/api/chatAi`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            messages: [
              { role: "user", content: REQUESTS[worker % REQUESTS.length], timestamp: new Date().toISOString() },
            ],
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
    ],
    [
      "GET /get_shifu_chat",
      () => fetch(`${baseUrl}/get_shifu_chat`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    ],
    [
      "POST /ultimos_mensajes",
      () =>
        fetch(`${baseUrl}/ultimos_mensajes`, {
          method: "POST",
          headers,
          body: "{}",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
    ],
    ["GET /readyz", () => fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })],
    ["GET /", () => fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })],
  ];
  for (let turn = 0; Date.now() < until && !interruption.signal.aborted; turn++) {
    const [name, call] = calls[turn % calls.length] as [string, () => Promise<Response>];
    let key: string;
    try {
      const response = await call();
      await response.arrayBuffer();
      key = `${name} ${response.status}`;
    } catch {
      key = `${name} sin respuesta`;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

function readSamples(file: string): Sample[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}

const toMiB = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-soak-"));
  const samplesFile = path.join(dataDir, "memory.jsonl");
  try {
    await preparePgliteDatabase(dataDir, CONCURRENCY);
    const server = await startServer(serverEntry, repoRoot, dataDir, {
      NODE_OPTIONS: `--import tsx --import ${reporter}`,
      MEMORY_SAMPLES_FILE: samplesFile,
      MEMORY_SAMPLE_MS: String(SAMPLE_MS),
      ASSISTANT_DAILY_MESSAGES_FREE: "1000000",
      SANDBOX_LIVE_ITEMS_SECONDS: "0",
    });
    const counts = new Map<string, number>();
    let started = 0;
    try {
      const cookies: string[] = [];
      for (let index = 0; index < CONCURRENCY; index++) cookies.push(await signInBenchUser(server.baseUrl, index));
      started = Date.now();
      console.log(`Carga mixta durante ${SOAK_MS / 60_000} min con ${CONCURRENCY} usuarios; muestras cada 10 s.`);
      const until = started + SOAK_MS;
      const t0 = performance.now();
      await Promise.all(cookies.map((cookie, worker) => runWorker(server.baseUrl, cookie, worker, until, counts)));
      const seconds = (performance.now() - t0) / 1000;
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      console.log(`${total} peticiones en ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s):`);
      for (const [key, count] of [...counts].sort()) console.log(`  ${key}: ${count}`);
    } finally {
      await server.stop();
    }

    const samples = readSamples(samplesFile).filter((sample) => sample.at >= started);
    console.log("\n  min    RSS MiB   heap usado MiB   heap total MiB");
    for (const sample of samples) {
      const minute = ((sample.at - started) / 60_000).toFixed(1).padStart(5);
      console.log(
        `${minute}  ${String(toMiB(sample.rss)).padStart(8)}  ${String(toMiB(sample.heapUsed)).padStart(15)}  ${String(toMiB(sample.heapTotal)).padStart(15)}`,
      );
    }
    const settled = samples.filter((sample) => sample.at - started >= WARMUP_MS);
    if (settled.length < 6)
      throw new Error(`Solo ${settled.length} muestras tras el calentamiento: alarga SOAK_MINUTES.`);
    const third = Math.floor(settled.length / 3);
    const first = settled.slice(0, third);
    const last = settled.slice(-third);
    const floor = (window: Sample[], read: (sample: Sample) => number) => Math.min(...window.map(read));
    const rssGrowth = toMiB(floor(last, (s) => s.rss) - floor(first, (s) => s.rss));
    const heapGrowth = toMiB(floor(last, (s) => s.heapUsed) - floor(first, (s) => s.heapUsed));
    const peakRss = toMiB(Math.max(...samples.map((s) => s.rss)));
    console.log(
      `\nSuelo del último tercio frente al primero, tras ${WARMUP_MS / 60_000} min de calentamiento: RSS ${rssGrowth >= 0 ? "+" : ""}${rssGrowth} MiB (límite ${RSS_BOUND_MIB}), heap ${heapGrowth >= 0 ? "+" : ""}${heapGrowth} MiB (límite ${HEAP_BOUND_MIB}); pico de RSS ${peakRss} MiB.`,
    );
    if (rssGrowth > RSS_BOUND_MIB || heapGrowth > HEAP_BOUND_MIB) {
      console.error("La memoria crece más de lo permitido.");
      process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
