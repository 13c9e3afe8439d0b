import type { DateRange, ParsedRequest } from "../../../integrations/app-tool";
import { foldCharacters } from "./normalize-text";
import { parseSpanishDates } from "./parse-spanish-dates";
import { SHIFT_WORDS } from "./read-start-shift";

/**
 * Makes a reschedule a move by an amount from the meeting's own start: no new day or hour is read from the words
 * ('una hora más tarde' would otherwise be read as an hour from now, 'a las 10' of 'que a las 10 no llego' as the new
 * time), and a day still said picks which meeting ('la reunión del jueves, una hora más tarde').
 */
export function applyStartShift(
  request: ParsedRequest,
  minutes: number,
  context: { text: string; sessionDay: DateRange | undefined | false | ""; options: { now: Date; timeZone: string } },
): void {
  request.startShiftMinutes = minutes;
  delete request.dueDate;
  delete request.timeOfDay;
  delete request.dueShiftDays;
  // 'retrásala 30 minutos' reads as a length too; the meeting keeps the one it has.
  if (request.durationMinutes === Math.abs(minutes)) delete request.durationMinutes;
  const left = foldCharacters(context.text).replace(SHIFT_WORDS, (said) => " ".repeat(said.length));
  const day = context.sessionDay || parseSpanishDates(left, { ...context.options, direction: "future" }).dateRange;
  if (day) request.dateRange = day;
  else delete request.dateRange;
  if (!request.keywords) return;
  // Blanked in the folded words, whose letters stand where the written ones do, so the rest keeps its accents.
  const blanked = foldCharacters(request.keywords)
    .replace(SHIFT_WORDS, (said) => " ".repeat(said.length))
    .replace(LEFT_SHIFT_WORDS, (said) => " ".repeat(said.length));
  const written = [...request.keywords];
  const keywords = [...blanked]
    .map((letter, index) => (letter === " " ? " " : (written[index] ?? "")))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:el|la|los|las|de|del|y)\s+)+/i, "");
  if (keywords) request.keywords = keywords;
  else delete request.keywords;
}

/** What is left of a shift once the rules have read some of its words: 'más tarde', 'día siguiente', 'pásala'. */
const LEFT_SHIFT_WORDS =
  /(?<![\p{L}])(?:mas|tarde|temprano|antes|despues|luego|dias?|siguiente|anterior|media|horas?|minutos?|min|semanas?|cuarto|\d+|pas\p{L}*|atras\p{L}*|corr\p{L}*)(?![\p{L}])/gu;
