import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { build } from "esbuild";

// Benchmarks bundle the working tree into a folder of their own (`--outdir`), so they never touch the dist/ that
// other sessions build and serve.
const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });

// Workspace packages ship TypeScript sources, so they are bundled; every other package stays in node_modules.
const externalizeDependencies = {
  name: "externalize-dependencies",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@shifu/") ? undefined : { path: args.path, external: true },
    );
  },
};

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
  plugins: [externalizeDependencies],
  logLevel: values.outdir === "dist" ? "info" : "warning",
});

// A first start then unpacks the embedded database instead of running initdb and every migration (decision 37).
const template = spawnSync(process.execPath, ["--import", "tsx", "src/db/prepare-pglite-template.ts"], {
  stdio: "inherit",
});
if (template.status !== 0) process.exit(template.status ?? 1);
