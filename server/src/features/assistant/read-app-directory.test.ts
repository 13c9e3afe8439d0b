import { describe, expect, it } from "vitest";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { createDirectoryReader } from "./read-app-directory";

/** A context whose database only counts how often the connection is looked up, and has none. */
function createCountingContext() {
  const lookups = { count: 0 };
  const db = {
    select: () => {
      lookups.count++;
      throw new Error("sin base de datos en esta prueba");
    },
  };
  return { context: { db } as unknown as IntegrationsContext, lookups };
}

describe("createDirectoryReader", () => {
  const identity = { userId: "u-1", timeZone: "Europe/Madrid" };

  it("reads an app's directory once for the whole turn", async () => {
    const { context, lookups } = createCountingContext();
    const read = createDirectoryReader(context, identity);
    const first = read("slack");
    const second = read("slack");
    expect(second).toBe(first);
    await expect(first).rejects.toThrow("sin base de datos");
    expect(lookups.count).toBe(1);
  });

  it("answers nothing, without any call, for an app that has no places", async () => {
    const { context, lookups } = createCountingContext();
    await expect(createDirectoryReader(context, identity)("gmail")).resolves.toBeUndefined();
    expect(lookups.count).toBe(0);
  });
});
