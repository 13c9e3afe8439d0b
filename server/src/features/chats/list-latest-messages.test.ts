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
      { userId, chatName: "GmailChat", role: "assistant", content: "antes", createdAt: at(1) },
      { userId, chatName: "Principal", role: "assistant", content: "leído", createdAt: at(1) },
      { userId: otherUserId, chatName: "NotionChat", role: "user", content: "de otra persona", createdAt: at(1) },
    ]);
    await markChatRead(database.db, userId, "Principal");
    await markChatRead(database.db, userId, "SlackChat");
    await database.db.insert(chatMessages).values([
      { userId, chatName: "SlackChat", role: "assistant", content: "respuesta 2", createdAt: at(4) },
      { userId, chatName: "GmailChat", role: "user", content: "último de gmail", createdAt: at(3) },
    ]);

    expect(await listLatestMessages(database.db, userId)).toEqual([
      { chat_name: "GmailChat", content: "último de gmail", unread_count: 1 },
      { chat_name: "Principal", content: "leído", unread_count: 0 },
      { chat_name: "SlackChat", content: "respuesta 2", unread_count: 1 },
    ]);
  });

  it("orders a question and its reply stored in the same instant as they were written", async () => {
    const [person] = await database.db
      .insert(users)
      .values({ email: "s@example.com", nombre: "S", apellido: "T", passwordHash: "x", referralCode: "0104" })
      .returning();
    const sameInstant = new Date(Date.UTC(2026, 10, 23, 11, 0));
    // Many pairs, each written question first, all at one instant: with a tie broken by a random id, about half of
    // them would come out reversed.
    for (let pair = 0; pair < 20; pair++) {
      await database.db.insert(chatMessages).values({
        userId: person?.id ?? "",
        chatName: `Chat${pair}`,
        role: "user",
        content: `pregunta ${pair}`,
        createdAt: sameInstant,
      });
      await database.db.insert(chatMessages).values({
        userId: person?.id ?? "",
        chatName: `Chat${pair}`,
        role: "assistant",
        content: `respuesta ${pair}`,
        createdAt: sameInstant,
      });
    }
    const latest = await listLatestMessages(database.db, person?.id ?? "");
    expect(latest.map((chat) => chat.content).sort()).toEqual(
      Array.from({ length: 20 }, (_, pair) => `respuesta ${pair}`).sort(),
    );
    await markChatRead(database.db, person?.id ?? "", "Chat0");
    const afterRead = await listLatestMessages(database.db, person?.id ?? "");
    expect(afterRead.find((chat) => chat.chat_name === "Chat0")?.unread_count).toBe(0);
    expect(afterRead.find((chat) => chat.chat_name === "Chat1")?.unread_count).toBe(1);
  });

  it("answers nothing for a user without messages", async () => {
    const [fresh] = await database.db
      .insert(users)
      .values({ email: "n@example.com", nombre: "N", apellido: "Q", passwordHash: "x", referralCode: "0103" })
      .returning();
    expect(await listLatestMessages(database.db, fresh?.id ?? "")).toEqual([]);
  });
});
