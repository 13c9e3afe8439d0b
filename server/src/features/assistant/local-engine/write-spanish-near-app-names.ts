// Writes spanish-near-app-names.json, the Spanish words matchAppName must never read as a misspelt app name.
// Run after changing the apps' names or aliases: `cd server && node --import tsx src/features/assistant/local-engine/write-spanish-near-app-names.ts`
// (match-app-name.test.ts fails while the file is out of date).
import { writeFileSync } from "node:fs";
import path from "node:path";
import spanishWords from "an-array-of-spanish-words" with { type: "json" };
import { listSpanishNearAppNames } from "./list-spanish-near-app-names";
import { FUZZY_APP_NAMES, isCloseEnough } from "./match-app-name";

const file = path.join(import.meta.dirname, "spanish-near-app-names.json");
writeFileSync(
  file,
  `${JSON.stringify(listSpanishNearAppNames(spanishWords, FUZZY_APP_NAMES, isCloseEnough), null, 2)}\n`,
);
