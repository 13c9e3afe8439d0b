import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "sandbox",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // TEST_CLOCK fakes the instant the tests run at (scripts/sweep-test-clock.mjs).
    setupFiles: ["../scripts/set-test-clock.ts"],
  },
});
