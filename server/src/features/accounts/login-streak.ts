import { DAY_MS } from "../../time-spans";

function utcDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** The streak after a successful login at `now`, counted in UTC calendar days. */
export function computeLoginStreak(currentStreak: number, lastLoginAt: Date | null, now: Date): number {
  if (!lastLoginAt) return 1;
  const daysSince = utcDayNumber(now) - utcDayNumber(lastLoginAt);
  if (daysSince === 0) return Math.max(currentStreak, 1);
  if (daysSince === 1) return currentStreak + 1;
  return 1;
}
