import { foldCharacters } from "../assistant/local-engine/normalize-text";
import type { NewKnowledgeItem } from "./knowledge-store";
import { type Clause, type ClauseOptions, readClause } from "./read-clause";
import { readCompany } from "./read-company";
import { readContacts } from "./read-contacts";
import { readMeeting } from "./read-meeting";
import { readOther } from "./read-other";
import { readPreference } from "./read-preference";
import { readProject } from "./read-project";
import { readSchedule } from "./read-schedule";
import { readTasks } from "./read-tasks";
import { readTone } from "./read-tone";
import { splitIntoClauses } from "./split-into-clauses";

/**
 * A statement's main panel is the first that claims it, most specific first: 'prefiero respuestas cortas' is tone
 * before preference, 'prefiero no tener reuniones los viernes' preference before meeting, 'tengo que preparar la
 * reunión' a task before a meeting.
 */
const MAIN_READERS: ((clause: Clause, options: ClauseOptions) => NewKnowledgeItem[])[] = [
  readTone,
  readPreference,
  readSchedule,
  readTasks,
  readMeeting,
  readProject,
];

function readStatement(clause: Clause, options: ClauseOptions): NewKnowledgeItem[] {
  // Contacts and the company ride along: 'trabajo en Acme de 9 a 18' is a schedule and a company.
  const alongside = [...readContacts(clause), ...readCompany(clause)];
  let main: NewKnowledgeItem[] = [];
  for (const read of MAIN_READERS) {
    main = read(clause, options);
    if (main.length > 0) break;
  }
  const items = [...alongside, ...main];
  return items.length > 0 ? items : readOther(clause);
}

function toKey(item: NewKnowledgeItem): string {
  return [item.type, foldCharacters(item.descripcion), item.fecha ?? "", item.hora ?? ""].join("|");
}

/** Removes the items that repeat one already listed (same panel, description, day and time). */
export function removeRepeatedItems(items: readonly NewKnowledgeItem[], known: readonly NewKnowledgeItem[] = []) {
  const seen = new Set(known.map(toKey));
  return items.filter((item) => {
    const key = toKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The rule-based reading of a training message, for the local engine and when the model fails: each statement's
 * contacts, company, and one main panel, with days through the assistant's Spanish chrono in the person's zone.
 */
export function extractKnowledge(message: string, options: ClauseOptions): NewKnowledgeItem[] {
  return removeRepeatedItems(
    splitIntoClauses(message).flatMap((text) => readStatement(readClause(text, options), options)),
  );
}
