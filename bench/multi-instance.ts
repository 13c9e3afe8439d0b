// Three Shifu instances on one PostgreSQL (a throwaway database), one provider sandbox, one shared
// TOKEN_ENCRYPTION_KEYS, the notification sync running every NOTIFICATION_SYNC_INTERVAL (5 s) on all three. Users
// with Gmail connected drive a mix against all three at once (each request to a random instance): chat list polls,
// history pages, chat messages through the local engine, approvals, notification fetches and sign-ins. It reports
// throughput and p50/p99 per call, then checks the invariants: no duplicate notification, every acknowledged chat
// message stored once, each integration synced at most once per interval, and login throttling shared by the
// instances. Run with `npm run bench:instances`; BENCH_DATABASE_URL names the PostgreSQL server (local by default),
// BENCH_SECONDS the mix's length (60) and BENCH_USERS the number of users (24).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { startSandbox } from "../sandbox/src/start-sandbox";
import { openDatabase } from "../server/src/db/database";
import { answerSandboxConsent } from "../server/src/integrations/test-support/connect-through-sandbox";
import { loginThrottleRules } from "../server/src/security/rate-limiter";
import { BENCH_PASSWORD, formatBenchEmail, preparePostgresDatabase, signInBenchUser } from "./bench-database";
import { buildServerBundle } from "./build-server-bundle";
import { pickPercentile, startNoopServer } from "./load-generator";
import { type ServerProcess, startServer } from "./server-process";

const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
const INSTANCES = 3;
const USERS = Number(process.env.BENCH_USERS ?? 24);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const SYNC_INTERVAL_SECONDS = 5;
const REQUEST_TIMEOUT_MS = 15_000;
// One account's free wrong passwords from one address: counted in PostgreSQL, so the refusal comes after that many
// whichever instances they landed on; counters per instance would let INSTANCES times as many through.
const FREE_LOGIN_ATTEMPTS = loginThrottleRules.perAccountAtAddress.freeAttempts;
const SERVER_ENV = {
  TOKEN_ENCRYPTION_KEYS: `1:${randomBytes(32).toString("base64")}`,
  NOTIFICATION_SYNC_INTERVAL: String(SYNC_INTERVAL_SECONDS),
  ASSISTANT_DAILY_MESSAGES_FREE: "100000",
  REGISTRATION_LIMIT_PER_HOUR: "100000",
};

type Call = "sign-in" | "chat list" | "history page" | "chat message" | "approval" | "notifications";
// Weights of a person's actions in the mix: mostly polling and reading, sometimes writing.
const MIX: [Call, number][] = [
  ["chat list", 40],
  ["history page", 20],
  ["notifications", 15],
  ["chat message", 15],
  ["approval", 5],
  ["sign-in", 5],
];

const interruption = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => interruption.abort(new Error(`Interrumpido por ${signal}; limpiando.`)));
}

const repoRoot = path.resolve(import.meta.dirname, "..");
type User = { index: number; cookie: string };
type Samples = Map<Call, { latencies: number[]; failures: Record<string, number> }>;

function pickInstance(servers: ServerProcess[]): string {
  return servers[Math.floor(Math.random() * servers.length)]?.baseUrl ?? "";
}

function pickCall(): Call {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [call, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return call;
  }
  return "chat list";
}

async function send(baseUrl: string, pathAndQuery: string, init: { cookie?: string; body?: unknown; get?: boolean }) {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method: init.get ? "GET" : "POST",
    headers: {
      origin: baseUrl,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.get ? {} : { "content-type": "application/json" }),
    },
    body: init.get ? undefined : JSON.stringify(init.body ?? {}),
    signal: AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), interruption.signal]),
  });
  const text = await response.text();
  return { status: response.status, text, response };
}

