import type { ChatName, ServiceKey } from "@shifu/contract";
import { openDatabase } from "../../server/src/db/database";
import { chatMessages, integrations, users } from "../../server/src/db/schema";
import { hashPassword } from "../../server/src/features/accounts/password";
import { markChatRead } from "../../server/src/features/chats/chats.service";
import type { SampleMessage } from "./sample-conversation";

const INSERT_BATCH_SIZE = 1_000;

export type ChatSeed = {
  email: string;
  password: string;
  username: string;
  chats: { chatName: ChatName; messages: SampleMessage[]; read: boolean }[];
  integrations: { service: ServiceKey; account: string | null; status: "connected" | "needs_reconnect" }[];
};

/**
 * Writes one user, their chats and connections straight into a fresh PGlite database in `dataDir`, with the server's
 * own migrations and tables. The user has finished the guided tour, so it does not cover the chat.
 */
export async function seedChatDatabase(dataDir: string, seed: ChatSeed): Promise<void> {
  const database = openDatabase({ driver: "pglite", dataDir });
  try {
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({
        email: seed.email,
        nombre: seed.username,
        apellido: "Prueba",
        passwordHash: await hashPassword(seed.password),
        referralCode: "4242",
        stepByStepDone: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("No se pudo crear el usuario de prueba.");

    for (const chat of seed.chats) {
      for (let start = 0; start < chat.messages.length; start += INSERT_BATCH_SIZE) {
        const batch = chat.messages.slice(start, start + INSERT_BATCH_SIZE);
        await database.db
          .insert(chatMessages)
          .values(batch.map((message) => ({ userId: user.id, chatName: chat.chatName, ...message })));
      }
      if (chat.read) {
        await markChatRead(database.db, user.id, chat.chatName);
      }
    }
    if (seed.integrations.length > 0) {
      await database.db.insert(integrations).values(seed.integrations.map((row) => ({ userId: user.id, ...row })));
    }
  } finally {
    await database.close();
  }
}
