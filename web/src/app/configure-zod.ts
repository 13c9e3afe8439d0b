// Before any contract schema is built: zod probes for eval support with `new Function` when it builds an object
// schema, and under the CSP (no 'unsafe-eval') that probe is reported as a violation even though zod catches it.
// zod keeps its settings in this object on the global and only ever merges into it, so the contract's own settings
// (its Spanish messages) stay. Setting it here rather than through `config()` keeps zod itself out of the entry, which the landing page
// loads without any schema (configure-zod.test.ts checks that zod reads the setting).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
