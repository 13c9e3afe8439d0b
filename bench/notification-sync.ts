// Notification sync benchmark: 1,000 users, each with one app connected to the provider sandbox (Gmail, Outlook and
// a few others), synced with the server's own `syncIntegration` at the scheduler's concurrency (4), between rounds
// of new items at the sandbox; then, optionally, the real scheduler (pg-boss) over a couple of intervals.
// Run with `npm run bench:notifications`. PGlite by default; BENCH_DATABASE_URL (or DATABASE_URL)=postgres://… measures
// PostgreSQL instead, in a throwaway database created on that server. BENCH_SCHEDULER_INTERVAL (seconds, default 60, 0 skips
// the scheduler run) and BENCH_SCHEDULER_INTERVALS (default 2) shape the scheduler run.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sum } from "drizzle-orm";
import { asanaLiveItems } from "../sandbox/src/providers/asana-items";
import { clickupLiveItems } from "../sandbox/src/providers/clickup-items";
import { googleLiveItems } from "../sandbox/src/providers/google-items";
import { microsoftLiveItems } from "../sandbox/src/providers/microsoft-items";
import { slackLiveItems } from "../sandbox/src/providers/slack-items";
import { buildApp } from "../server/src/app";
import { type DatabaseHandle, openDatabase } from "../server/src/db/database";
import { notificationSyncStates, notifications, users } from "../server/src/db/schema";
import { parseEnv } from "../server/src/env";
import { saveIntegration } from "../server/src/features/integrations/integrations.service";
import {
  type SyncContext,
  type SyncOutcome,
  syncIntegration,
} from "../server/src/features/notifications/sync-integration";
import { createMcpNetwork } from "../server/src/integrations/mcp/create-mcp-network";
import { createProviderApi } from "../server/src/integrations/provider-api";
import { resolveProviderModes } from "../server/src/integrations/provider-modes";
import { findIntegration } from "../server/src/integrations/registry";
import { connectThroughSandbox } from "../server/src/integrations/test-support/connect-through-sandbox";
import { createTokenCipher } from "../server/src/integrations/token-cipher";
import { loadTokenKeys } from "../server/src/integrations/token-keys";
import { createLogger } from "../server/src/logger";
import { type BenchDatabase, preparePgliteDatabase, preparePostgresDatabase } from "./bench-database";
import { pickPercentile } from "./load-generator";

const INTEGRATION_COUNT = 1_000;
/** The scheduler's SYNC_WORKERS: syncs one instance runs at once. */
const SYNC_CONCURRENCY = 4;
const CONNECT_CONCURRENCY = 8;
/** The default NOTIFICATION_SYNC_INTERVAL. */
const DEFAULT_INTERVAL_SECONDS = 60;
const GOAL = { integrationsPerMinute: 1_000, coreShare: 0.25 };
const BUSY_ROUNDS = 3;
const IDLE_ROUNDS = 1;
/** How the 1,000 connections are spread; drive, dropbox and hubspot are left out while their sources change. */
const SERVICE_MIX: readonly [service: string, count: number][] = [
  ["gmail", 400],
  ["outlook", 400],
  ["slack", 50],
  ["teams", 50],
  ["onedrive", 30],
  ["asana", 35],
  ["clickup", 35],
];
/** The bodies `npm start`'s live demo adds, per sandbox family: a round adds each once. */
const NEW_ITEMS: readonly [family: string, bodies: readonly object[]][] = [
  ["google", googleLiveItems],
  ["microsoft", microsoftLiveItems],
  ["slack", slackLiveItems],
  ["asana", asanaLiveItems],
  ["clickup", clickupLiveItems],
];
const BENCH_TOKEN_KEYS = `1:${Buffer.alloc(32, 11).toString("base64")}`;

/** CPU seconds: this process (the sync, and PGlite when it is the database), the sandbox child, and PostgreSQL's
 * backends serving this database (read from /proc; 0 on PGlite). */
type CpuSeconds = { bench: number; sandbox: number; postgres: number };

type RoundResult = {
  label: string;
  newItemsAdded: number;
  syncs: number;
  outcomes: Partial<Record<SyncOutcome | "error", number>>;
  wallSeconds: number;
  cpuSeconds: CpuSeconds;
  syncMs: { p50: number; p99: number; max: number };
  sandboxApiRequests: number;
  notificationsStored: number;
};

