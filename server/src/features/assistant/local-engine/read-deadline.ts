import type { AppTool, DateRange, ParsedRequest } from "../../../integrations/app-tool";
import { toLocalDay } from "../../../integrations/to-local-day";
import { DAY_MS } from "../../../time-spans";
import { foldCharacters } from "./normalize-text";
import type { SpanishRequest } from "./parse-spanish-request";

/** 'antes del viernes', 'para antes de fin de mes', 'como muy tarde el 15': the day is the last one things are due by. */
const BY_THE_DAY =
  /(?:antes\s+de(?:l)?|a\s+mas\s+tardar|como\s+(?:muy\s+)?tarde|(?:de\s+)?aqui\s+a(?:l)?)\s+(?:el\s+|la\s+)?$/;
/** 'para el viernes', 'para fin de mes': a deadline when the day is not today or tomorrow, which name one day. */
const FOR_THE_DAY = /\bpara\s+(?:el\s+|la\s+)?$/;
/** A span that is itself a deadline: 'fin de mes'. */
const DEADLINE_WORDS = /^(?:el\s+)?(?:fin|final|finales)\s+de(?:l)?\s+mes$/;

/** Words of falling due: 'vence', 'hay que entregar', 'es la fecha límite de'. */
const FALLS_DUE =
  /\b(vence|vencen|vencia|vencian|caduca|caducan|hay que entregar|toca entregar|es la fecha limite|es la entrega)\b/;

/** '¿cuándo vence lo de la web?', '¿para cuándo hay que entregar lo del informe?': when a thing falls due. */
export function asksWhenDue(normalized: string): boolean {
  return FALLS_DUE.test(normalized) && /\b(lo|la|el|los|las)\s+de(l)?\b/.test(normalized);
}

/**
 * The range a deadline asks for, everything due up to the day said ('¿qué tengo que entregar para el viernes?'),
 * or undefined when the date words name days of their own ('para mañana', 'esta semana', 'el lunes').
 */
export function readDeadline(
  dateText: string,
  span: { start: number; end: number },
  range: DateRange | undefined,
  options: { now: Date; timeZone: string },
): DateRange | undefined {
  if (!range?.to || !range.from) return undefined;
  const folded = foldCharacters(dateText).toLowerCase();
  const before = folded.slice(0, span.start);
  const words = folded.slice(span.start, span.end).trim();
  const oneDay = toLocalDay(range.from, options.timeZone) === toLocalDay(range.to, options.timeZone);
  if (!oneDay) return undefined;
  if (BY_THE_DAY.test(before) || DEADLINE_WORDS.test(words)) return { to: range.to };
  const tomorrow = toLocalDay(new Date(options.now.getTime() + DAY_MS).toISOString(), options.timeZone);
  if (FOR_THE_DAY.test(before) && toLocalDay(range.from, options.timeZone) > tomorrow) return { to: range.to };
  return undefined;
}

/** Things that fall due: a deadline is asked of them, not of a calendar's events. */
const DUE_THINGS: readonly string[] = ["task", "item", "deal", "pending"];

function listsDueThings(tool: AppTool): boolean {
  return !tool.writes && tool.intent.objects.some((object) => DUE_THINGS.includes(object));
}

/**
 * The request with its deadline as its days when the tools list things that fall due and none keeps a calendar; an
 * agenda keeps the day named ('¿qué reuniones tengo para el viernes?' asks for Friday's). Undefined when the tools
 * cannot tell, so that the tool chosen later decides.
 */
export function readDueByDeadline(tools: readonly AppTool[], parsed: SpanishRequest): SpanishRequest | undefined {
  const { dueBy, ...request } = parsed.request;
  if (!dueBy) return undefined;
  const keepsEvents = tools.some((tool) => tool.intent.objects.includes("event"));
  if (tools.length > 1 && keepsEvents) return undefined;
  const kept: ParsedRequest = tools.some(listsDueThings) && !keepsEvents ? { ...request, dateRange: dueBy } : request;
  return { ...parsed, request: kept };
}
