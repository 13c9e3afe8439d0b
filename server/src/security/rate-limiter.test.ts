import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createTestDatabase } from "../test/test-database";
import { createRateLimiter } from "./rate-limiter";

describe("rate limiter", () => {
  let database: DatabaseHandle;
  const rule = { name: "test", limit: 3, windowSeconds: 60 };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("allows up to the limit in a window, then refuses with Retry-After until the window ends", async () => {
    const limiter = createRateLimiter(database.db);
    const start = new Date("2026-11-22T10:00:00Z");
    for (let hit = 0; hit < 3; hit++) await limiter.consume(rule, "a", start);
    const refused = await limiter.consume(rule, "a", new Date(start.getTime() + 20_000)).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBe("40");
    await expect(limiter.consume(rule, "b", start)).resolves.toBeUndefined();
    await expect(limiter.consume(rule, "a", new Date(start.getTime() + 61_000))).resolves.toBeUndefined();
  });

  it("counts concurrent hits exactly", async () => {
    const limiter = createRateLimiter(database.db);
    const now = new Date();
    await Promise.all(Array.from({ length: 10 }, () => limiter.recordHit({ ...rule, name: "burst" }, "x", now)));
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.find((row) => row.key === "burst:x")?.count).toBe(10);
  });

  it("sweeps expired windows", async () => {
    const limiter = createRateLimiter(database.db);
    await limiter.recordHit({ ...rule, name: "old" }, "y", new Date("2020-01-01T00:00:00Z"));
    await limiter.sweepExpired();
    const rows = await database.db.select().from(rateLimitCounters);
    expect(rows.some((row) => row.key === "old:y")).toBe(false);
  });
});
