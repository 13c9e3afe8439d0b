import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/database";
import type { Env } from "./env";
import { registerErrorHandler } from "./errors/error-handler";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { approvalsRoutes } from "./features/approvals/approvals.routes";
import { assistantRoutes } from "./features/assistant/assistant.routes";
import { readAssistantSettings } from "./features/assistant/read-assistant-settings";
import { chatsRoutes } from "./features/chats/chats.routes";
import { emailVerificationRoutes } from "./features/email-verification/email-verification.routes";
import { healthRoutes } from "./features/health/health.routes";
import { integrationsRoutes } from "./features/integrations/integrations.routes";
import { MCP_BEARER_PATHS, mcpEndpointRoutes } from "./features/mcp-endpoint/mcp-endpoint.routes";
import { mcpServersRoutes } from "./features/mcp-servers/mcp-servers.routes";
import { defineNotificationQueues, startNotificationScheduler } from "./features/notifications/notification-scheduler";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { createStripeClient } from "./features/payments/create-stripe-client";
import { paymentsRoutes } from "./features/payments/payments.routes";
import { readPlanDailyMessages } from "./features/plans/read-plan-daily-messages";
import { referralsRoutes } from "./features/referrals/referrals.routes";
import { rewardsRoutes } from "./features/rewards/rewards.routes";
import { sessionPlugin } from "./features/sessions/session-plugin";
import { tourRoutes } from "./features/tour/tour.routes";
import { readKeyContacts } from "./features/training/knowledge-store";
import { trainingRoutes } from "./features/training/training.routes";
import { registerNulTextGuard } from "./http/refuse-nul-text";
import { registerUserCaches } from "./http/register-user-caches";
import { readMcpSettings } from "./integrations/mcp/read-mcp-settings";
import { isAnyProviderInDemo, resolveProviderModes } from "./integrations/provider-modes";
import { createTokenCipher } from "./integrations/token-cipher";
import { loadTokenKeys } from "./integrations/token-keys";
import { assertTokenKeysReadStoredTokens } from "./integrations/verify-token-keys";
import { startJobQueue } from "./jobs/start-job-queue";
import { createMailer } from "./mail/mailer";
import { createRateLimiter } from "./security/rate-limiter";
import { registerSameOriginGuard } from "./security/same-origin-guard";
import { registerSecurityHeaders } from "./security-headers";
import { registerWebApp } from "./web-app";

declare module "fastify" {
  interface FastifyInstance {
    /** Settles once the job queue and the notification sync run (an app built with `backgroundJobs`). */
    backgroundJobsStarted?: Promise<void>;
  }
}

export type AppDependencies = {
  env: Env;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /**
   * Runs the job queue and the notification sync in this process (the server does; most tests do not), at once or
   * when `startWhen` settles: the server starts them once it answers, so their first queries do not hold /readyz.
   */
  backgroundJobs?: boolean | { startWhen: Promise<void> };
};

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

