import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

/** A person speaking of themselves: something worth keeping even without a panel of its own. */
const SELF_STATEMENT =
  /(?<![a-z])(?:me llamo|mi nombre es|soy|vivo|vivimos|uso|usamos|utilizo|utilizamos|trabajo|tengo|tenemos|mi|mis|nuestro|nuestra|nuestros|nuestras|recuerda que|ten en cuenta|ten presente|debes saber|quiero que sepas|naci|cumpleanos|hablo|estudio|estudie|me mudo|nos mudamos)(?![a-z])/;
const QUESTION = /^\s*(?:que|quien|como|cuando|donde|cual|cuanto|por que|puedes|podrias|sabes)(?![a-z])|\?\s*$/;

/** The fallback panel: a statement about the person that no other rule placed ('vivo en Valencia'). */
export function readOther(clause: Clause): NewKnowledgeItem[] {
  const words = clause.folded.split(/\s+/).filter(Boolean).length;
  if (words < 3 || QUESTION.test(clause.folded) || !SELF_STATEMENT.test(clause.folded)) return [];
  return [
    {
      type: "otros",
      fecha: clause.fecha,
      hora: clause.times[0]?.from ?? null,
      descripcion: capitalizeFirst(tidyPhrase(clause.text)),
      content: null,
    },
  ];
}
