import { DAY_MS } from "../../time-spans";
import { toLocalDay } from "../to-local-day";
import type { OutlookRecurrence } from "./calendar-client";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Splits a Graph series at one session, as Outlook does for 'this and following': the old series' range ends the day
 * before that session, and the new one starts on the day the session goes to with the same pattern (its weekdays moved
 * by as many days as the session moved, its day of the month that new day's) and the rest of the range: the same end day, no end, or the sessions left of
 * a numbered range. Null when the session is on the range's first day, where nothing before it would stay.
 */
export function splitOutlookRecurrence(
  recurrence: OutlookRecurrence,
  at: { sessionStart: string; newStart: string; sessionsBefore: number; timeZone: string },
): { before: OutlookRecurrence; after: OutlookRecurrence } | null {
  const sessionDay = toLocalDay(at.sessionStart, at.timeZone);
  if (sessionDay <= recurrence.range.startDate) return null;
  const newDay = toLocalDay(at.newStart, at.timeZone);
  const shift = Math.round((Date.parse(newDay) - Date.parse(sessionDay)) / DAY_MS);
  const zone = recurrence.range.recurrenceTimeZone ? { recurrenceTimeZone: recurrence.range.recurrenceTimeZone } : {};
  const before: OutlookRecurrence = {
    pattern: recurrence.pattern,
    range: { type: "endDate", startDate: recurrence.range.startDate, endDate: addDays(sessionDay, -1), ...zone },
  };
  const daysOfWeek = recurrence.pattern.daysOfWeek?.map(
    (day) => WEEKDAYS[(((WEEKDAYS.indexOf(day.toLowerCase()) + shift) % 7) + 7) % 7] ?? day,
  );
  const left =
    recurrence.range.type === "numbered"
      ? {
          type: "numbered" as const,
          numberOfOccurrences: (recurrence.range.numberOfOccurrences ?? 0) - at.sessionsBefore,
        }
      : recurrence.range.type === "endDate"
        ? { type: "endDate" as const, endDate: addDays(recurrence.range.endDate ?? newDay, shift) }
        : { type: "noEnd" as const };
  // A monthly or yearly series on a day of the month goes on from the day the session went to.
  const absolute = /^absolute/.test(recurrence.pattern.type)
    ? {
        dayOfMonth: Number(newDay.slice(8, 10)),
        ...(recurrence.pattern.type === "absoluteYearly" ? { month: Number(newDay.slice(5, 7)) } : {}),
      }
    : {};
  const after: OutlookRecurrence = {
    pattern: { ...recurrence.pattern, ...(daysOfWeek ? { daysOfWeek } : {}), ...absolute },
    range: { ...left, startDate: newDay, ...zone },
  };
  return { before, after };
}
