import type { IntentAction, IntentObject } from "../../../integrations/app-tool";
import { readStartShift } from "./read-start-shift";

/** 'pásala', 'atrásala', 'córrela': verbs the rules read as other things, which with an amount move a meeting. */
const SHIFTING_VERB = /^(?:pas|atras|retras|adelant|corr|demor)(?:a|e|ar|ala|alo|amela|amelo|ame|ela|elo)?$/;
/** Meetings named by what happens at them, which the rules do not read as a meeting: 'la demo', 'la comida'. */
const NAMES_MEETING = /\b(?:demo|comida|cena|desayuno|almuerzo|entrevista|cita|visita)s?\b/;
const MINUTES_A_DAY = 24 * 60;

/**
 * A request that moves a meeting by an amount from its own start ('mueve la demo una hora más tarde', 'atrasa media
 * hora la llamada', 'pásala un día después'): the minutes, and the request read as a meeting's reschedule. An hour or
 * minutes can only be a meeting's; days are a meeting's when it is named as one, and a task's due day otherwise.
 */
export function readMeetingShift(
  normalized: string,
  action: IntentAction | undefined,
  objects: readonly IntentObject[],
): { minutes: number; action: IntentAction; objects: IntentObject[] } | undefined {
  const verb = normalized.split(" ").some((word) => SHIFTING_VERB.test(word));
  if (action !== "move" && action !== "reschedule" && !verb) return undefined;
  // A task's or an item's due day moves by days; 'la presentación de resultados' moved by an hour is a meeting.
  if (objects.some((object) => object === "task" || object === "item")) return undefined;
  const minutes = readStartShift(normalized);
  if (minutes === undefined) return undefined;
  const meeting = objects.includes("event") || minutes % MINUTES_A_DAY !== 0 || NAMES_MEETING.test(normalized);
  return meeting ? { minutes, action: "reschedule", objects: ["event"] } : undefined;
}

/** 'a la lista Campañas', 'a la carpeta Clientes': a place things are kept in, where a task or a file moves to. */
const TO_A_PLACE =
  /\b(?:a|al|en)\s+(?:(?:la|el|mi)\s+)?(?:lista|carpeta|tablero|columna|proyecto|seccion|grupo|canal|papelera|archivo)\b/;

/**
 * 'mueve la demo, que no llego': a meeting named by what happens at it, moved with no new time yet; 'pásame la demo a
 * la lista Campañas' moves a task of that name instead.
 */
export function readsMeetingMove(
  normalized: string,
  action: IntentAction | undefined,
  objects: readonly IntentObject[],
): boolean {
  return action === "move" && objects.length === 0 && NAMES_MEETING.test(normalized) && !TO_A_PLACE.test(normalized);
}
