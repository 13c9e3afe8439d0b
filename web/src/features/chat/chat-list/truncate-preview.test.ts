import { describe, expect, it } from "vitest";
import { truncatePreview } from "./truncate-preview";

describe("truncatePreview", () => {
  it("keeps a message of up to 100 characters unchanged", () => {
    expect(truncatePreview("")).toBe("");
    expect(truncatePreview("Hola")).toBe("Hola");
    const hundred = "a".repeat(100);
    expect(truncatePreview(hundred)).toBe(hundred);
  });

  it("cuts a longer one to 97 characters plus '...'", () => {
    const hundredAndOne = `${"b".repeat(97)}cdef`;
    expect(hundredAndOne).toHaveLength(101);
    expect(truncatePreview(hundredAndOne)).toBe(`${"b".repeat(97)}...`);
    expect(truncatePreview("x".repeat(5000))).toHaveLength(100);
  });

  it("counts an emoji as one character and never splits it", () => {
    const emojis = "😀".repeat(101);
    expect(truncatePreview(emojis)).toBe(`${"😀".repeat(97)}...`);
    expect(truncatePreview("😀".repeat(100))).toBe("😀".repeat(100));
  });
});
