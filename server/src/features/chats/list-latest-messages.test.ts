import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/database";
import { chatMessages, users } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { markChatRead } from "./chats.service";
import { listLatestMessages } from "./list-latest-messages";

describe("listLatestMessages", () => {
  let database: DatabaseHandle;
  let userId: string;
  let otherUserId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(users)
      .values([
        { email: "l@example.com", nombre: "L", apellido: "M", passwordHash: "x", referralCode: "0101" },
        { email: "o@example.com", nombre: "O", apellido: "P", passwordHash: "x", referralCode: "0102" },
      ])
      .returning();
    userId = rows[0]?.id ?? "";
    otherUserId = rows[1]?.id ?? "";
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers each of the user's chats once, by name, with its newest message and its unread assistant messages", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
    await database.db.insert(chatMessages).values([
      { userId, chatName: "SlackChat", role: "user", content: "hola slack", createdAt: at(1) },
      { userId, chatName: "SlackChat", role: "assistant", content: "respuesta 1", createdAt: at(2) },
      { userId, chatName: "SlackChat", role: "assistant", content: "respuesta 2", createdAt: at(4) },
      { userId, chatName: "GmailChat", role: "assistant", content: "antes", createdAt: at(1) },
      { userId, chatName: "GmailChat", role: "user", content: "último de gmail", createdAt: at(3) },
      { userId, chatName: "Principal", role: "assistant", content: "leído", createdAt: at(1) },
      { userId: otherUserId, chatName: "NotionChat", role: "user", content: "de otra persona", createdAt: at(1) },
    ]);
    await markChatRead(database.db, userId, "Principal", at(2));
    await markChatRead(database.db, userId, "SlackChat", at(3));

    expect(await listLatestMessages(database.db, userId)).toEqual([
      { chat_name: "GmailChat", content: "último de gmail", unread_count: 1 },
      { chat_name: "Principal", content: "leído", unread_count: 0 },
      { chat_name: "SlackChat", content: "respuesta 2", unread_count: 1 },
    ]);
  });

  it("answers nothing for a user without messages", async () => {
    const [fresh] = await database.db
      .insert(users)
      .values({ email: "n@example.com", nombre: "N", apellido: "Q", passwordHash: "x", referralCode: "0103" })
      .returning();
    expect(await listLatestMessages(database.db, fresh?.id ?? "")).toEqual([]);
  });
});