type SchedulerResult = {
  intervalSeconds: number;
  intervals: number;
  wallSeconds: number;
  syncsCompleted: number;
  cpuSeconds: CpuSeconds;
  notificationsStored: number;
};

// As in the other benches: a signal must not kill the process before its finally blocks stop the sandbox and drop
// the throwaway database; `on`, because npx and tsx relay the signal a second time.
const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

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

function readLoadAverage(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 10) / 10;
}

type SandboxProcess = { url: string; readCpuSeconds(): Promise<number>; stop(): Promise<void> };

async function startSandboxProcess(): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "notification-sync", "sandbox-child.ts")],
    { stdio: ["ignore", "inherit", "inherit", "ipc"] },
  );
  const [ready] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(() => {
      throw new Error("El sandbox terminó antes de estar listo.");
    }),
  ])) as [{ url: string }];
  return {
    url: ready.url,
    readCpuSeconds: async () => {
      child.send({ type: "cpu" });
      const [answer] = (await once(child, "message")) as [{ usage: NodeJS.CpuUsage }];
      return (answer.usage.user + answer.usage.system) / 1e6;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function readOwnCpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's utime and stime. */
const CLOCK_TICKS_PER_SECOND = 100;

type CpuReading = { bench: number; sandbox: number; postgresByPid: Map<number, number> };

/** utime + stime of each PostgreSQL backend connected to this database, by pid; empty on PGlite. */
async function readPostgresCpuSeconds(database: DatabaseHandle): Promise<Map<number, number>> {
  const byPid = new Map<number, number>();
  if (database.driver !== "postgres") return byPid;
  const { rows } = await database.executeSql("select pid from pg_stat_activity where datname = current_database()");
  for (const { pid } of rows as { pid: number }[]) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND);
    } catch {
      // Another machine, or the backend just ended.
    }
  }
  return byPid;
}

async function readCpu(sandbox: SandboxProcess, database: DatabaseHandle): Promise<CpuReading> {
  return {
    bench: readOwnCpuSeconds(),
    sandbox: await sandbox.readCpuSeconds(),
    postgresByPid: await readPostgresCpuSeconds(database),
  };
}

/** A backend that closed before the second reading is lost (an undercount); one that opened counts from zero. */
function subtractCpu(after: CpuReading, before: CpuReading): CpuSeconds {
  let postgres = 0;
  for (const [pid, seconds] of after.postgresByPid) postgres += seconds - (before.postgresByPid.get(pid) ?? 0);
  return { bench: after.bench - before.bench, sandbox: after.sandbox - before.sandbox, postgres };
}

/** Runs `task` over `items` with at most `limit` at once, in order of arrival, as the queue's workers would. */
async function runBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      interruption.signal.throwIfAborted();
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

async function readSandboxApiRequests(sandboxUrl: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__sandbox/stats`);
  const stats = (await response.json()) as { apiRequests: Record<string, number> };
  return Object.values(stats.apiRequests).reduce((total, value) => total + value, 0);
}

let itemSerial = 0;

/** Adds each family's live-demo items once, with a subject or text made unique so nothing looks like a repeat. */
async function addNewItems(sandboxUrl: string): Promise<number> {
  let added = 0;
  for (const [family, bodies] of NEW_ITEMS) {
    for (const body of bodies) {
      itemSerial += 1;
      const unique = { ...body } as Record<string, unknown>;
      for (const field of ["subject", "text", "name"]) {
        if (typeof unique[field] === "string") unique[field] = `${unique[field]} (${itemSerial})`;
      }
      const response = await fetch(`${sandboxUrl}/__sandbox/items/${family}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(unique),
      });
      if (response.status !== 201) {
        throw new Error(`POST /__sandbox/items/${family} respondió ${response.status}: ${await response.text()}`);
      }
      added += 1;
    }
  }
  return added;
}

async function countNotifications(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(notifications);
  return row?.value ?? 0;
}

async function sumSyncCounts(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ value: sum(notificationSyncStates.syncCount) }).from(notificationSyncStates);
  return Number(row?.value ?? 0);
}

