/**
 * V8 recompiles a WebAssembly function with its optimizing compiler, on background threads, once it has run for a
 * budget (1.8 million by default, roughly bytes of code executed). PostgreSQL's own start inside PGlite uses up the
 * budget of many functions it never runs again, and on two cores their compiles compete with loading the app: a
 * budget about 33 times larger cuts PGlite's start from some 660 to 460 ms of CPU, while the functions that serve
 * queries still reach it within seconds of use (decision 54, docs/benchmarks.md). The built server's launcher sets it
 * before it compiles the bundle, in both modes, because V8 refuses a code cache written under other flags
 * (decision 56). `startShifu` sets it again, with the same value, for `npm run dev`.
 */
export const WASM_TIERING_BUDGET_FLAG = "--wasm-tiering-budget=60000000";
