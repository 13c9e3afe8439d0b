import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttleLatest } from "./throttle-latest";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("throttleLatest", () => {
  it("writes the first value at once, then only the newest of each interval", () => {
    const write = vi.fn();
    const throttled = throttleLatest(write, 50);
    throttled.push("a");
    expect(write).toHaveBeenCalledExactlyOnceWith("a");
    throttled.push("ab");
    throttled.push("abc");
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(write).toHaveBeenLastCalledWith("abc");
    expect(write).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(50);
    expect(write).toHaveBeenCalledTimes(2);
    throttled.push("abcd");
    expect(write).toHaveBeenLastCalledWith("abcd");
  });

  it("drops a waiting value when cancelled", () => {
    const write = vi.fn();
    const throttled = throttleLatest(write, 50);
    throttled.push("a");
    throttled.push("ab");
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(write).toHaveBeenCalledExactlyOnceWith("a");
  });
});
