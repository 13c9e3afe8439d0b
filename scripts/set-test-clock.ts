import { vi } from "vitest";

/**
 * `TEST_CLOCK=2026-12-14T09:25:00Z` runs a test file as if it were that instant (the clock still moves on from it):
 * the demo data is dated from now, so a test that holds only at some hours of the week shows up when swept across
 * them (`npm run test:clock-sweep`). Unset, the clock is the machine's.
 */
const clock = process.env.TEST_CLOCK;
if (clock) {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(clock));
}
