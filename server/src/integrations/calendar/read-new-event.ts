import type { ParsedRequest } from "../app-tool";
import { capitalizeName } from "../capitalize-name";
import { readWrittenRecipients } from "../mail-address";
import { foldText } from "../match-person-name";

/** A new meeting's fields as a request gives them, for Google Calendar's and Outlook's create tools alike. */
export type NewEventRequest = {
  title: string;
  start: string;
  end?: string;
  durationMinutes?: number;
  attendees?: string[];
  location?: string;
  videoMeeting?: boolean;
};

/** A meeting as a request describes it: a title (or 'Reunión con …'), a start, a length, who comes and where. */
export function readNewEvent(request: ParsedRequest): NewEventRequest | null {
  if (!request.dueDate || !/T\d{2}:\d{2}/.test(request.dueDate)) return null;
  const written = readWrittenRecipients(request);
  // 'con marta' in lower case reads as a name for the meeting; after 'con' it is who comes.
  const named =
    request.name && foldText(request.text).includes(`con ${foldText(request.name)}`) ? request.name : undefined;
  // 'con laura y pedro': each person named after 'con' comes.
  const attendees = written.length > 0 ? written : named ? splitNames(named) : [];
  const title =
    request.quoted ??
    request.subject ??
    (request.name && request.name !== named && !attendees.includes(request.name) ? request.name : undefined) ??
    (attendees.length > 0
      ? `${readMeetingKind(request.text)} con ${attendees.map(capitalizeName).join(" y ")}${readPurpose(request.text)}`
      : undefined);
  if (!title) return null;
  const end = !request.durationMinutes && request.dateRange?.to && request.dateRange.to > request.dueDate;
  return {
    title,
    start: request.dueDate,
    ...(end ? { end: request.dateRange?.to } : {}),
    ...(request.durationMinutes ? { durationMinutes: request.durationMinutes } : {}),
    ...(attendees.length > 0 ? { attendees } : {}),
    ...(request.location ? { location: request.location } : {}),
    ...(request.videoMeeting ? { videoMeeting: true } : {}),
  };
}

/** 'laura y pedro', 'laura, pedro y marta': the people a run of names holds. */
function splitNames(names: string): string[] {
  return names
    .split(/\s*,\s*|\s+(?:y|e)\s+/i)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** What the person called the meeting first ('una llamada con…', 'una reunión … con videollamada'), or 'Reunión'. */
const MEETING_KINDS: Record<string, string> = {
  reunion: "Reunión",
  llamada: "Llamada",
  videollamada: "Videollamada",
  cita: "Cita",
  comida: "Comida",
  cena: "Cena",
  desayuno: "Desayuno",
  demo: "Demo",
  entrevista: "Entrevista",
};

/**
 * 'para ver la campaña de Navidad', 'para hablar del presupuesto': what the meeting is for, said after 'para', up to
 * its day or hour; it goes in the title (' sobre la campaña de Navidad'), where the guests read it.
 */
const PURPOSE =
  /\bpara\s+(?:(?:ver|revisar|comentar|repasar|preparar|tratar|cerrar|planificar|organizar|presentar)\s+((?:el|la|los|las|lo)\s+[^,;.?!]+)|hablar\s+(?:de|sobre)\s+([^,;.?!]+)|hablar\s+del\s+([^,;.?!]+))/iu;

const WHEN_AFTER =
  /\s+(?:(?:el|este|esta)\s+(?:pr[oó]ximo\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a)\b|ma[nñ]ana\b|pasado\b|hoy\b|a\s+las?\s+\d|de\s+\d|y\s|tambi[eé]n\b).*$/iu;

function readPurpose(text: string): string {
  const match = PURPOSE.exec(text);
  const said = match?.[1] ?? match?.[2] ?? (match?.[3] ? `el ${match[3]}` : undefined);
  const purpose = said?.replace(WHEN_AFTER, "").trim();
  return purpose && purpose.split(/\s+/).length <= 8 ? ` sobre ${purpose}` : "";
}

function readMeetingKind(text: string): string {
  const word = foldText(text)
    .split(/[^a-z]+/)
    .find((candidate) => candidate in MEETING_KINDS);
  return (word && MEETING_KINDS[word]) ?? "Reunión";
}
