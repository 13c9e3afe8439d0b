import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { AppError } from "../errors/app-error";
import { createTestDatabase } from "../test/test-database";
import { type BackoffRule, computeBackoffDelaySeconds, createRateLimiter } from "./rate-limiter";

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

  describe("growing delays", () => {
    const backoff: BackoffRule = {
      name: "backoff",
      freeAttempts: 2,
      baseDelaySeconds: 10,
      maxDelaySeconds: 60,
      forgetAfterSeconds: 3600,
    };
    const start = new Date("2026-11-22T12:00:00Z");
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

    it("doubles the delay after the free attempts and stops at the cap", () => {
      expect([0, 1, 2, 3, 4, 5, 6, 1000].map((attempts) => computeBackoffDelaySeconds(backoff, attempts))).toEqual([
        0, 0, 10, 20, 40, 60, 60, 60,
      ]);
    });

    it("refuses an attempt before its delay ends with the real wait as Retry-After, never longer than the cap", async () => {
      const limiter = createRateLimiter(database.db);
      await limiter.claimBackoffAttempt(backoff, "s", at(0));
      await limiter.claimBackoffAttempt(backoff, "s", at(0));
      const early = await limiter.claimBackoffAttempt(backoff, "s", at(4)).catch((error) => error);
      expect(early.code).toBe("RATE_LIMITED");
      expect(early.headers["retry-after"]).toBe("6");
      expect(early.message).toBe("Demasiados intentos. Espera 6 s e inténtalo de nuevo.");
      await limiter.claimBackoffAttempt(backoff, "s", at(10));
      const next = await limiter.claimBackoffAttempt(backoff, "s", at(10)).catch((error) => error);
      expect(next.headers["retry-after"]).toBe("20");
      await expect(limiter.assertBackoffAllowed(backoff, "s", at(30))).resolves.toBeUndefined();
      await limiter.claimBackoffAttempt(backoff, "s", at(30));
      await limiter.claimBackoffAttempt(backoff, "s", at(70));
      await limiter.claimBackoffAttempt(backoff, "s", at(130));
      const capped = await limiter.claimBackoffAttempt(backoff, "s", at(130)).catch((error) => error);
      expect(capped.headers["retry-after"]).toBe("60");
      expect(capped.message).toBe("Demasiados intentos. Espera 1 min e inténtalo de nuevo.");
    });

    it("forgets the count a while after the last attempt", async () => {
      const limiter = createRateLimiter(database.db);
      for (const second of [0, 0, 10]) await limiter.claimBackoffAttempt(backoff, "f", at(second));
      await expect(limiter.claimBackoffAttempt(backoff, "f", at(10 + 3600))).resolves.toBeUndefined();
      await expect(limiter.claimBackoffAttempt(backoff, "f", at(10 + 3600))).resolves.toBeUndefined();
    });

    it("lets only the free attempts through when many arrive at once", async () => {
      const limiter = createRateLimiter(database.db);
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => limiter.claimBackoffAttempt(backoff, "p", at(0))),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    });

    it("gives an attempt back, so a success does not slow the next person", async () => {
      const limiter = createRateLimiter(database.db);
      await limiter.claimBackoffAttempt(backoff, "r", at(0));
      await limiter.claimBackoffAttempt(backoff, "r", at(0));
      await limiter.refundBackoffAttempt(backoff, "r");
      await expect(limiter.claimBackoffAttempt(backoff, "r", at(0))).resolves.toBeUndefined();
    });

    it("remembers a subject until its time runs out", async () => {
      const limiter = createRateLimiter(database.db);
      const marker = { name: "known" };
      expect(await limiter.isRemembered(marker, "k", at(0))).toBe(false);
      await limiter.rememberSubject(marker, "k", 60, at(0));
      expect(await limiter.isRemembered(marker, "k", at(59))).toBe(true);
      expect(await limiter.isRemembered(marker, "k", at(61))).toBe(false);
    });
  });
});
