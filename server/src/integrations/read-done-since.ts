import { DAY_MS } from "../time-spans";

/** How far back 'las que he terminado' looks when no day is said. */
const DONE_LOOKBACK_DAYS = 30;

/** Where a listing of things done starts: the day asked, or the lookback window before now. */
export function readDoneSince(now: Date, completedFrom: string | undefined): string {
  return completedFrom ?? new Date(now.getTime() - DONE_LOOKBACK_DAYS * DAY_MS).toISOString();
}
