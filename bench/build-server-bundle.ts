import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");

/**
 * Bundles the server's working tree with the server's own build script, but into a folder of this run's own under
 * server/node_modules/.cache, so a benchmark measures the built server (no tsx in its memory) without touching the
 * server/dist other sessions build and serve. From there the server still finds server/drizzle and its packages.
 * Like the build, it makes the embedded database's template, so a fresh data folder starts as it does after a build.
 */
export async function buildServerBundle(): Promise<string> {
  // The bundle serves the web app's own build (bench/server-process.ts), as `npm start` does.
  if (!existsSync(path.join(repoRoot, "web", "dist", "index.html"))) {
    console.error("Falta web/dist: ejecuta `npm run build` antes del benchmark.");
    process.exit(1);
  }
  const outdir = path.join(repoRoot, "server", "node_modules", ".cache", `shifu-bench-${process.pid}`);
  const bundle = spawnSync(process.execPath, ["build.mjs", "--outdir", outdir], {
    cwd: path.join(repoRoot, "server"),
    stdio: "inherit",
  });
  if (bundle.status !== 0) throw new Error("No se pudo construir el servidor.");
  return path.join(outdir, "main.js");
}
