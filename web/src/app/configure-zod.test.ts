import { describe, expect, it } from "vitest";

describe("configure-zod", () => {
  it("turns zod's eval probe off in the settings zod itself reads", async () => {
    await import("./configure-zod");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
