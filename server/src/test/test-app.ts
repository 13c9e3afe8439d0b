import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDependencies, buildApp } from "../app";
import type { DatabaseHandle } from "../db/database";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase } from "./test-database";

/** A fixed key, so tests never write a key file into the working tree's ./data. */
export const TEST_TOKEN_KEYS = `1:${Buffer.alloc(32, 7).toString("base64")}`;

/** The webhook secret tests share with their sandbox (useSandbox), so no test writes one into ./data either. */
export const TEST_STRIPE_WEBHOOK_SECRET = "whsec_test_only_not_an_install_secret";

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The real app on a fresh database, for inject()-based integration tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Another instance's database, to run several instances on one; a fresh one by default. */
    database?: DatabaseHandle;
    /** Runs the job queue and the notification sync, as the server does. */
    backgroundJobs?: AppDependencies["backgroundJobs"];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Mails (the outbox) and any other file go to a folder of this app's own, never the working tree's ./data.
  const ownDataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(path.join(os.tmpdir(), "shifu-test-"));
  const env = parseEnv({
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    TOKEN_ENCRYPTION_KEYS: TEST_TOKEN_KEYS,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    logger: createLogger(env.LOG_LEVEL),
    backgroundJobs: options.backgroundJobs,
  });
  options.beforeReady?.(app);
  await app.ready();
  // The server starts them beside its first requests; a test asks for them once they run, unless it says when.
  if (options.backgroundJobs === true) await app.backgroundJobsStarted;
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
