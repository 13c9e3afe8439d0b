import { foldCharacters } from "../assistant/local-engine/normalize-text";
import type { NewKnowledgeItem } from "./knowledge-store";
import type { Clause } from "./read-clause";
import { readNameListAt } from "./read-names";
import { stripSpans } from "./strip-spans";
import { tidyPhrase } from "./tidy-phrase";

/** Words for a meeting, and what each is called in the summary. */
const MEETING_WORDS: [RegExp, string | null][] = [
  [/(?<![a-z])(?:reunion(?:es)?|reunirme|reunirnos|me reuno|nos reunimos|meeting|junta)(?![a-z])/, "Reunión"],
  [/(?<![a-z])(?:he quedado|hemos quedado|quede|quedamos)(?![a-z])/, "Cita"],
  [
    /(?<![a-z])(?:cita|llamada|videollamada|call|comite|entrevista|videoconferencia|daily|stand-?up|one-on-one|1:1|kick-?off)(?![a-z])/,
    null,
  ],
];
/** Occasions that are meetings only with someone or at some time: 'comida con Luis', 'presentación el jueves'. */
const WEAK_MEETING_WORDS =
  /(?<![a-z])(?:comida|almuerzo|cena|desayuno|presentacion|demo|visita|evento|seminario|webinar|formacion|taller|congreso|feria|viaje|viajo|viajamos|sesion|conferencia|dentista|medico|medica|peluqueria|fisio|fisioterapeuta|consulta|revision medica|tutoria)(?![a-z])/;
/** A trip's destination: 'viajo a Londres'. */
const DESTINATION = /(?<![a-z])(?:viaje|viajo|viajamos)\s+(?:a|hacia)\s+(?=[A-ZÁÉÍÓÚÑ])/iu;
const TOPIC =
  /(?<![a-z])(?:sobre|acerca de|para hablar de|para hablar sobre|para revisar|para tratar|para preparar|para ver|para cerrar|para presentar)\s+([^,.;]+)/;
const QUALIFIER = /^\s+((?:de|del)\s+[^,.;]+?)(?=\s+(?:con|a|al|para|sobre|en|que|y|cada|por)\s|[,.;]|$)/;
const GROUP =
  /^\s*((?:el|la|los|las|mi|mis|nuestro|nuestra|un|una)\s+[^,.;]+?)(?=\s+(?:para|sobre|acerca|en|a|que|porque|donde|por)\s|[,.;]|$)/;
const PLACE =
  /(?:^|\s)(?:en|por)\s+(la oficina|la sala [\p{L}\d]+|el despacho|zoom|teams|google meet|meet|skype|[A-ZÁÉÍÓÚÑ][\p{L}]+)/u;

function findMeetingWord(folded: string, text: string): { label: string; end: number } | undefined {
  for (const [pattern, label] of MEETING_WORDS) {
    const match = pattern.exec(folded);
    if (match) {
      const written = text.slice(match.index, match.index + match[0].length);
      return { label: label ?? written.charAt(0).toUpperCase() + written.slice(1), end: match.index + match[0].length };
    }
  }
  const weak = WEAK_MEETING_WORDS.exec(folded);
  if (!weak) return undefined;
  const written = /^viaj/.test(weak[0]) ? "viaje" : text.slice(weak.index, weak.index + weak[0].length);
  return { label: written.charAt(0).toUpperCase() + written.slice(1), end: weak.index + weak[0].length };
}

function readPeople(text: string, folded: string): string[] {
  const people: string[] = [];
  for (const match of folded.matchAll(/(?<![a-z])(?:con|junto a)\s+/g)) {
    const start = match.index + match[0].length;
    const named = readNameListAt(text, start).names;
    if (named.length > 0) {
      people.push(...named);
      continue;
    }
    const group = GROUP.exec(text.slice(start));
    if (group?.[1] && group[1].split(" ").length <= 6) people.push(tidyPhrase(group[1]));
  }
  return people;
}

/** Meetings, calls and appointments, with who, what about and where: 'el martes a las 10 tengo reunión con Ana'. */
export function readMeeting(clause: Clause): NewKnowledgeItem[] {
  const plain = stripSpans(clause.text, clause.folded, clause.spans);
  const plainFolded = foldCharacters(plain);
  const word = findMeetingWord(plainFolded, plain);
  if (!word) return [];
  const people = readPeople(plain, plainFolded);
  const isWeak = !MEETING_WORDS.some(([pattern]) => pattern.test(plainFolded));
  if (isWeak && people.length === 0 && !clause.fecha && clause.times.length === 0) return [];
  const qualifier = QUALIFIER.exec(plain.slice(word.end))?.[1];
  const topicMatch = TOPIC.exec(plainFolded);
  const topicEnd = topicMatch ? topicMatch.index + topicMatch[0].length : 0;
  const topic = topicMatch?.[1] ? tidyPhrase(plain.slice(topicEnd - topicMatch[1].length, topicEnd)) : undefined;
  const destination = DESTINATION.exec(plain);
  const place = destination
    ? readNameListAt(plain, destination.index + destination[0].length).names[0]
    : PLACE.exec(plain)?.[1];
  const descripcion = [
    word.label,
    qualifier && !/^(?:de|del)\s+(?:las?|la)\s/.test(qualifier) ? tidyPhrase(qualifier) : undefined,
    destination && place ? `a ${place}` : undefined,
    people.length > 0 ? `con ${people.join(", ")}` : undefined,
    topic ? `sobre ${topic}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const content = {
    ...(people.length > 0 ? { people } : {}),
    ...(topic ? { topic } : {}),
    ...(place && !people.includes(place) ? { place } : {}),
    ...(clause.recurrence ? { recurrence: clause.recurrence.toLowerCase() } : {}),
  };
  return [
    {
      type: "reuniones",
      fecha: clause.fecha,
      hora: clause.times[0]?.from ?? null,
      descripcion,
      content: Object.keys(content).length > 0 ? content : null,
    },
  ];
}
