// Start-up: the time from spawning the built server until GET /readyz answers 200, on a fresh DATA_DIR (PGlite
// creates the database and runs every migration) and then again on the same, existing folder; three runs of each by
// default (BENCH_RUNS). Run with `npm run bench:startup` (it bundles the working tree's server for itself).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildServerBundle } from "./build-server-bundle";
import { repoRoot, startServer } from "./server-process";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function timeStart(serverEntry: string, dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const server = await startServer(serverEntry, repoRoot, dataDir, {}, 60_000);
  const readyMs = performance.now() - startedAt;
  await server.stop();
  return readyMs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const serverEntry = await buildServerBundle();
const loadAtStart = os.loadavg()[0]?.toFixed(2);
const fresh: number[] = [];
const existing: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-startup-bench-"));
  try {
    fresh.push(await timeStart(serverEntry, dataDir));
    existing.push(await timeStart(serverEntry, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const format = (values: number[]) =>
  `mediana ${median(values).toFixed(0)} ms (${values.map((value) => value.toFixed(0)).join(", ")})`;
console.log(
  `\nArranque hasta /readyz 200: carga ${loadAtStart} al empezar, ${os.loadavg()[0]?.toFixed(2)} al terminar`,
);
console.log(`  DATA_DIR nuevo      ${format(fresh)}`);
console.log(`  DATA_DIR existente  ${format(existing)}`);
console.log(JSON.stringify({ date: new Date().toISOString(), loadAtStart, fresh, existing }));
rmSync(path.dirname(serverEntry), { recursive: true, force: true });
