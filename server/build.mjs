import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { keepPackagesExternal } from "./bundle-externals.mjs";

// Benchmarks bundle the working tree into a folder of their own (`--outdir`), so they never touch the dist/ that
// other sessions build and serve.
/**
 * esbuild's `charset: "ascii"` escapes strings but leaves a regular expression literal as written, and our Spanish
 * patterns hold accented letters. Each non-ASCII UTF-16 unit of a source becomes a \uXXXX escape before esbuild reads
 * it, which means the same in a regular expression (with or without the u flag), a string, an identifier or a
 * comment; a String.raw template keeps the escape as text, which the RegExp it feeds reads as the letter again.
 */
const escapeNonAscii = {
  name: "escape-non-ascii",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!/[\u0080-\uffff]/.test(source)) return undefined;
      return {
        contents: source.replace(
          /[\u0080-\uffff]/g,
          (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
        ),
        loader: args.path.endsWith("ts") ? "ts" : "js",
      };
    });
  },
};

const { values } = parseArgs({ options: { outdir: { type: "string", default: "dist" } } });
const logLevel = values.outdir === "dist" ? "info" : "warning";

rmSync(values.outdir, { recursive: true, force: true });
// The server is one CommonJS script, which the launcher below compiles with V8's code cache (decision 56); Node 20
// caches the compiled code of no ES module. A dynamic import() stays deferred: esbuild wraps the module it names, and
// every module only that one reaches, in a function that runs at the import, so the packages start-up defers (the AI
// SDK, MCP, Stripe) are compiled with the rest but not run before the server listens (decision 42).
const bundleFile = path.join(values.outdir, "server.cjs");
await build({
  entryPoints: ["src/start-shifu.ts"],
  outfile: bundleFile,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // Latin-1 then reads the file straight into V8's one-byte strings. Without whitespace and comments (some hold
  // accented letters, which `charset` leaves as they are), the script is 40 % smaller to read, hash and compile; names
  // are kept, and the source map below places each frame.
  charset: "ascii",
  minifyWhitespace: true,
  minifySyntax: true,
  // Adjacent, for `node --enable-source-maps dist/main.js`, which loads the bundle through Node's own loader.
  sourcemap: true,
  plugins: [keepPackagesExternal, escapeNonAscii],
  // Our modules are ES modules, run here as CommonJS: the launcher gives the bundle its __filename and __dirname.
  define: { "import.meta.url": "__shifuBundleUrl", "import.meta.dirname": "__dirname" },
  // The directive first: our modules are ES modules, strict, and esbuild's own "use strict" comes after a banner.
  banner: { js: '"use strict";var __shifuBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  logLevel,
});

const bundle = readFileSync(bundleFile);
const nonAscii = /[\u0080-\uffff]/.exec(bundle.toString("latin1"));
if (nonAscii) throw new Error(`${bundleFile} is not ASCII at ${nonAscii.index}: the launcher reads it as Latin-1.`);

// The launcher, `node dist/main.js`. It knows the bundle's hash, which keys the code cache.
const bundleHash = createHash("sha256").update(bundle).digest("hex");
await build({
  entryPoints: ["src/launcher/launch.ts"],
  outfile: path.join(values.outdir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  define: { SHIFU_BUNDLE_HASH: JSON.stringify(bundleHash) },
  logLevel,
});

// A first start then unpacks the embedded database instead of running initdb and every migration (decision 37).
const template = spawnSync(process.execPath, ["--import", "tsx", "src/db/prepare-pglite-template.ts"], {
  stdio: "inherit",
});
if (template.status !== 0) process.exit(template.status ?? 1);
