import { describe, expect, it } from "vitest";
import {
  advanceWatermark,
  dropSeenItems,
  pickNewItems,
  readQueryStart,
  readWatermark,
  WATERMARK_OVERLAP_MS,
} from "./notification-watermark";

const now = new Date("2026-11-23T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("the notification watermark", () => {
  it("starts a first sync from a missing or unreadable cursor", () => {
    expect(readWatermark(null, now).first).toBe(true);
    expect(readWatermark("not json", now).first).toBe(true);
    expect(readWatermark('{"historyId":"12"}', now).first).toBe(true);
  });

  it("asks again over the overlap and takes each item once", () => {
    const first = readWatermark(null, now);
    const items = [
      { providerItemId: "a", date: at("2026-11-23T11:58:00Z") },
      { providerItemId: "b", date: at("2026-11-23T11:59:00Z") },
    ];
    const cursor = advanceWatermark(first, items, now);
    const next = readWatermark(cursor, now);
    expect(next.since).toBe(at("2026-11-23T11:59:00Z").getTime());
    expect(readQueryStart(next).getTime()).toBe(next.since - WATERMARK_OVERLAP_MS);
    const again = [...items, { providerItemId: "c", date: at("2026-11-23T11:59:00Z") }];
    expect(dropSeenItems(again, next).map((item) => item.providerItemId)).toEqual(["c"]);
  });

  it("takes a late item that is older than the newest one already seen", () => {
    const mark = readWatermark(
      advanceWatermark(readWatermark(null, now), [{ providerItemId: "new", date: now }], now),
      now,
    );
    const late = { providerItemId: "late", date: new Date(now.getTime() - 60_000) };
    expect(late.date.getTime()).toBeGreaterThanOrEqual(readQueryStart(mark).getTime());
    expect(dropSeenItems([late], mark)).toEqual([late]);
  });

  it("never moves past the present for an item dated in the future", () => {
    const future = { providerItemId: "f", date: new Date(now.getTime() + 86_400_000) };
    const mark = readWatermark(advanceWatermark(readWatermark(null, now), [future], now), now);
    expect(mark.since).toBeLessThanOrEqual(now.getTime());
    const later = new Date(now.getTime() + 60_000);
    const next = { providerItemId: "n", date: later };
    expect(dropSeenItems([future, next], mark)).toEqual([next]);
  });

  it("takes an item changed again inside the overlap as a new change", () => {
    const first = new Date(now.getTime() - 120_000);
    const mark = readWatermark(
      advanceWatermark(readWatermark(null, now), [{ providerItemId: "p", date: first }], now),
      now,
    );
    const again = { providerItemId: "p", date: new Date(now.getTime() - 60_000) };
    expect(dropSeenItems([{ providerItemId: "p", date: first }, again], mark)).toEqual([again]);
  });

  it("returns the newest 20 on a first sync, newest first", () => {
    const items = Array.from({ length: 25 }, (_, index) => ({
      providerItemId: `i${index}`,
      date: new Date(now.getTime() - index * 1000),
    }));
    const picked = pickNewItems(items.toReversed(), readWatermark(null, now));
    expect(picked.map((item) => item.providerItemId)).toEqual(items.slice(0, 20).map((item) => item.providerItemId));
  });
});