async function connectGmail(baseUrl: string, cookie: string): Promise<void> {
  const started = await send(baseUrl, "/integrations/gmail/authorize", { cookie });
  if (started.status !== 200) throw new Error(`authorize gmail: ${started.status} ${started.text}`);
  const back = await answerSandboxConsent((JSON.parse(started.text) as { url: string }).url, "Permitir");
  const saved = await send(baseUrl, "/gmail-proxy", {
    cookie,
    body: { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
  });
  if (saved.status !== 200) throw new Error(`connect gmail: ${saved.status} ${saved.text}`);
}

type MixState = { acknowledged: string[]; approvalsProposed: number; approvalsConfirmed: number; sequence: number };

async function runCall(call: Call, user: User, servers: ServerProcess[], state: MixState): Promise<number> {
  const baseUrl = pickInstance(servers);
  switch (call) {
    case "chat list":
      return (await send(baseUrl, "/ultimos_mensajes", { cookie: user.cookie })).status;
    case "history page":
      return (await send(baseUrl, "/get_shifu_chat?limit=20", { cookie: user.cookie, get: true })).status;
    case "notifications":
      return (await send(baseUrl, "/api/gmail/notification", { cookie: user.cookie })).status;
    case "sign-in": {
      user.cookie = await signInBenchUser(baseUrl, user.index).catch(() => user.cookie);
      return 200;
    }
    case "chat message": {
      const content = `Hola, ¿qué puedes hacer? #${user.index}-${state.sequence++}`;
      const reply = await send(baseUrl, "/api/chatAi", {
        cookie: user.cookie,
        body: { messages: [{ role: "user", content }] },
      });
      if (reply.status === 200) state.acknowledged.push(content);
      return reply.status;
    }
    case "approval": {
      const name = `Bench ${user.index}-${state.sequence++}`;
      const proposal = await send(baseUrl, "/api/chat/gmail", {
        cookie: user.cookie,
        body: { messages: [{ role: "user", content: `Crea la etiqueta ${name}` }] },
      });
      if (proposal.status !== 200) return proposal.status;
      const approvals = (JSON.parse(proposal.text) as { approvals?: { id: string }[] }).approvals ?? [];
      state.approvalsProposed += approvals.length;
      for (const approval of approvals) {
        const decided = await send(pickInstance(servers), `/api/approvals/${approval.id}`, {
          cookie: user.cookie,
          body: { decision: "approve" },
        });
        if (decided.status !== 200) return decided.status;
        state.approvalsConfirmed++;
      }
      return 200;
    }
  }
}

async function runMix(users: User[], servers: ServerProcess[], state: MixState): Promise<Samples> {
  const samples: Samples = new Map(MIX.map(([call]) => [call, { latencies: [], failures: {} }]));
  const deadline = performance.now() + DURATION_MS;
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < deadline && !interruption.signal.aborted) {
        const call = pickCall();
        const sample = samples.get(call);
        const started = performance.now();
        const status = await runCall(call, user, servers, state).then(String, () => "error");
        sample?.latencies.push(performance.now() - started);
        if (status !== "200" && sample) sample.failures[status] = (sample.failures[status] ?? 0) + 1;
      }
    }),
  );
  return samples;
}

/**
 * The mix is a closed loop of `fetch` calls, not a ratio against a baseline; this is how fast the same loop of users
 * goes against a server that answers at once, so the figures below it are the instances' and not the generator's.
 */
async function measureMixCeiling(): Promise<number> {
  const noop = await startNoopServer();
  try {
    let answered = 0;
    const deadline = performance.now() + 5_000;
    await Promise.all(
      Array.from({ length: USERS }, async () => {
        while (performance.now() < deadline && !interruption.signal.aborted) {
          if ((await send(noop.baseUrl, "/noop", { body: {} })).status === 200) answered++;
        }
      }),
    );
    return Math.round(answered / 5);
  } finally {
    await noop.stop();
  }
}

/** Wrong passwords for one account, round robin over the instances, until one answers 429. */
async function measureSharedLoginThrottle(servers: ServerProcess[]) {
  const correo = formatBenchEmail(USERS);
  let failuresBeforeRefusal = 0;
  for (let attempt = 0; attempt < FREE_LOGIN_ATTEMPTS * INSTANCES + 1; attempt++) {
    const baseUrl = servers[attempt % servers.length]?.baseUrl ?? "";
    const { status } = await send(baseUrl, "/login", { body: { correo, password: "contraseña-equivocada" } });
    if (status === 429) break;
    failuresBeforeRefusal++;
  }
  const refusedEverywhere = await Promise.all(
    servers.map(
      async (server) => (await send(server.baseUrl, "/login", { body: { correo, password: BENCH_PASSWORD } })).status,
    ),
  );
  return { freeAttempts: FREE_LOGIN_ATTEMPTS, failuresBeforeRefusal, statusesAfterward: refusedEverywhere };
}

