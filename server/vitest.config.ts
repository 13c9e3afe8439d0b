import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Every test file's in-memory PGlite loads one initialized, migrated database instead of running initdb.
    globalSetup: ["src/db/prepare-pglite-template.ts"],
    testTimeout: 20_000,
    // A hook that builds an app (a PGlite database and its migrations) took over 30 s on a machine under load (issue 24).
    hookTimeout: 60_000,
  },
});
