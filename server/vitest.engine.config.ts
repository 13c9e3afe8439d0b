import { defineConfig } from "vitest/config";
import { ENGINE_TEST_FILES, serverTestOptions } from "./vitest.config";

export default defineConfig({
  test: { ...serverTestOptions, name: "server-engine", include: ENGINE_TEST_FILES, isolate: false },
});