async function checkInvariants(databaseUrl: string, state: MixState, elapsedMs: number) {
  const database = openDatabase({ driver: "postgres", url: databaseUrl });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [duplicates] = await rows<{ count: number }>(sql`
      select count(*)::int as count from (
        select 1 from notifications group by integration_id, provider_item_id having count(*) > 1) d`);
    const [notificationCount] = await rows<{ count: number }>(sql`select count(*)::int as count from notifications`);
    const stored = await rows<{ content: string; copies: number }>(sql`
      select content, count(*)::int as copies from chat_messages
      where role = 'user' and content like 'Hola, ¿qué puedes hacer? #%' group by content`);
    const copies = new Map(stored.map((row) => [row.content, row.copies]));
    const missing = state.acknowledged.filter((content) => !copies.has(content)).length;
    const repeated = state.acknowledged.filter((content) => (copies.get(content) ?? 0) > 1).length;
    const syncs = await rows<{ sync_count: number }>(sql`select sync_count from notification_sync_states`);
    const intervals = Math.ceil(elapsedMs / 1000 / SYNC_INTERVAL_SECONDS) + 1;
    const maxSyncs = Math.max(0, ...syncs.map((row) => row.sync_count));
    return {
      duplicateNotifications: duplicates?.count ?? -1,
      notifications: notificationCount?.count ?? -1,
      acknowledgedMessages: state.acknowledged.length,
      acknowledgedMissing: missing,
      acknowledgedStoredTwice: repeated,
      integrationsSynced: syncs.length,
      maxSyncsPerIntegration: maxSyncs,
      intervalsElapsedAtMost: intervals,
      approvalsProposed: state.approvalsProposed,
      approvalsConfirmed: state.approvalsConfirmed,
    };
  } finally {
    await database.close();
  }
}

function summarize(samples: Samples, elapsedMs: number) {
  return [...samples].map(([call, { latencies, failures }]) => {
    const sorted = latencies.sort((a, b) => a - b);
    return {
      call,
      requests: sorted.length,
      perSecond: Math.round((sorted.length / (elapsedMs / 1000)) * 10) / 10,
      p50Ms: Math.round(pickPercentile(sorted, 50)),
      p99Ms: Math.round(pickPercentile(sorted, 99)),
      failures,
    };
  });
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0]?.toFixed(2);
  const serverEntry = await buildServerBundle();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-instances-bench-"));
  // One more account than users: the login-throttle check's target, untouched by the mix.
  const database = await preparePostgresDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL, USERS + 1);
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1", logger: false });
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < INSTANCES; index++) {
      servers.push(
        await startServer(
          serverEntry,
          repoRoot,
          path.join(dataDir, String(index)),
          { ...database.serverEnv, ...SERVER_ENV, SANDBOX_URL: sandbox.url },
          120_000,
        ),
      );
    }
    console.log(`${INSTANCES} instancias listas; conectando Gmail de ${USERS} usuarios…`);
    const setupStarted = performance.now();
    const users: User[] = [];
    for (let index = 0; index < USERS; index++) {
      const baseUrl = pickInstance(servers);
      const cookie = await signInBenchUser(baseUrl, index);
      await connectGmail(baseUrl, cookie);
      users.push({ index, cookie });
    }
    const state: MixState = { acknowledged: [], approvalsProposed: 0, approvalsConfirmed: 0, sequence: 0 };
    const generatorCeiling = await measureMixCeiling();
    console.log(
      `Techo del generador (el mismo bucle de ${USERS} usuarios contra un servidor vacío): ${generatorCeiling} req/s`,
    );
    console.log(`Mezcla durante ${DURATION_MS / 1000} s contra las ${INSTANCES} instancias…`);
    const started = performance.now();
    const samples = await runMix(users, servers, state);
    const elapsedMs = performance.now() - started;
    interruption.signal.throwIfAborted();
    const throttle = await measureSharedLoginThrottle(servers);
    const invariants = await checkInvariants(
      database.serverEnv.DATABASE_URL ?? "",
      state,
      performance.now() - setupStarted,
    );
    const calls = summarize(samples, elapsedMs);
    console.log(`\nVarias instancias: carga ${loadAtStart} al empezar, ${os.loadavg()[0]?.toFixed(2)} al terminar`);
    for (const call of calls) {
      console.log(
        `  ${call.call.padEnd(14)} ${String(call.perSecond).padStart(7)} /s  p50 ${call.p50Ms} ms  p99 ${call.p99Ms} ms  no 200: ${JSON.stringify(call.failures)}`,
      );
    }
    console.log(`  límite de inicio de sesión: ${JSON.stringify(throttle)}`);
    console.log(`  invariantes: ${JSON.stringify(invariants)}`);
    const total = calls.reduce((sum, call) => sum + call.perSecond, 0);
    console.log(
      `  en total ${total.toFixed(0)} /s, un ${((total / generatorCeiling) * 100).toFixed(1)} % del techo del generador`,
    );
    console.log(
      JSON.stringify({ date: new Date().toISOString(), loadAtStart, generatorCeiling, calls, throttle, invariants }),
    );
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await sandbox.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(serverEntry), { recursive: true, force: true });
  }
}

await main();
