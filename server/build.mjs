import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { keepPackagesExternal } from "./bundle-externals.mjs";

// Benchmarks bundle the working tree into a folder of their own (`--outdir`), so they never touch the dist/ that
// other sessions build and serve.
const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });

rmSync(values.outdir, { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outdir: values.outdir,
  // Without splitting, esbuild hoists the packages of every dynamically imported module to the top of one file, so
  // the modules that start-up defers (the assistant's SDK, MCP, Stripe) would load before the server listens.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [keepPackagesExternal],
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
  banner: {
    js: 'import { createRequire as createBundleRequire } from "node:module"; const require = createBundleRequire(import.meta.url);',
  },
  logLevel: values.outdir === "dist" ? "info" : "warning",
});

// A first start then unpacks the embedded database instead of running initdb and every migration (decision 37).
const template = spawnSync(process.execPath, ["--import", "tsx", "src/db/prepare-pglite-template.ts"], {
  stdio: "inherit",
});
if (template.status !== 0) process.exit(template.status ?? 1);
