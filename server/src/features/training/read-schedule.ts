import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { capitalizeFirst, tidyPhrase } from "./tidy-phrase";

const SCHEDULE_VERB =
  /(?<![a-z])(?:trabajo|trabajamos|entro|entramos|empiezo|empezamos|comienzo|salgo|salimos|termino|terminamos|acabo|acabamos|ficho|horario|jornada|turno|disponible|disponibilidad|libre|libro|descanso|pausa|como|almuerzo|ceno|comida|teletrabajo|teletrabajamos|remoto|desde casa|oficina|vacaciones|festivo|me conecto|me desconecto|localizable)(?![a-z])/;
/** Schedules that need no time of day to be one. */
const WITHOUT_TIME =
  /(?<![a-z])(?:vacaciones|festivo|libre|libro|desde casa|remoto|teletrabaj\w*|no trabajo|no trabajamos|(?:por|de|en) (?:la|las) (?:mananas?|tardes?|noches?))(?![a-z])/;

const LABELS: [RegExp, string][] = [
  [/(?<![a-z])(?:entro|entramos|empiezo|empezamos|comienzo|me conecto|ficho)(?![a-z])/, "Entrada"],
  [/(?<![a-z])(?:salgo|salimos|termino|terminamos|acabo|acabamos|me desconecto)(?![a-z])/, "Salida"],
  [/(?<![a-z])(?:como|almuerzo|ceno|comida)(?![a-z])/, "Comida"],
  [/(?<![a-z])(?:descanso|pausa)(?![a-z])/, "Descanso"],
  [/(?<![a-z])(?:disponible|disponibilidad|localizable)(?![a-z])/, "Disponible"],
  [/(?<![a-z])(?:teletrabaj\w*|remoto|desde casa)(?![a-z])/, "Teletrabajo"],
  [/(?<![a-z])vacaciones(?![a-z])/, "Vacaciones"],
  [/(?<![a-z])(?:no trabajo|no trabajamos|libre|libro|festivo)(?![a-z])/, "Día libre"],
];

/** Working hours and habits of the week: 'trabajo de 9 a 18', 'los viernes salgo a las 15', 'teletrabajo los lunes'. */
export function readSchedule(clause: Clause): NewKnowledgeItem[] {
  const { folded, times, recurrence } = clause;
  const time = times[0];
  const isSchedule =
    (SCHEDULE_VERB.test(folded) && (time !== undefined || recurrence !== undefined || WITHOUT_TIME.test(folded))) ||
    (time?.to !== undefined && recurrence !== undefined);
  if (!isSchedule) return [];
  // The first cue written names the schedule: 'estoy en la oficina de 9 a 14' is not telework.
  const label = LABELS.map(([pattern, name]) => ({ name, at: pattern.exec(folded)?.index ?? Number.POSITIVE_INFINITY }))
    .filter((candidate) => Number.isFinite(candidate.at))
    .sort((a, b) => a.at - b.at)[0]?.name;
  const when = time ? (time.to ? ` de ${time.from} a ${time.to}` : ` a las ${time.from}`) : "";
  const days = recurrence ? ` (${recurrence.toLowerCase()})` : "";
  // A day off or a holiday on a named day says it all with its label; the day is the item's date.
  const descripcion =
    time || recurrence || (label && clause.fecha)
      ? `${label ?? "Horario de trabajo"}${when}${days}`
      : capitalizeFirst(tidyPhrase(clause.text));
  const content = {
    ...(recurrence ? { days: recurrence.toLowerCase() } : {}),
    ...(time ? { start: time.from } : {}),
    ...(time?.to ? { end: time.to } : {}),
  };
  return [
    {
      type: "horarios",
      // A weekly habit has no one day; a holiday or a one-off change does.
      fecha: recurrence ? null : clause.fecha,
      hora: time?.from ?? null,
      descripcion,
      content: Object.keys(content).length > 0 ? content : null,
    },
  ];
}
