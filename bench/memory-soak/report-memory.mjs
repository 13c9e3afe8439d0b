// Preloaded into the server by bench/memory-soak.ts: writes the process's memory every SAMPLE_MS as one JSON line to
// MEMORY_SAMPLES_FILE, so the heap is read from inside the server without any route of its own.
import { appendFileSync } from "node:fs";

const file = process.env.MEMORY_SAMPLES_FILE;
const everyMs = Number(process.env.MEMORY_SAMPLE_MS ?? 10_000);
if (file) {
  const sample = () => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external })}\n`);
  };
  sample();
  setInterval(sample, everyMs).unref();
}