/** Connects every user's app through the sandbox's consent page and token endpoint, and stores it as Shifu does. */
async function connectIntegrations(database: DatabaseHandle, context: SyncContext): Promise<string[]> {
  const userRows = await database.db.select({ id: users.id }).from(users).orderBy(users.email);
  const plan = SERVICE_MIX.flatMap(([service, amount]) => Array.from({ length: amount }, () => service));
  if (userRows.length < plan.length) throw new Error(`Hay ${userRows.length} usuarios para ${plan.length} conexiones.`);
  const ids: string[] = [];
  await runBounded(
    plan.map((service, index) => ({ service, userId: userRows[index]?.id ?? "" })),
    CONNECT_CONCURRENCY,
    async ({ service, userId }) => {
      const definition = findIntegration(service);
      if (!definition) throw new Error(`${service} no está en el registro.`);
      const tokens = await connectThroughSandbox(definition, context.modes);
      const mode = context.modes[definition.family];
      const account = await definition.fetchAccount(createProviderApi(mode.resolveUrl, tokens.accessToken), tokens);
      const row = await saveIntegration(context, { userId, serviceKey: service, tokens, account });
      ids.push(row.id);
    },
  );
  // Interleaved services, as the scheduler's query would return them, rather than 400 Gmail syncs in a row.
  return ids.sort();
}

async function runRound(
  label: string,
  context: SyncContext,
  database: DatabaseHandle,
  sandbox: SandboxProcess,
  integrationIds: readonly string[],
  addItems: boolean,
): Promise<RoundResult> {
  const newItemsAdded = addItems ? await addNewItems(sandbox.url) : 0;
  const apiBefore = await readSandboxApiRequests(sandbox.url);
  const storedBefore = await countNotifications(database);
  const durations: number[] = [];
  const outcomes: RoundResult["outcomes"] = {};
  const cpuBefore = await readCpu(sandbox, database);
  const started = performance.now();
  await runBounded(integrationIds, SYNC_CONCURRENCY, async (integrationId) => {
    const syncStarted = performance.now();
    let outcome: SyncOutcome | "error";
    try {
      outcome = await syncIntegration(context, integrationId);
    } catch (error) {
      outcome = "error";
      if ((outcomes.error ?? 0) === 0) console.error(`  primer error de ${label}:`, error);
    }
    durations.push(performance.now() - syncStarted);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = subtractCpu(await readCpu(sandbox, database), cpuBefore);
  durations.sort((a, b) => a - b);
  return {
    label,
    newItemsAdded,
    syncs: durations.length,
    outcomes,
    wallSeconds,
    cpuSeconds,
    syncMs: { p50: pickPercentile(durations, 50), p99: pickPercentile(durations, 99), max: durations.at(-1) ?? 0 },
    sandboxApiRequests: (await readSandboxApiRequests(sandbox.url)) - apiBefore,
    notificationsStored: (await countNotifications(database)) - storedBefore,
  };
}

/** The real thing: buildApp with its background jobs, pg-boss's tick and 4 workers, over a few whole intervals. */
async function runScheduler(
  database: DatabaseHandle,
  sandbox: SandboxProcess,
  dataDir: string,
  intervalSeconds: number,
  intervals: number,
): Promise<SchedulerResult> {
  const env = parseEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: "/nonexistent",
    TOKEN_ENCRYPTION_KEYS: BENCH_TOKEN_KEYS,
    SANDBOX_URL: sandbox.url,
    PUBLIC_URL: "http://localhost:3000",
    NOTIFICATION_SYNC_INTERVAL: String(intervalSeconds),
  });
  const syncsBefore = await sumSyncCounts(database);
  const storedBefore = await countNotifications(database);
  const cpuBefore = await readCpu(sandbox, database);
  const started = performance.now();
  const app = await buildApp({ env, database, logger: createLogger(env.LOG_LEVEL), backgroundJobs: true });
  try {
    await app.ready();
    for (let interval = 0; interval < intervals; interval++) {
      await addNewItems(sandbox.url);
      console.log(`  intervalo ${interval + 1} de ${intervals}…`);
      await new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000));
      interruption.signal.throwIfAborted();
    }
  } finally {
    await app.close();
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = subtractCpu(await readCpu(sandbox, database), cpuBefore);
  return {
    intervalSeconds,
    intervals,
    wallSeconds,
    syncsCompleted: (await sumSyncCounts(database)) - syncsBefore,
    cpuSeconds,
    notificationsStored: (await countNotifications(database)) - storedBefore,
  };
}

