import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./database";
import { users } from "./schema";

describe("database", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("applies the migrations once and again without change", async () => {
    await database.migrate();
    const rows = await database.db.select().from(users);
    expect(rows).toEqual([]);
  });

  it("keeps e-mails unique", async () => {
    const ana = { email: "ana@example.com", nombre: "Ana", apellido: "Díaz", passwordHash: "x", referralCode: "0001" };
    await database.db.insert(users).values(ana);
    await expect(database.db.insert(users).values({ ...ana, referralCode: "0002" })).rejects.toThrow();
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
