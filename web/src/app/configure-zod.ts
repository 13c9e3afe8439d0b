import { config } from "zod/v4/core";

// Before any contract schema is built: zod probes for eval support with `new Function` when it builds an object
// schema, and under the CSP (no 'unsafe-eval') that probe is reported as a violation even though zod catches it.
// `config` merges, so the contract's own settings (its Spanish messages) stay.
config({ jitless: true });
