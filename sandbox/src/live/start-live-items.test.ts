import { afterEach, describe, expect, it, vi } from "vitest";
import { providers } from "../providers/providers";
import { SandboxState } from "../sandbox-state";
import { startLiveItems } from "./start-live-items";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function countItems(state: SandboxState): number {
  return JSON.stringify(state.families.map((family) => state.readData(family))).length;
}

describe("the live demo", () => {
  it("adds one family's next demo item every interval, cycling through the families, until stopped", () => {
    vi.useFakeTimers();
    const state = new SandboxState(providers, () => Date.now());
    const added = vi.fn();
    for (const family of state.families) {
      const addItem = family.addItem;
      if (addItem)
        vi.spyOn(family, "addItem").mockImplementation((data, body, now) => {
          added(family.id);
          return addItem(data, body, now);
        });
    }
    const stop = startLiveItems(state, 5);
    const before = countItems(state);
    vi.advanceTimersByTime(4_999);
    expect(added).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(added).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000 * 9);
    expect(added).toHaveBeenCalledTimes(10);
    expect(new Set(added.mock.calls.map(([family]) => family)).size).toBeGreaterThan(3);
    expect(countItems(state)).toBeGreaterThan(before);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(added).toHaveBeenCalledTimes(10);
  });

  it("gives every account of the family the new item", () => {
    vi.useFakeTimers();
    const state = new SandboxState(providers, () => Date.now());
    const [first] = state.families.filter((family) => family.addItem && (family.liveItems ?? []).length > 0);
    if (!first) throw new Error("no family has live items");
    const read = (account: string) => JSON.stringify(state.readData(first, account)).length;
    const before = [read("persona-1"), read("persona-2")];
    const stop = startLiveItems(state, 5);
    vi.advanceTimersByTime(5_000);
    stop();
    expect([read("persona-1"), read("persona-2")].every((size, index) => size > (before[index] ?? 0))).toBe(true);
  });
});
