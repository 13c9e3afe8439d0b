import { spawnSync } from "node:child_process";
import { build } from "esbuild";

// Workspace packages ship TypeScript sources, so they are bundled; every other package stays in node_modules.
const externalizeDependencies = {
  name: "externalize-dependencies",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@shifu/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalizeDependencies],
  logLevel: "info",
});

// A first start then unpacks the embedded database instead of running initdb and every migration (decision 37).
const template = spawnSync(process.execPath, ["--import", "tsx", "src/db/prepare-pglite-template.ts"], {
  stdio: "inherit",
});
if (template.status !== 0) process.exit(template.status ?? 1);
