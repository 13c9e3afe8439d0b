import { spawnSync } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

const repoRoot = path.resolve(import.meta.dirname, "..");

/**
 * Bundles the server's working tree as `npm run build` does, but into a folder of this run's own under
 * server/node_modules/.cache, so a benchmark measures the built server (no tsx in its memory) without touching the
 * server/dist other sessions build and serve. From there the server still finds server/drizzle and its packages.
 * Like the build, it makes the embedded database's template, so a fresh data folder starts as it does after a build.
 */
export async function buildServerBundle(): Promise<string> {
  const outfile = path.join(repoRoot, "server", "node_modules", ".cache", `shifu-bench-${process.pid}`, "main.js");
  await build({
    entryPoints: [path.join(repoRoot, "server", "src", "main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    plugins: [
      {
        name: "externalize-dependencies",
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@shifu/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const template = spawnSync(process.execPath, ["--import", "tsx", "src/db/prepare-pglite-template.ts"], {
    cwd: path.join(repoRoot, "server"),
    stdio: "inherit",
  });
  if (template.status !== 0) throw new Error("No se pudo preparar la plantilla de PGlite.");
  return outfile;
}
