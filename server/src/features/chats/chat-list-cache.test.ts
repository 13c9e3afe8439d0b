import type { LatestMessage } from "@shifu/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatMessages } from "../../db/schema";
import { parseEnv } from "../../env";
import { signInNewUser } from "../../test/connect-service-via-app";
import { sleep } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { useTwoInstancesOnPostgres } from "../../test/two-instances";

const testEnv = parseEnv();
const APP_ENV = { REGISTRATION_LIMIT_PER_HOUR: "1000" };

async function readChatList(app: FastifyInstance, cookie: string): Promise<LatestMessage[]> {
  const response = await app.inject({ method: "POST", url: "/ultimos_mensajes", cookies: { shifu_session: cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().messages;
}

/** PostgreSQL sends an announcement at commit; another instance reads it a moment later. 2 s bounds that moment. */
async function waitForNewest(app: FastifyInstance, cookie: string, content: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await readChatList(app, cookie)).some((message) => message.content === content)) {
    if (Date.now() > deadline) throw new Error(`«${content}» not in the chat list 2 s after it was stored`);
    await sleep(5);
  }
}

describe("the chat list on one instance", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: APP_ENV });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers a repeated poll without querying the messages again", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "Principal", role: "user", content: "Hola" });
    const execute = vi.spyOn(testApp.database.db, "execute");
    try {
      // On PostgreSQL the insert's own announcement may come in after the first poll and drop its answer once.
      const deadline = Date.now() + 2_000;
      for (;;) {
        expect(await readChatList(testApp.app, cookie)).toHaveLength(1);
        execute.mockClear();
        expect(await readChatList(testApp.app, cookie)).toHaveLength(1);
        expect(await readChatList(testApp.app, cookie)).toHaveLength(1);
        if (execute.mock.calls.length === 0) break;
        if (Date.now() > deadline) throw new Error("every poll queried the messages again");
        await sleep(20);
      }
    } finally {
      execute.mockRestore();
    }
  });

  it("sends PostgreSQL nothing at all for a repeated poll, not even the catch-up a write's answer waits for", async () => {
    const client = (testApp.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const { userId, cookie } = await signInNewUser(testApp.app);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "Principal", role: "user", content: "Hola" });
    const query = vi.spyOn(client, "query");
    try {
      const deadline = Date.now() + 2_000;
      for (;;) {
        await readChatList(testApp.app, cookie);
        query.mockClear();
        await readChatList(testApp.app, cookie);
        if (query.mock.calls.length === 0) break;
        if (Date.now() > deadline) throw new Error("every poll sent the database something");
        await sleep(20);
      }
    } finally {
      query.mockRestore();
    }
  });

  it("shows a message stored by anything (here plain SQL, as another instance would) on the next poll", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "Principal", role: "user", content: "Uno" });
    expect((await readChatList(testApp.app, cookie)).map((message) => message.content)).toEqual(["Uno"]);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "GmailChat", role: "assistant", content: "Dos" });
    await waitForNewest(testApp.app, cookie, "Dos");
    const list = await readChatList(testApp.app, cookie);
    expect(list.find((message) => message.chat_name === "GmailChat")).toMatchObject({
      content: "Dos",
      unread_count: 1,
    });
  });

  it("shows a chat marked read at once to the same instance", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "SlackChat", role: "assistant", content: "Nuevo" });
    expect(await readChatList(testApp.app, cookie)).toMatchObject([{ chat_name: "SlackChat", unread_count: 1 }]);
    const marked = await testApp.app.inject({
      method: "POST",
      url: "/mark_chat_read",
      cookies: { shifu_session: cookie },
      payload: { chat_name: "SlackChat" },
    });
    expect(marked.statusCode).toBe(200);
    expect(await readChatList(testApp.app, cookie)).toMatchObject([{ chat_name: "SlackChat", unread_count: 0 }]);
  });

  it("keeps one user's list apart from another's", async () => {
    const first = await signInNewUser(testApp.app);
    const second = await signInNewUser(testApp.app);
    await testApp.database.db
      .insert(chatMessages)
      .values({ userId: first.userId, chatName: "Principal", role: "user", content: "Solo mío" });
    expect(await readChatList(testApp.app, first.cookie)).toHaveLength(1);
    expect(await readChatList(testApp.app, second.cookie)).toHaveLength(0);
  });
});

describe.runIf(testEnv.TEST_DB_DRIVER === "postgres")("the chat list across two instances on one PostgreSQL", () => {
  const instances = useTwoInstancesOnPostgres(testEnv.TEST_DATABASE_URL ?? "", APP_ENV);

  it("shows on instance B a reply stored by instance A, and a chat read on A as read on B", async () => {
    const { first, second } = instances();
    const { userId, cookie } = await signInNewUser(first.app);
    await first.database.db
      .insert(chatMessages)
      .values({ userId, chatName: "Principal", role: "user", content: "Hola" });
    // B has the list cached before A writes.
    expect(await readChatList(second.app, cookie)).toHaveLength(1);
    expect(await readChatList(second.app, cookie)).toHaveLength(1);
    const reply = await first.app.inject({
      method: "POST",
      url: "/api/chatAi",
      cookies: { shifu_session: cookie },
      payload: { messages: [{ role: "user", content: "¿Qué puedes hacer por mí?" }] },
    });
    expect(reply.statusCode).toBe(200);
    const answer: string = reply.json().message;
    await waitForNewest(second.app, cookie, answer);
    expect((await readChatList(second.app, cookie))[0]).toMatchObject({ chat_name: "Principal", unread_count: 1 });
    await first.app.inject({
      method: "POST",
      url: "/mark_chat_read",
      cookies: { shifu_session: cookie },
      payload: { chat_name: "Principal" },
    });
    const deadline = Date.now() + 2_000;
    while ((await readChatList(second.app, cookie))[0]?.unread_count !== 0) {
      if (Date.now() > deadline) throw new Error("still unread on B 2 s after A marked it read");
      await sleep(5);
    }
  });
});