/**
 * Every route is validated and serialised by its zod schemas. Given as the schema controller's factories, rather than
 * set on the instance, the compilers also keep Fastify from loading AJV and fast-json-stringify, which it would never
 * use: about 80 ms of each start. Fastify types the factories after AJV's compile function; any compiler works.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export async function buildApp({ env, database, logger, backgroundJobs }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Longer than the idle time of proxies and HTTP clients that reuse connections (60 s is common): closing first
    // races a request sent on the idle socket, which the client then sees as ECONNRESET.
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    bodyLimit: 1_048_576,
    trustProxy: env.TRUST_PROXY,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  registerErrorHandler(app, () => database.ping());
  registerNulTextGuard(app);
  await registerSecurityHeaders(app, env.PUBLIC_URL);
  // Brotli or gzip for every text answer, JSON included. Quality 4 because answers are compressed as they are sent
  // (11, Node's default, costs far more CPU for a few percent); the build precompresses the web app at full quality.
  // The assistant's streamed reply hijacks its response, so it never passes through here and is never buffered.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerSameOriginGuard(app, env.PUBLIC_URL, MCP_BEARER_PATHS);
  await app.register(fastifyMultipart);
  const secureCookies = env.PUBLIC_URL.startsWith("https://");
  await app.register(sessionPlugin, { db: database.db, secureCookies });

  const { chatListCache, accountCache } = registerUserCaches(app, database.db);
  const rateLimiter = createRateLimiter(database.db);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, logger: app.log });

  const verification = { db: database.db, rateLimiter, mailer, publicUrl: env.PUBLIC_URL, logger: app.log };

  await app.register(healthRoutes, { database });
  await app.register(emailVerificationRoutes, verification);
  await app.register(accountsRoutes, {
    db: database.db,
    rateLimiter,
    registrationsPerHourPerIp: env.REGISTRATION_LIMIT_PER_HOUR,
    dailyMessages: readPlanDailyMessages(env),
    secureCookies,
    verification,
    accountCache,
  });
  await app.register(passwordResetRoutes, {
    db: database.db,
    rateLimiter,
    mailer,
    publicUrl: env.PUBLIC_URL,
    logger: app.log,
  });
  await app.register(chatsRoutes, { db: database.db, chatListCache });
  await app.register(tourRoutes, { db: database.db });
  await app.register(rewardsRoutes, { db: database.db });
  await app.register(referralsRoutes, { db: database.db, rateLimiter });
  const cipher = createTokenCipher(
    loadTokenKeys({ configured: env.TOKEN_ENCRYPTION_KEYS, dataDir: env.DATA_DIR }).keys,
  );
  await assertTokenKeysReadStoredTokens(database.db, cipher);
  const sandboxUrl = env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`;
  const modes = resolveProviderModes(env, sandboxUrl);
  const integrationsContext = {
    db: database.db,
    cipher,
    modes,
    publicUrl: env.PUBLIC_URL,
    logger: app.log,
    mcp: readMcpSettings(env, isAnyProviderInDemo(modes) ? sandboxUrl : undefined),
  };
  app.addHook("onClose", () => integrationsContext.mcp.network.close());
  await app.register(integrationsRoutes, integrationsContext);
  const assistantContext = { ...integrationsContext, settings: await readAssistantSettings(env) };
  await app.register(assistantRoutes, assistantContext);
  await app.register(trainingRoutes, assistantContext);
  await app.register(notificationsRoutes, assistantContext);
  if (backgroundJobs) {
    // Started beside the first requests rather than before them: on a new database pg-boss creates its schema, which
    // took over a second of a fresh start (issue 25). Requests do not need it; the notification sync follows it.
    let closing = false;
    let begun = false;
    const startWhen = backgroundJobs === true ? Promise.resolve() : backgroundJobs.startWhen;
    const started = startWhen.then(() => {
      if (closing) return undefined;
      begun = true;
      return startBackgroundJobs();
    });
    started.catch((error: unknown) => app.log.error({ err: error }, "background jobs did not start"));
    app.decorate(
      "backgroundJobsStarted",
      started.then(() => undefined),
    );
    app.addHook("onClose", async () => {
      closing = true;
      // Closed before they were due to start: there is nothing to stop, and nothing to wait for.
      if (!begun) return;
      const jobs = await started.catch(() => undefined);
      if (!jobs) return;
      await jobs.scheduler.stop();
      // Half the shutdown's grace: a sync still running then is failed by pg-boss (retried by another instance)
      // before the process is made to exit, instead of waiting out the job's expiry.
      await jobs.queue.stop({ graceful: true, wait: true, timeout: Math.floor(env.SHUTDOWN_TIMEOUT_MS / 2) });
      await jobs.scheduler.settle(Math.floor(env.SHUTDOWN_TIMEOUT_MS / 4));
    });
  }
  async function startBackgroundJobs() {
    const queue = await startJobQueue(database, {
      queues: defineNotificationQueues(env.NOTIFICATION_SYNC_INTERVAL),
      onError: (error) => app.log.error({ err: error }, "job queue error"),
    });
    const scheduler = await startNotificationScheduler(
      {
        ...integrationsContext,
        timeZone: env.ASSISTANT_TIME_ZONE,
        intervalSeconds: env.NOTIFICATION_SYNC_INTERVAL,
        readKeyContacts: (userId) => readKeyContacts(database.db, userId),
      },
      queue,
    );
    return { queue, scheduler };
  }
  await app.register(mcpServersRoutes, integrationsContext);
  await app.register(approvalsRoutes, { ...integrationsContext, timeZone: env.ASSISTANT_TIME_ZONE });
  await app.register(mcpEndpointRoutes, { ...integrationsContext, timeZone: env.ASSISTANT_TIME_ZONE, rateLimiter });
  let stripeSettings: ReturnType<typeof createStripeClient> | undefined;
  await app.register(paymentsRoutes, {
    db: database.db,
    loadSettings: () => {
      stripeSettings ??= createStripeClient(env);
      return stripeSettings;
    },
    publicUrl: env.PUBLIC_URL,
  });

  await registerWebApp(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
  return app;
}
