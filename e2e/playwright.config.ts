import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium-launch-options.mjs";
import { SANDBOX_PORT, SERVER_PORT } from "./support/ports";

const PORT = SERVER_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(import.meta.dirname, "../.test-data/e2e");

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Every journey registers a new user and most connect an app first; on a loaded 2-core machine such a journey took
  // over 30 s once with nothing wrong (the Gmail journey, 6 Dec 2026). A timeout is a guard against a hang, not a speed test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../.test-data/playwright-results",
  use: {
    baseURL,
    locale: "es-ES",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node ../server/dist/main.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every journey registers from 127.0.0.1; the per-address limit itself is covered by the server tests.
      REGISTRATION_LIMIT_PER_HOUR: "1000",
      SANDBOX_PORT: String(SANDBOX_PORT),
      // Journeys add their own items and wait for them: syncs every 10 s, no live demo items in between.
      NOTIFICATION_SYNC_INTERVAL: "10",
      SANDBOX_LIVE_ITEMS_SECONDS: "0",
      DATABASE_URL: "",
    },
  },
});
