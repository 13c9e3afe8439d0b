import { defineConfig } from "vitest/config";

/**
 * Test files that need a module registry of their own: they look at which packages a fresh start has loaded, or
 * replace a module with `vi.mock`. They run in the 'server-isolated' project (vitest.isolated.config.ts).
 */
export const ISOLATED_TEST_FILES = ["src/start-up-imports.test.ts", "src/features/accounts/accounts.test.ts"];

/**
 * The local engine's tests and the understanding corpus: they judge what the assistant makes of Spanish, which no
 * database changes, so `npm test` runs them once, on PGlite, in the 'server-engine' project (vitest.engine.config.ts).
 */
export const ENGINE_TEST_FILES = [
  "src/features/assistant/local-engine/**/*.test.ts",
  "src/features/assistant/evaluate-understanding/**/*.test.ts",
];

export const serverTestOptions = {
  environment: "node" as const,
  // Every test file's in-memory PGlite loads one initialized, migrated database instead of running initdb.
  globalSetup: ["src/db/prepare-pglite-template.ts"],
  // TEST_CLOCK fakes the instant the tests run at (scripts/sweep-test-clock.mjs).
  setupFiles: ["../scripts/set-test-clock.ts"],
  testTimeout: 20_000,
  // A hook that builds an app (a PGlite database and its migrations) took over 30 s on a machine under load (issue 24).
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: "server",
    include: ["src/**/*.test.ts"],
    exclude: [...ISOLATED_TEST_FILES, ...ENGINE_TEST_FILES],
    // Every file builds its own app and database, and the server's caches are keyed by database, so files can share
    // one module registry per worker: importing the app anew for each of 130 files was a third of the suite's time.
    isolate: false,
  },
});
