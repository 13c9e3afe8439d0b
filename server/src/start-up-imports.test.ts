import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { keepPackagesExternal } from "../bundle-externals.mjs";
import { createTestApp } from "./test/test-app";

/** Packages that start-up defers to their first use (decision 42): none may be reached by a static import. */
const DEFERRED_PACKAGES = [
  /^ai$/,
  /^@ai-sdk\/openai-compatible$/,
  /^@modelcontextprotocol\/sdk\//,
  /^stripe$/,
  /^undici$/,
  // The package's root loads every language's parsers; the local engine needs only `chrono-node/es`.
  /^chrono-node$/,
  // PostgreSQL's client: the start imports it only when DATABASE_URL is set (decision 56).
  /^pg$/,
];

const MAIN = path.join(import.meta.dirname, "main.ts");
// The start (start-shifu.ts) runs the sandbox through this module, which binds the port and leaves the providers for later.
const SANDBOX_START = path.join(import.meta.dirname, "../../sandbox/src/start-sandbox.ts");

/** Our own modules bundled, every package left outside: which of them a module reaches, and how. */
const externalizeDependencies: Plugin = {
  name: "externalize-dependencies",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@shifu/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * An entry's import graph. By default packages stay outside it; with `keepPackagesExternal` it is the graph of the
 * bundle that `npm run build` writes, packages bundled but for the external ones.
 */
async function readImportGraph(entry: string, plugin: Plugin = externalizeDependencies): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    outdir: "unused",
    logLevel: "silent",
    plugins: [plugin],
  });
  return result.metafile;
}

/**
 * Each `import()` of a bundled CommonJS package that reads a named export. Bundled, such an import yields only a
 * default export, so the name is undefined in the built server while the tests on the source pass.
 */
function findNamedImportsOfBundledCommonJs(metafile: Metafile): string[] {
  const found: string[] = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes("node_modules/")) continue;
    for (const imported of input.imports) {
      const specifier = imported.original ?? "";
      if (imported.kind !== "dynamic-import" || /^[./]/.test(specifier)) continue;
      if (metafile.inputs[imported.path]?.format !== "cjs") continue;
      const source = readFileSync(file, "utf8");
      const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      const pattern = new RegExp(`const\\s*\\{([^}]*)\\}\\s*=\\s*await import\\(\\s*"${quoted}"`, "g");
      for (const [, names = ""] of source.matchAll(pattern)) {
        if (names.split(",").some((name) => name.trim() && !name.trim().startsWith("default"))) {
          found.push(`${file}: import("${specifier}") → {${names.trim()}}`);
        }
      }
    }
  }
  return found;
}

/** Every module an entry loads before it runs, each with the chain of static imports that reaches it. */
function followStaticImports(metafile: Metafile, entry: string): Map<string, string[]> {
  const start = Object.keys(metafile.inputs).find((file) => entry.endsWith(file.replace(/^(\.\.\/)+/, "")));
  if (!start) throw new Error(`${entry} is not in the bundle`);
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
    const chains = followStaticImports(await readImportGraph(MAIN), MAIN);
    const reached = [...chains.entries()]
      .filter(([module]) => DEFERRED_PACKAGES.some((pattern) => pattern.test(module)))
      .map(([, chain]) => chain.join(" → "));
    expect(reached).toEqual([]);
    // The graph is the real one: the packages start-up does need are in it.
    expect(chains.has("fastify")).toBe(true);
    expect(chains.has("chrono-node/es")).toBe(true);
  });

  it("reads only the default export of a bundled CommonJS package it imports later", { timeout: 60_000 }, async () => {
    const metafile = await readImportGraph(MAIN, keepPackagesExternal);
    expect(findNamedImportsOfBundledCommonJs(metafile)).toEqual([]);
    // The check sees the real bundle: a CommonJS package read through its default export later is in it.
    expect(Object.keys(metafile.inputs).some((file) => file.includes("node_modules/windows-iana/"))).toBe(true);
  });

  it("binds the sandbox's port without loading its providers", { timeout: 60_000 }, async () => {
    const chains = followStaticImports(await readImportGraph(SANDBOX_START), SANDBOX_START);
    const reached = [...chains.keys()].filter((module) => /build-sandbox-app|providers\//.test(module));
    expect(reached).toEqual([]);
    expect(chains.has("node:http")).toBe(true);
  });

  it("builds the app without Fastify's JSON-schema compilers, which zod's replace", { timeout: 60_000 }, async () => {
    const { close } = await createTestApp();
    await close();
    // Fastify requires them at the creation of an instance given no compilers of its own.
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /ajv-compiler|fast-json-stringify-compiler/.test(file))).toEqual([]);
    expect(loaded.some((file) => file.includes("/fastify/fastify.js"))).toBe(true);
  });
});
