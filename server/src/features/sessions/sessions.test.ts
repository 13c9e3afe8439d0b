import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createSession, findActiveSession, sessionLifetimes } from "./sessions.service";

describe("sessions", () => {
  let database: DatabaseHandle;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: "s@example.com", nombre: "S", apellido: "T", passwordHash: "x", referralCode: "0420" })
      .returning();
    userId = user?.id ?? "";
  });
  afterAll(async () => {
    await database.close();
  });

  it("finds a live session and touches it at most once a minute", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    const { token } = await createSession(database.db, userId, false, start);
    expect(await findActiveSession(database.db, token, new Date(start.getTime() + 30_000))).toMatchObject({ userId });
    expect(await findActiveSession(database.db, "not-a-token", start)).toBeNull();
  });

  it("ends a browser session after 12 idle hours", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    const { token } = await createSession(database.db, userId, false, start);
    const idle = new Date(start.getTime() + sessionLifetimes.browser.idleMs + 1000);
    expect(await findActiveSession(database.db, token, idle)).toBeNull();
    expect(await findActiveSession(database.db, token, start)).toBeNull();
  });

  it("ends any session at its absolute expiry even when used constantly", async () => {
    let now = new Date("2026-11-01T10:00:00Z");
    const { token, expiresAt } = await createSession(database.db, userId, true, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(sessionLifetimes.remember.absoluteMs);
    while (now < expiresAt) {
      expect(await findActiveSession(database.db, token, now)).not.toBeNull();
      now = new Date(now.getTime() + 5 * 24 * 60 * 60 * 1000);
    }
    expect(await findActiveSession(database.db, token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });
});