function formatRound(round: RoundResult): string {
  const perSyncMs = (round.cpuSeconds.bench / round.syncs) * 1000;
  const perMinute = (round.syncs / round.wallSeconds) * 60;
  const coreShare = (round.cpuSeconds.bench / round.syncs) * (INTEGRATION_COUNT / DEFAULT_INTERVAL_SECONDS);
  return `  ${round.label.padEnd(26)} ${round.syncs} syncs en ${round.wallSeconds.toFixed(1)} s → ${Math.round(perMinute)}/min; CPU ${perSyncMs.toFixed(2)} ms/sync (aparte: sandbox ${((round.cpuSeconds.sandbox / round.syncs) * 1000).toFixed(2)} ms, PostgreSQL ${((round.cpuSeconds.postgres / round.syncs) * 1000).toFixed(2)} ms) → ${Math.round(60 / (round.cpuSeconds.bench / round.syncs))}/min por núcleo, ${(coreShare * 100).toFixed(1)} % de un núcleo a 60 s; p50 ${round.syncMs.p50.toFixed(1)} ms, p99 ${round.syncMs.p99.toFixed(1)} ms, máx ${round.syncMs.max.toFixed(0)} ms; ${round.sandboxApiRequests} llamadas a la API, ${round.notificationsStored} avisos nuevos, ${round.newItemsAdded} elementos añadidos; ${JSON.stringify(round.outcomes)}`;
}

