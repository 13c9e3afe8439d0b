import { defineConfig } from "vitest/config";
import { ISOLATED_TEST_FILES, serverTestOptions } from "./vitest.config";

export default defineConfig({
  test: { ...serverTestOptions, name: "server-isolated", include: ISOLATED_TEST_FILES },
});
