// Writes spanish-near-words.json, the Spanish words that mendRequestWords must never mend into a word of the rules.
// Run after changing the rules' vocabulary: `cd server && node --import tsx src/features/assistant/local-engine/write-spanish-near-words.ts`
// (mend-request-words.test.ts fails while the file is out of date).
import { writeFileSync } from "node:fs";
import path from "node:path";
import spanishWords from "an-array-of-spanish-words" with { type: "json" };
import { listSpanishNearWords } from "./list-spanish-near-words";
import { MENDABLE_WORDS } from "./mend-request-words";

const file = path.join(import.meta.dirname, "spanish-near-words.json");
writeFileSync(file, `${JSON.stringify(listSpanishNearWords(spanishWords, MENDABLE_WORDS), null, 2)}\n`);
