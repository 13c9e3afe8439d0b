import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

/** Packages that start-up defers to their first use (decision 42): none may be reached by a static import. */
const DEFERRED_PACKAGES = [
  /^ai$/,
  /^@ai-sdk\/openai-compatible$/,
  /^@modelcontextprotocol\/sdk\//,
  /^stripe$/,
  /^undici$/,
  // The package's root loads every language's parsers; the local engine needs only `chrono-node/es`.
  /^chrono-node$/,
];

async function readImportGraph(): Promise<Metafile> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    outdir: "unused",
    logLevel: "silent",
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
  return result.metafile;
}

/** Every module main.ts loads before it runs, each with the chain of static imports that reaches it. */
function followStaticImports(metafile: Metafile): Map<string, string[]> {
  const start = Object.keys(metafile.inputs).find((file) => file.endsWith("src/main.ts"));
  if (!start) throw new Error("main.ts is not in the bundle");
  const chains = new Map([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === "dynamic-import" || chains.has(imported.path)) continue;
      chains.set(imported.path, [...(chains.get(file) ?? []), imported.path]);
      queue.push(imported.path);
    }
  }
  return chains;
}

describe("the server's start", () => {
  it("loads none of the packages deferred to their first use", { timeout: 60_000 }, async () => {
    const chains = followStaticImports(await readImportGraph());
    const reached = [...chains.entries()]
      .filter(([module]) => DEFERRED_PACKAGES.some((pattern) => pattern.test(module)))
      .map(([, chain]) => chain.join(" → "));
    expect(reached).toEqual([]);
    // The graph is the real one: the packages start-up does need are in it.
    expect(chains.has("fastify")).toBe(true);
    expect(chains.has("chrono-node/es")).toBe(true);
  });
});
