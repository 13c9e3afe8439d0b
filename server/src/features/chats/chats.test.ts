import { chatMessages as chatTexts } from "@shifu/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { appendChatMessage } from "./chats.service";

let testApp: TestApp;
let addressCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
});

async function signIn() {
  const user = makeUser();
  await registerViaApi(testApp.app, user);
  addressCounter += 1;
  const login = await logInViaApi(testApp.app, user, `10.1.0.${addressCounter}`);
  return { user, userId: login.json().user_id as string, cookie: readSessionCookie(login) };
}

function send(cookie: string, url: string, content: string, extra: object = {}) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: { shifu_session: cookie },
    payload: {
      messages: [
        { role: "user", content: "antes", timestamp: "2026-11-22T10:00:00.000Z" },
        { role: "user", content, timestamp: new Date().toISOString() },
      ],
      ...extra,
    },
  });
}

describe("chats", () => {
  it("requires a session for every chat call", async () => {
    for (const [method, url] of [
      ["GET", "/get_shifu_chat"],
      ["GET", "/get_gmail_chat"],
      ["POST", "/api/chatAi"],
      ["POST", "/ultimos_mensajes"],
      ["GET", "/get_step_by_step"],
      ["POST", "/set_step_by_step"],
    ] as const) {
      const response = await testApp.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("keeps each assistant's history apart", async () => {
    const { cookie } = await signIn();
    await send(cookie, "/api/chat/gmail", "hola gmail");
    await send(cookie, "/api/chat/docs", "hola docs");
    const gmail = await testApp.app.inject({
      method: "GET",
      url: "/get_gmail_chat",
      cookies: { shifu_session: cookie },
    });
    const docs = await testApp.app.inject({ method: "GET", url: "/get_docs_chat", cookies: { shifu_session: cookie } });
    const shifu = await testApp.app.inject({
      method: "GET",
      url: "/get_shifu_chat",
      cookies: { shifu_session: cookie },
    });
    const userContents = (response: { json(): { messages: { role: string; content: string }[] } }) =>
      response
        .json()
        .messages.filter((message) => message.role === "user")
        .map((message) => message.content);
    expect(userContents(gmail)).toEqual(["hola gmail"]);
    expect(userContents(docs)).toEqual(["hola docs"]);
    expect(shifu.json().messages).toEqual([]);
  });

  it("refuses blank messages and a last message that is not the user's; an unknown app goes to the general chat", async () => {
    const { cookie } = await signIn();
    const blank = await send(cookie, "/api/chatAi", "   \n ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(chatTexts.emptyMessage);
    const notUser = await testApp.app.inject({
      method: "POST",
      url: "/api/chatAi",
      cookies: { shifu_session: cookie },
      payload: { messages: [{ role: "assistant", content: "hola" }] },
    });
    expect(notUser.statusCode).toBe(400);
    const empty = await testApp.app.inject({
      method: "GET",
      url: "/get_shifu_chat",
      cookies: { shifu_session: cookie },
    });
    expect(empty.json().messages).toEqual([]);
    const unknown = await send(cookie, "/api/chat/myspace", "hola");
    expect(unknown.statusCode).toBe(200);
    const history = await testApp.app.inject({
      method: "GET",
      url: "/get_shifu_chat",
      cookies: { shifu_session: cookie },
    });
    expect(history.json().messages.map((message: { role: string }) => message.role)).toEqual(["user", "assistant"]);
  });

  it("refuses another user's e-mail in the query with 403", async () => {
    const me = await signIn();
    const other = await signIn();
    const response = await testApp.app.inject({
      method: "GET",
      url: `/get_shifu_chat?email=${encodeURIComponent(other.user.correo)}`,
      cookies: { shifu_session: me.cookie },
    });
    expect(response.statusCode).toBe(403);
    const own = await testApp.app.inject({
      method: "GET",
      url: `/get_shifu_chat?email=${encodeURIComponent(me.user.correo)}`,
      cookies: { shifu_session: me.cookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it("stores the assistant's answer when there is one, and counts it unread until the chat is opened", async () => {
    const { userId, cookie } = await signIn();
    const db = testApp.database.db;
    await appendChatMessage(db, { userId, chatName: "GmailChat", role: "user", content: "hola" });
    await appendChatMessage(db, { userId, chatName: "GmailChat", role: "assistant", content: "Recibí 1 mensaje(s)." });

    const latest = await testApp.app.inject({
      method: "POST",
      url: "/ultimos_mensajes",
      cookies: { shifu_session: cookie },
      payload: {},
    });
    expect(latest.json().messages).toEqual([
      { chat_name: "GmailChat", content: "Recibí 1 mensaje(s).", unread_count: 1 },
    ]);

    const read = await testApp.app.inject({
      method: "POST",
      url: "/mark_chat_read",
      cookies: { shifu_session: cookie },
      payload: { chat_name: "GmailChat" },
    });
    expect(read.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: "POST",
      url: "/ultimos_mensajes",
      cookies: { shifu_session: cookie },
    });
    expect(after.json().messages[0].unread_count).toBe(0);

    await appendChatMessage(db, { userId, chatName: "GmailChat", role: "assistant", content: "Otro aviso." });
    const reopened = await testApp.app.inject({
      method: "POST",
      url: "/ultimos_mensajes",
      cookies: { shifu_session: cookie },
    });
    expect(reopened.json().messages[0].unread_count).toBe(1);
  });
});

describe("guided tour flag", () => {
  it("is false for a new user and true once finished or skipped", async () => {
    const { user, cookie } = await signIn();
    const before = await testApp.app.inject({
      method: "GET",
      url: `/get_step_by_step?email=${encodeURIComponent(user.correo)}`,
      cookies: { shifu_session: cookie },
    });
    expect(before.json()).toEqual({ "step-by-step": false });
    const set = await testApp.app.inject({
      method: "POST",
      url: "/set_step_by_step",
      cookies: { shifu_session: cookie },
      payload: { email: user.correo },
    });
    expect(set.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: "GET",
      url: "/get_step_by_step",
      cookies: { shifu_session: cookie },
    });
    expect(after.json()).toEqual({ "step-by-step": true });
  });
});
