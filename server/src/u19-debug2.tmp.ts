import { ALL_VERB_FORMS } from "./features/assistant/local-engine/intent-vocabulary";

for (const w of process.argv.slice(2)) console.log(w, ALL_VERB_FORMS.get(w));
