import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./open-pglite";

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");
const WRITE_ORDER_MIGRATION = "0010_write-order";

/** The committed migrations up to, and not including, `tag`: the database as an install before it had it. */
function copyMigrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "shifu-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe("the write-order migration", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("numbers existing rows in the order they had, and new rows after them", async () => {
    const client = openPglite();
    const db = drizzle({ client, casing: "snake_case" });
    const before = copyMigrationsBefore(WRITE_ORDER_MIGRATION);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    const [user] = (
      await db.execute<{ id: string }>(sql`
        insert into users (email, nombre, apellido, password_hash, referral_code)
        values ('orden@example.com', 'Orden', 'Previo', 'x', '0901') returning id`)
    ).rows;
    // Written newest first, so the table's physical order is the reverse of the conversation's.
    for (const [minute, role, content] of [
      [3, "assistant", "respuesta 2"],
      [2, "user", "pregunta 2"],
      [1, "assistant", "respuesta 1"],
      [0, "user", "pregunta 1"],
    ] as const) {
      await db.execute(sql`
        insert into chat_messages (user_id, chat_name, role, content, created_at)
        values (${user?.id}, 'Principal', ${role}, ${content}, '2026-11-20T10:00:00Z'::timestamptz + ${minute} * interval '1 minute')`);
    }
    await db.execute(sql`
      insert into chat_reads (user_id, chat_name, last_read_at)
      values (${user?.id}, 'Principal', '2026-11-20T10:01:30Z')`);

    await migrate(db, { migrationsFolder });
    await db.execute(sql`
      insert into chat_messages (user_id, chat_name, role, content) values (${user?.id}, 'Principal', 'user', 'nueva')`);

    const ordered = await db.execute<{ content: string }>(sql`select content from chat_messages order by seq`);
    expect(ordered.rows.map((row) => row.content)).toEqual([
      "pregunta 1",
      "respuesta 1",
      "pregunta 2",
      "respuesta 2",
      "nueva",
    ]);
    // Read at 10:01:30: both messages of the first pair, and nothing after.
    const read = await db.execute<{ last_read_seq: number }>(sql`select last_read_seq from chat_reads`);
    expect(Number(read.rows[0]?.last_read_seq)).toBe(2);
    await client.close();
    // A database made from nothing (initdb, then every migration in two passes), not from the template the other
    // tests copy: about 5 s alone, past 20 s on a machine as busy as CI.
  }, 120_000);
});
