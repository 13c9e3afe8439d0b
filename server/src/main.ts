// The server's entry from source (`npm run dev`). The build bundles start-shifu.ts instead, which dist/main.js, the
// launcher, compiles with V8's code cache (decision 56).
import { startShifu } from "./start-shifu";

await startShifu();
