// The built server's entry, dist/main.js (`npm start`, `npm run serve -w server`). The server itself is one CommonJS
// script beside it, dist/server.cjs, which this launcher compiles with V8's code cache: a start then reads the
// compiled code of the functions the last start ran instead of parsing and compiling some 9 MB again (decision 56).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { constants, Script } from "node:vm";
import type { startShifu } from "../start-shifu";
import { readCodeCache, writeCodeCache } from "./code-cache";
import { WASM_TIERING_BUDGET_FLAG } from "./v8-start-flags";

/** The bundle's SHA-256, written in by server/build.mjs. */
declare const SHIFU_BUNDLE_HASH: string;

type ServerBundle = { startShifu: typeof startShifu };

const bundleFile = path.join(import.meta.dirname, "server.cjs");
const cacheFile = `${bundleFile}.v8-cache`;
const requireFromBundle = createRequire(bundleFile);

// Before the compile: V8 keeps the flags in effect with the cache and refuses a cache written under other flags.
setFlagsFromString(WASM_TIERING_BUDGET_FLAG);

if (process.sourceMapsEnabled) {
  // `node --enable-source-maps dist/main.js`: Node's own loader reads the bundle's source map and stack traces name
  // the source files. It compiles without the cache.
  await (requireFromBundle(bundleFile) as ServerBundle).startShifu();
} else {
  // The bundle is ASCII (esbuild's `charset: "ascii"`), so Latin-1 reads it as it is, the fastest way to a string.
  const source = readFileSync(bundleFile, "latin1");
  const cachedData = readCodeCache(cacheFile, SHIFU_BUNDLE_HASH);
  // Node's own wrapper of a CommonJS module, on one line so that line numbers stay the bundle's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    cachedData,
    // The packages left outside the bundle that it imports later (sharp, undici) load as Node loads any import().
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cacheUsed = cachedData !== undefined && !script.cachedDataRejected;
  const bundle = { exports: {} as ServerBundle };
  script.runInThisContext()(bundle.exports, requireFromBundle, bundle, bundleFile, import.meta.dirname);
  await bundle.exports.startShifu({
    // Written once the start has run, so that it holds the code of every function a start compiles.
    onStarted: cacheUsed ? undefined : () => writeCodeCache(cacheFile, SHIFU_BUNDLE_HASH, script.createCachedData()),
  });
}
