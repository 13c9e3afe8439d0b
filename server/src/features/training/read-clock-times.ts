import { parseSpanishNumber } from "../assistant/local-engine/parse-spanish-number";

/** A time of day named in folded text ('a las 10', 'de 9 a 18'), as HH:mm, with where it sits. */
export type ClockTime = { from: string; to?: string; start: number; end: number };

const HOUR = "(?:\\d{1,2}(?:[:.]\\d{2})?|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)";
const QUALIFIER =
  "(?:\\s*(?:h|hs|horas?)(?![a-z]))?(?:\\s+y\\s+(?:media|cuarto)|\\s+menos\\s+cuarto|\\s+en\\s+punto)?(?:\\s*(?:am|pm)(?![a-z])|\\s+(?:de|por)\\s+la\\s+(?:manana|tarde|noche|madrugada))?";
const TIME = `(?:las?\\s+)?${HOUR}${QUALIFIER}`;
/** A count of something else ('de 3 a 5 personas') is not a time range. */
const NOT_A_TIME = "(?!\\s*(?:personas|dias|semanas|meses|anos|euros|veces|minutos|%))";

const RANGE = new RegExp(
  `(?<![a-z0-9])(?:(?:de|desde)\\s+(${TIME})\\s+(?:a|hasta)\\s+(${TIME})|entre\\s+(${TIME})\\s+y\\s+(${TIME}))${NOT_A_TIME}(?![a-z0-9])`,
  "g",
);
const ANCHORED = new RegExp(
  `(?<![a-z0-9])(?:a|hacia|sobre|desde|hasta|de|para|tras|antes\\s+de|despues\\s+de|partir\\s+de)\\s+(las?\\s+${HOUR}${QUALIFIER})${NOT_A_TIME}(?![a-z0-9])`,
  "g",
);
const BARE = new RegExp(
  `(?<![a-z0-9:.])(\\d{1,2}(?::\\d{2}${QUALIFIER}|\\s*(?:h|hs)(?![a-z])|\\s*(?:am|pm)(?![a-z])))`,
  "g",
);
const NOON = /(?<![a-z])(?:a\s+)?(?:el\s+)?(mediodia|medianoche)(?![a-z])/g;

type Reading = { hour: number; minute: number; explicitHalf: boolean };

function readTime(text: string): Reading | undefined {
  const match = new RegExp(`^(?:las?\\s+)?(${HOUR})`).exec(text);
  const spoken = match?.[1];
  if (!spoken) return undefined;
  const [hourText = "", minuteText] = spoken.split(/[:.]/);
  let hour = /^\d+$/.test(hourText) ? Number(hourText) : (parseSpanishNumber(hourText) ?? Number.NaN);
  let minute = minuteText ? Number(minuteText) : 0;
  if (/y\s+media/.test(text)) minute = 30;
  if (/y\s+cuarto/.test(text)) minute = 15;
  if (/menos\s+cuarto/.test(text)) {
    hour -= 1;
    minute = 45;
  }
  const afternoon = /pm|tarde|noche/.test(text);
  const morning = /am(?![a-z])|manana|madrugada/.test(text);
  if (afternoon && hour < 12) hour += 12;
  if (/noche/.test(text) && hour === 24) hour = 0;
  if (!Number.isInteger(hour) || hour < 0 || hour > 24 || minute > 59) return undefined;
  return { hour: hour % 24, minute, explicitHalf: afternoon || morning };
}

/** Work and meetings happen by day: 'a las 5' is 17:00 unless the text says 'de la mañana'. */
function toDaytime(reading: Reading): Reading {
  if (reading.explicitHalf || reading.hour < 1 || reading.hour > 6) return reading;
  return { ...reading, hour: reading.hour + 12 };
}

function formatTime(reading: Reading): string {
  return `${String(reading.hour).padStart(2, "0")}:${String(reading.minute).padStart(2, "0")}`;
}

function overlaps(found: readonly ClockTime[], start: number, end: number): boolean {
  return found.some((time) => start < time.end && end > time.start);
}

/**
 * The times of day in folded text. chrono reads 'de 9 a 18' as a one-hour slot, '16h' as a duration and drops
 * 'y media', and a schedule needs all three, so times are read here; days stay with chrono (parseSpanishDates).
 */
export function readClockTimes(folded: string): ClockTime[] {
  const found: ClockTime[] = [];
  for (const match of folded.matchAll(RANGE)) {
    const first = readTime(match[1] ?? match[3] ?? "");
    const second = readTime(match[2] ?? match[4] ?? "");
    if (!first || !second) continue;
    const bothEarly = !first.explicitHalf && !second.explicitHalf && first.hour <= 7 && second.hour <= 7;
    const from = bothEarly ? toDaytime(first) : first;
    let to = bothEarly ? toDaytime(second) : second;
    if (to.hour * 60 + to.minute <= from.hour * 60 + from.minute && to.hour < 12) to = { ...to, hour: to.hour + 12 };
    found.push({ from: formatTime(from), to: formatTime(to), start: match.index, end: match.index + match[0].length });
  }
  for (const pattern of [ANCHORED, BARE]) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const reading = readTime(match[1] ?? "");
      if (!reading || overlaps(found, start, end)) continue;
      found.push({ from: formatTime(toDaytime(reading)), start, end });
    }
  }
  for (const match of folded.matchAll(NOON)) {
    const end = match.index + match[0].length;
    if (!overlaps(found, match.index, end)) {
      found.push({ from: match[1] === "mediodia" ? "12:00" : "00:00", start: match.index, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
