import { setTimeout } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { providerFamilyIds } from "@shifu/contract";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import type { DatabaseHandle } from "./db/database-handle";
import { openPgliteDatabase } from "./db/open-pglite-database";
import { type Env, parseEnv } from "./env";
import { loadAiSdk } from "./features/assistant/load-ai-sdk";
import { loadWebhookSecret } from "./features/payments/load-webhook-secret";
import { WASM_TIERING_BUDGET_FLAG } from "./launcher/v8-start-flags";
import { createLogger } from "./logger";

/** What the built server's launcher asks of a start (decision 56). */
export type StartHooks = {
  /**
   * Called once, a moment after the server answers or at a shutdown before that, whichever comes first, before any
   * V8 flag changes: the launcher writes its code cache here, so that the cache covers the functions a start used.
   */
  onStarted?: () => void;
};

function readEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const WARM_UP_AFTER_MS = 1000;

export async function startShifu(hooks: StartHooks = {}): Promise<void> {
  const env = readEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  let started = false;
  const markStarted = () => {
    if (started) return;
    started = true;
    try {
      hooks.onStarted?.();
    } catch (error) {
      logger.warn({ err: error }, "start hook failed");
    }
  };

  // Set before PGlite compiles (see WASM_TIERING_BUDGET_FLAG).
  setFlagsFromString(WASM_TIERING_BUDGET_FLAG);

  // pg is imported only for PostgreSQL: a server on PGlite never loads it (decision 56).
  const database: DatabaseHandle = env.DATABASE_URL
    ? (await import("./db/open-postgres-database")).openPostgresDatabase({
        url: env.DATABASE_URL,
        onPoolError: (error) => logger.error({ err: error }, "idle database connection failed"),
        timeouts: {
          connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          queryMs: env.DATABASE_QUERY_TIMEOUT_MS,
        },
      })
    : openPgliteDatabase(env.DATA_DIR);

  // What the first requests do not need waits until the server answers and a moment more, so that it does not hold
  // the first /readyz or the first page: the job queue and the notification sync, the sandbox's providers, the AI SDK.
  let markListening = () => {};
  const warmUpDue = new Promise<void>((resolve) => {
    markListening = resolve;
  }).then(() => setTimeout(WARM_UP_AFTER_MS));

  // Families without real credentials talk to the provider sandbox, so the whole product works offline.
  const needsSandbox = !env.SANDBOX_URL && providerFamilyIds.some((family) => !env.providerCredentials[family]);
  // Imported only when needed: with every family's real credentials set, none of the sandbox's modules load. Its
  // port is bound at once, and its providers are built a moment after Shifu answers, or at their first request
  // (decision 42).
  async function startProviderSandbox() {
    return (await import("@shifu/sandbox/start")).startSandbox({
      port: env.SANDBOX_PORT,
      host: "127.0.0.1",
      buildWhen: warmUpDue,
      liveItemsEverySeconds: env.SANDBOX_LIVE_ITEMS_SECONDS || undefined,
      // The sandbox's Stripe signs with this install's secret, the one the webhook route checks.
      stripeWebhookSecret: env.STRIPE_SECRET_KEY
        ? undefined
        : loadWebhookSecret({ configured: env.STRIPE_WEBHOOK_SECRET, dataDir: env.DATA_DIR }),
    });
  }

  // The sandbox starts while the database migrates: neither needs the other.
  const [sandbox] = await Promise.all([needsSandbox ? startProviderSandbox() : undefined, database.migrate()]);
  if (sandbox) logger.info({ url: sandbox.url }, "provider sandbox started (modo demostración)");

  const app = await buildApp({
    env: sandbox ? { ...env, SANDBOX_URL: sandbox.url } : env,
    database,
    logger,
    backgroundJobs: { startWhen: warmUpDue },
  });

  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal }, "shutting down");
    // A server stopped within its first second still leaves the launcher's code cache for the next start.
    if (!err) markStarted();
    await app.close();
    await sandbox?.close();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(
    { url: env.PUBLIC_URL, database: database.driver === "pglite" ? `PGlite in ${env.DATA_DIR}` : "PostgreSQL" },
    "Shifu is ready",
  );
  markListening();
  void warmUpDue.then(() => {
    markStarted();
    if (!env.DATABASE_URL) {
      // The embedded database lives in this process, its WebAssembly memory and compiled code beside the server's
      // heap: V8 is asked to favour memory over peak speed (decision 23, docs/benchmarks.md). Set a second after the
      // server answers, not before PGlite opens: set earlier, they cost a start about 100 ms and the memory at rest is
      // the same; set after the launcher's code cache is written, which V8 would refuse under other flags (decision
      // 56). PostgreSQL, which scales out on several instances, keeps V8's defaults.
      for (const flag of ["--optimize-for-size", "--semi-space-growth-factor=1"]) setFlagsFromString(flag);
    }
    // Loaded ahead of the first chat turn, which then does not wait for it (decision 42).
    return loadAiSdk();
  });
}
