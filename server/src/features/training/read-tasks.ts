import { foldCharacters } from "../assistant/local-engine/normalize-text";
import type { NewKnowledgeItem } from "./knowledge-store";
import { type Clause, type ClauseOptions, readClause } from "./read-clause";
import { stripSpans } from "./strip-spans";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

const TASK_CUE =
  /(?<![a-z])(?:tengo que|tenemos que|tengo pendiente|tenemos pendiente|debo|debemos|deberia|necesito|necesitamos|hay que|he de|me toca|nos toca|no (?:puedo|debo|quiero) olvidar(?:me)?(?: de)?|que no se me olvide|no (?:te )?olvides(?: de)?|recuerdame(?: que)?|recordarme(?: que)?|me recuerdes(?: que)?|acuerdate de|pendiente|tarea|tareas|por hacer|mi tarea es)(?![a-z])\s*:?\s*/;
/** 'tengo que reunirme con Ana' is a meeting, and 'necesito que me respondas…' a wish. */
const NOT_A_TASK = /^(?:que\s+(?:me\s+)?(?:respond|contest|habl|escrib|trat)|reunirme|reunirnos|verme|vernos)/;
/** 'enviar el informe y llamar a Ana': a new infinitive after 'y' or a comma starts another task. */
const NEXT_TASK = /(?:,\s*|\s+(?:y|e)\s+)(?=[a-z]+(?:ar|er|ir)(?:lo|la|los|las|le|les|me|se|nos)?(?![a-z]))/g;

function splitTasks(text: string, folded: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const separator of folded.matchAll(NEXT_TASK)) {
    parts.push(text.slice(start, separator.index));
    start = separator.index + separator[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

function toTask(clause: Clause): NewKnowledgeItem | undefined {
  let what = tidyPhrase(stripSpans(clause.text, clause.folded, clause.spans));
  // 'recuérdame que el lunes tengo que pagar…': the second cue is no more part of the task than the first.
  for (let cue = TASK_CUE.exec(foldCharacters(what)); cue?.index === 0 && cue[0].length > 0; ) {
    what = what.slice(cue[0].length);
    cue = TASK_CUE.exec(foldCharacters(what));
  }
  if (what.length < 3) return undefined;
  return {
    type: "tareas",
    fecha: clause.fecha,
    hora: clause.times[0]?.from ?? null,
    descripcion: capitalizeFirst(what),
    content: null,
  };
}

/** Without a cue, a first-person action with a day or a time is a task too: 'el lunes entrego el informe'. */
const DATED_ACTION =
  /(?<![a-z])(?:entrego|envio|mando|presento|preparo|reviso|firmo|pago|llamo|escribo|cierro|publico|subo|hago|compro|reservo|renuevo|entregamos|enviamos|presentamos|revisamos|firmamos|pagamos|cerramos|publicamos)(?![a-z])/;

function readDatedAction(clause: Clause): NewKnowledgeItem[] {
  const action = DATED_ACTION.exec(clause.folded);
  const dated = clause.fecha !== null || clause.times.length > 0 || clause.recurrence !== undefined;
  if (!action || !dated) return [];
  const task = toTask({ ...clause, spans: [...clause.spans, { start: 0, end: action.index }] });
  return task ? [task] : [];
}

/** What the person has to do, each with its own due day: 'tengo que enviar el informe el viernes'. */
export function readTasks(clause: Clause, options: ClauseOptions): NewKnowledgeItem[] {
  const cue = TASK_CUE.exec(clause.folded);
  if (!cue) return readDatedAction(clause);
  const start = cue.index + cue[0].length;
  const restFolded = clause.folded.slice(start);
  if (NOT_A_TASK.test(restFolded)) return [];
  const parts = splitTasks(clause.text.slice(start), restFolded);
  if (parts.length === 1) {
    // The day may come before the cue ('el viernes tengo que…'): the whole statement keeps it.
    const task = toTask({ ...clause, spans: [...clause.spans, { start: 0, end: start }] });
    return task ? [task] : [];
  }
  const shared = readClause(clause.text.slice(0, cue.index), options);
  return parts.flatMap((part) => {
    const own = readClause(part, options);
    const task = toTask({
      ...own,
      fecha: own.fecha ?? shared.fecha,
      times: own.times.length > 0 ? own.times : shared.times,
    });
    return task ? [task] : [];
  });
}