function summarize(rounds: readonly RoundResult[]) {
  const syncs = rounds.reduce((total, round) => total + round.syncs, 0);
  const wall = rounds.reduce((total, round) => total + round.wallSeconds, 0);
  const cpu = rounds.reduce((total, round) => total + round.cpuSeconds.bench, 0);
  const cpuPerSync = cpu / syncs;
  return {
    integrationsPerMinute: (syncs / wall) * 60,
    cpuMsPerSync: cpuPerSync * 1000,
    integrationsPerMinutePerCore: 60 / cpuPerSync,
    coreShareAtDefaultInterval: (cpuPerSync * INTEGRATION_COUNT) / DEFAULT_INTERVAL_SECONDS,
  };
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const schedulerInterval = Number(process.env.BENCH_SCHEDULER_INTERVAL ?? DEFAULT_INTERVAL_SECONDS);
  const schedulerIntervals = Number(process.env.BENCH_SCHEDULER_INTERVALS ?? 2);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-notification-bench-"));
  let prepared: BenchDatabase | undefined;
  let database: DatabaseHandle | undefined;
  let sandbox: SandboxProcess | undefined;
  try {
    console.log(`Sembrando ${INTEGRATION_COUNT} usuarios en ${postgresUrl ? "PostgreSQL" : "PGlite"}…`);
    prepared = postgresUrl
      ? await preparePostgresDatabase(postgresUrl, INTEGRATION_COUNT)
      : await preparePgliteDatabase(dataDir, INTEGRATION_COUNT);
    database = prepared.serverEnv.DATABASE_URL
      ? openDatabase({ driver: "postgres", url: prepared.serverEnv.DATABASE_URL })
      : openDatabase({ driver: "pglite", dataDir });
    sandbox = await startSandboxProcess();
    const context: SyncContext = {
      db: database.db,
      cipher: createTokenCipher(loadTokenKeys({ configured: BENCH_TOKEN_KEYS, dataDir }).keys),
      modes: resolveProviderModes({ providerCredentials: {} }, sandbox.url),
      publicUrl: "http://localhost:3000",
      // The sync never calls MCP servers (so the agent opens no socket); the settings are those of an install without
      // the sandbox's demo server.
      mcp: { timeoutMs: 15_000, network: createMcpNetwork({ allowPrivateNetworks: false }) },
      logger: createLogger("silent"),
      timeZone: "Europe/Madrid",
      intervalSeconds: DEFAULT_INTERVAL_SECONDS,
      readKeyContacts: async () => [],
    };
    console.log(`Conectando ${INTEGRATION_COUNT} apps por el consentimiento del sandbox (${sandbox.url})…`);
    const connectStarted = performance.now();
    const integrationIds = await connectIntegrations(database, context);
    console.log(
      `  ${integrationIds.length} conectadas en ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
    );

    const rounds: RoundResult[] = [];
    const run = async (label: string, addItems: boolean) => {
      console.log(`Ronda: ${label}…`);
      const round = await runRound(
        label,
        context,
        database as DatabaseHandle,
        sandbox as SandboxProcess,
        integrationIds,
        addItems,
      );
      console.log(formatRound(round));
      rounds.push(round);
    };
    await run("primera (sin cursor)", false);
    for (let index = 1; index <= BUSY_ROUNDS; index++) await run(`con novedades ${index}`, true);
    for (let index = 1; index <= IDLE_ROUNDS; index++) await run(`sin novedades ${index}`, false);

    let scheduler: SchedulerResult | undefined;
    if (schedulerInterval > 0 && schedulerIntervals > 0) {
      console.log(
        `Programador real (pg-boss, ${SYNC_CONCURRENCY} workers): ${schedulerIntervals} intervalos de ${schedulerInterval} s…`,
      );
      scheduler = await runScheduler(database, sandbox, dataDir, schedulerInterval, schedulerIntervals);
    }

    const busy = summarize(rounds.filter((round) => round.newItemsAdded > 0));
    const idle = summarize(rounds.filter((round) => round.label.startsWith("sin novedades")));
    const meets = (figures: ReturnType<typeof summarize>) =>
      figures.integrationsPerMinute >= GOAL.integrationsPerMinute &&
      figures.coreShareAtDefaultInterval < GOAL.coreShare;
    const databaseLabel =
      prepared.kind === "pglite" ? "PGlite (en este proceso)" : "PostgreSQL (la CPU de sus procesos se muestra aparte)";
    console.log(`
Sincronización de avisos: ${INTEGRATION_COUNT} integraciones (${SERVICE_MIX.map(([service, amount]) => `${service} ${amount}`).join(", ")}), concurrencia ${SYNC_CONCURRENCY}, ${databaseLabel}
  máquina   ${machine.nproc} CPU (${machine.cpuModel}), ${machine.totalMemoryGiB} GiB, Node ${machine.node}, ${machine.platform}; carga ${machine.loadAverage1m} al empezar, ${readLoadAverage()} al terminar
  sandbox   en un proceso hijo: su CPU no cuenta en la del sync (se muestra aparte)
  con novedades (${BUSY_ROUNDS} rondas)  ${Math.round(busy.integrationsPerMinute)} integraciones/min, ${busy.cpuMsPerSync.toFixed(2)} ms de CPU por sync → ${Math.round(busy.integrationsPerMinutePerCore)}/min por núcleo; a 60 s: ${(busy.coreShareAtDefaultInterval * 100).toFixed(1)} % de un núcleo → objetivo ${meets(busy) ? "CUMPLIDO" : "NO cumplido"}
  sin novedades (${IDLE_ROUNDS} ronda)  ${Math.round(idle.integrationsPerMinute)} integraciones/min, ${idle.cpuMsPerSync.toFixed(2)} ms de CPU por sync → ${Math.round(idle.integrationsPerMinutePerCore)}/min por núcleo; a 60 s: ${(idle.coreShareAtDefaultInterval * 100).toFixed(1)} % de un núcleo → objetivo ${meets(idle) ? "CUMPLIDO" : "NO cumplido"}
  objetivo  ${GOAL.integrationsPerMinute} integraciones/min con menos del ${GOAL.coreShare * 100} % de un núcleo`);
    if (scheduler) {
      const coreShare = scheduler.cpuSeconds.bench / scheduler.wallSeconds;
      const perMinute = (scheduler.syncsCompleted / scheduler.wallSeconds) * 60;
      const schedulerMeets = perMinute >= GOAL.integrationsPerMinute && coreShare < GOAL.coreShare;
      console.log(
        `  programador real  intervalo ${scheduler.intervalSeconds} s × ${scheduler.intervals}: ${scheduler.syncsCompleted} syncs en ${scheduler.wallSeconds.toFixed(1)} s (${Math.round(perMinute)}/min; esperados ${INTEGRATION_COUNT} por intervalo), CPU del proceso ${scheduler.cpuSeconds.bench.toFixed(1)} s = ${(coreShare * 100).toFixed(1)} % de un núcleo (${((scheduler.cpuSeconds.bench / Math.max(1, scheduler.syncsCompleted)) * 1000).toFixed(2)} ms por sync), sandbox ${scheduler.cpuSeconds.sandbox.toFixed(1)} s, PostgreSQL ${scheduler.cpuSeconds.postgres.toFixed(1)} s, ${scheduler.notificationsStored} avisos nuevos → objetivo ${schedulerMeets ? "CUMPLIDO" : "NO cumplido"}`,
      );
    }
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        machine,
        database: prepared.kind,
        rounds,
        busy,
        idle,
        scheduler,
      }),
    );
    if (rounds.some((round) => (round.outcomes.error ?? 0) > 0 || (round.outcomes.synced ?? 0) !== round.syncs)) {
      process.exitCode = 1;
    }
  } finally {
    await sandbox?.stop();
    await database?.close();
    await prepared?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
