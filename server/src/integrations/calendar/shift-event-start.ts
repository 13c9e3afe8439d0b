import { MINUTE_MS } from "../../time-spans";
import { readLocalInstant, toLocalDay } from "../to-local-day";

const MINUTES_A_DAY = 24 * 60;

/**
 * An event's start moved by an amount ('una hora más tarde' → 60, 'al día siguiente' → 1440): whole days keep the
 * hour on the wall clock of the person's zone, across a change of summer time, and the rest is added as minutes.
 */
export function shiftEventStart(start: string, minutes: number, timeZone: string): string {
  const days = Math.trunc(minutes / MINUTES_A_DAY);
  const rest = minutes - days * MINUTES_A_DAY;
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(start));
  const [year = 1970, month = 1, date = 1] = toLocalDay(start, timeZone).split("-").map(Number);
  const day = new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
  const seconds = new Date(start).getUTCSeconds() * 1000;
  return new Date(readLocalInstant(day, time, timeZone) + seconds + rest * MINUTE_MS).toISOString();
}
