// Chat-open benchmark: for 10,000 and then 100,000 messages in one chat, stores them, starts the built server, opens
// /chat in Debian's Chromium five times and measures how long the latest message takes to show (the view asks only for
// the newest page), how many DOM nodes the list keeps, and typing latency.
// Run with `npm run build && npx tsx bench/chat-open-bench.ts` (or `… -- 10000` for one size). BENCH_CPU_THROTTLE=4
// slows the page's CPU four times, as Lighthouse's mobile profile does (Chromium's CPU throttling through CDP).
/// <reference lib="dom" />
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium-launch-options.mjs";
import { countDomNodes, watchForLastMessage, watchKeystrokes } from "./chat-open/measure-in-page";
import { buildSampleConversation, formatSampleNumber } from "./chat-open/sample-conversation";
import { seedChatDatabase } from "./chat-open/seed-chat-database";
import { builtServerEntry, exitUnlessServerIsBuilt, repoRoot, type ServerProcess, startServer } from "./server-process";

const MESSAGE_COUNTS = process.argv
  .slice(2)
  .map(Number)
  .filter((count) => count > 0);
const SIZES = MESSAGE_COUNTS.length > 0 ? MESSAGE_COUNTS : [10_000, 100_000];
const OPEN_RUNS = 5;
const KEYSTROKES = 50;
const PAUSE_BETWEEN_KEYS_MS = 60;
const VIEWPORT = { width: 1440, height: 900 };
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
const ACCOUNT = { email: "bench-chat@example.com", password: "bench-password-1234", username: "Bench" };

type OpenRun = {
  lastMessageVisibleMs: number;
  historyRequestStartMs: number;
  historyResponseEndMs: number;
  historyBytes: number;
  longTasks: number;
  longestTaskMs: number;
  dom: { document: number; messageList: number; renderedMessages: number };
};

type Summary = { median: number; p95: number; max: number };

function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  const response = await page.request.post(`${baseUrl}/login`, {
    data: { correo: ACCOUNT.email, password: ACCOUNT.password },
  });
  if (response.status() !== 200) throw new Error(`POST /login respondió ${response.status()}`);
}

/**
 * tsx compiles with esbuild's keepNames, which wraps the in-page functions' inner functions in a `__name` helper that
 * only exists in Node; the page gets a stand-in before anything of ours runs there.
 */
async function installPageScripts(page: Page, lastText: string): Promise<void> {
  await page.addInitScript("globalThis.__name = (target) => target;");
  await page.addInitScript(watchForLastMessage, lastText);
}

async function openChatOnce(browser: Browser, baseUrl: string, lastText: string): Promise<OpenRun> {
  // A new context each time: no cached assets or history, as a first visit.
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "es-ES" });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await installPageScripts(page, lastText);
    if (CPU_THROTTLE > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
    }
    await page.goto(`${baseUrl}/chat`);
    await page.waitForFunction(() => window.__lastMessageVisibleAt !== undefined, undefined, { timeout: 60_000 });
    const measured = await page.evaluate(() => {
      const history = performance
        .getEntriesByType("resource")
        .find((entry) => new URL(entry.name).pathname === "/get_shifu_chat") as PerformanceResourceTiming | undefined;
      return {
        lastMessageVisibleMs: window.__lastMessageVisibleAt ?? NaN,
        historyRequestStartMs: history?.requestStart ?? NaN,
        historyResponseEndMs: history?.responseEnd ?? NaN,
        historyBytes: history?.encodedBodySize ?? NaN,
      };
    });
    // Long tasks are reported a little after they end.
    await page.waitForTimeout(500);
    const longTasks = await page.evaluate(() => window.__longTasks ?? []);
    const dom = await page.evaluate(countDomNodes);
    return { ...measured, longTasks: longTasks.length, longestTaskMs: Math.max(0, ...longTasks), dom };
  } finally {
    await context.close();
  }
}

