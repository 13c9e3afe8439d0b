import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine, idle while a test
    // waits on the sandbox, a job poll or a timer. Two keep both cores busy.
    maxWorkers: 2,
    projects: [
      "server/vitest.config.ts",
      "server/vitest.isolated.config.ts",
      "server/vitest.engine.config.ts",
      "web/vitest.config.ts",
      "sandbox/vitest.config.ts",
    ],
  },
});
