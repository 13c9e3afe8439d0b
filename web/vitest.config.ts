import react from "@vitejs/plugin-react";
import Icons from "unplugin-icons/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react(), Icons({ compiler: "jsx", jsx: "react" })],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test-setup.ts"],
    // jsdom renders slowly on a busy machine; the default 5 s made sound tests fail by chance (issue 24).
    testTimeout: 20_000,
  },
});