async function measureTyping(browser: Browser, baseUrl: string, lastText: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "es-ES" });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await installPageScripts(page, lastText);
    await page.goto(`${baseUrl}/chat`);
    await page.waitForFunction(() => window.__lastMessageVisibleAt !== undefined, undefined, { timeout: 60_000 });
    await page.evaluate(watchKeystrokes);
    await page.getByRole("textbox", { name: "Escribe un mensaje" }).focus();
    const text = "abcdefghijklmnopqrstuvwxyz";
    for (let index = 0; index < KEYSTROKES; index++) {
      await page.keyboard.press(text[index % text.length] ?? "a");
      await page.waitForTimeout(PAUSE_BETWEEN_KEYS_MS);
    }
    await page.waitForFunction((count) => (window.__keystrokeLatencies?.length ?? 0) >= count, KEYSTROKES);
    return await page.evaluate(() => window.__keystrokeLatencies ?? []);
  } finally {
    await context.close();
  }
}

function describeMachine() {
  return {
    nproc: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "desconocido",
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

async function runChatOpenBenchmark(messageCount: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-chat-open-bench-"));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C still stops the browser and the server and removes the temporary data.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void stop().finally(() => process.exit(130)));
  }
  try {
    console.log(`Guardando ${messageCount} mensajes en PGlite…`);
    const messages = buildSampleConversation(messageCount, new Date());
    const lastText = formatSampleNumber(messageCount);
    await seedChatDatabase(dataDir, {
      ...ACCOUNT,
      chats: [{ chatName: "Principal", messages, read: true }],
      integrations: [],
    });
    // Opening 100,000 stored messages' PGlite data directory takes a while on a busy machine.
    server = await startServer(builtServerEntry, repoRoot, dataDir, {}, 180_000);
    browser = await chromium.launch(chromiumLaunchOptions);

    const runs: OpenRun[] = [];
    for (let run = 1; run <= OPEN_RUNS; run++) {
      console.log(`Abriendo /chat (${run} de ${OPEN_RUNS})…`);
      runs.push(await openChatOnce(browser, server.baseUrl, lastText));
    }
    console.log(`Escribiendo ${KEYSTROKES} teclas…`);
    const keystrokes = await measureTyping(browser, server.baseUrl, lastText);
    return {
      date: new Date().toISOString(),
      machine: describeMachine(),
      chromium: browser.version(),
      messages: messageCount,
      cpuThrottle: CPU_THROTTLE,
      viewport: VIEWPORT,
      runs,
      lastMessageVisible: summarize(runs.map((run) => run.lastMessageVisibleMs)),
      typing: summarize(keystrokes),
    };
  } finally {
    await stop();
  }
}

exitUnlessServerIsBuilt();
const round = (value: number) => Math.round(value);
for (const size of SIZES) {
  const result = await runChatOpenBenchmark(size);
  console.log(`
Abrir un chat de ${result.messages} mensajes (${result.runs.length} aperturas, Chromium ${result.chromium}, ${result.viewport.width}×${result.viewport.height}, CPU ${result.cpuThrottle}× más lenta)
  máquina                 ${result.machine.nproc} CPU (${result.machine.cpuModel}), ${result.machine.totalMemoryGiB} GiB, carga ${result.machine.loadAverage1m}, Node ${result.machine.node}
  último mensaje visible  mediana ${round(result.lastMessageVisible.median)} ms, máx ${round(result.lastMessageVisible.max)} ms (${result.runs.map((run) => round(run.lastMessageVisibleMs)).join(", ")} ms)
  historial pedido        ${result.runs.map((run) => round(run.historyRequestStartMs)).join(", ")} ms desde la navegación
  historial recibido      ${result.runs.map((run) => round(run.historyResponseEndMs)).join(", ")} ms desde la navegación; ${Math.round((result.runs[0]?.historyBytes ?? 0) / 1024)} KiB
  tareas largas           ${result.runs.map((run) => `${run.longTasks} (máx ${round(run.longestTaskMs)} ms)`).join(", ")}
  nodos DOM               lista ${result.runs[0]?.dom.messageList}, documento ${result.runs[0]?.dom.document}, mensajes dibujados ${result.runs[0]?.dom.renderedMessages}
  escritura               mediana ${result.typing.median.toFixed(1)} ms, p95 ${result.typing.p95.toFixed(1)} ms, máx ${result.typing.max.toFixed(1)} ms`);
  console.log(JSON.stringify(result));
}
process.exit(0);
