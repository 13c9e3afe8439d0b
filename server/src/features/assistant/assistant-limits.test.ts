import { chatMessages as chatTexts } from "@shifu/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatMessages } from "../../db/schema";
import { signInNewUser } from "../../test/connect-service-via-app";
import { FakeModelServer, streamText } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { setPlan } from "../plans/plans.service";

const model = new FakeModelServer();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      LLM_BASE_URL: await model.start(),
      LLM_MODEL: "fake-model",
      ASSISTANT_DAILY_MESSAGES_FREE: "3",
      ASSISTANT_DAILY_MESSAGES_PREMIUM: "4",
      ASSISTANT_CONTEXT_TOKENS: "2000",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await model.stop();
});
beforeEach(() => model.script(...Array.from({ length: 5 }, () => streamText(["Vale."]))));

function chat(cookie: string, payload: object | string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/chatAi",
    cookies: { shifu_session: cookie },
    headers: { "content-type": "application/json" },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

async function countStored(cookie: string): Promise<number> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/get_shifu_chat",
    cookies: { shifu_session: cookie },
  });
  return response.json().messages.length;
}

describe("the assistant's limits", () => {
  it("answers the daily cap with a Spanish 429 and Retry-After, without storing the message", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    for (const content of ["uno", "dos", "tres"]) {
      expect((await chat(cookie, { messages: [{ role: "user", content }] })).statusCode).toBe(200);
    }
    const refused = await chat(cookie, { messages: [{ role: "user", content: "cuatro" }] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(chatTexts.dailyLimitReached(3));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await countStored(cookie)).toBe(6);

    const other = await signInNewUser(testApp.app);
    expect((await chat(other.cookie, { messages: [{ role: "user", content: "hola" }] })).statusCode).toBe(200);
  });

  it("gives a premium user the premium cap", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    await setPlan(testApp.database.db, userId, "premium", new Date(Date.now() + 86_400_000));
    for (const content of ["uno", "dos", "tres", "cuatro"]) {
      expect((await chat(cookie, { messages: [{ role: "user", content }] })).statusCode).toBe(200);
    }
    const refused = await chat(cookie, { messages: [{ role: "user", content: "cinco" }] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(chatTexts.dailyLimitReached(4));
  });

  it("refuses a body over 1 MB with a Spanish 413 and stores nothing", async () => {
    const { cookie } = await signInNewUser(testApp.app);
    const huge = {
      messages: [
        ...Array.from({ length: 200 }, () => ({ role: "user", content: "x".repeat(6000) })),
        { role: "user", content: "hola" },
      ],
    };
    const response = await chat(cookie, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/demasiado grandes/);
    expect(await countStored(cookie)).toBe(0);
  });

  it("builds the model's context from a 10,000-message chat within the token budget, newest kept", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const start = Date.now() - 10_000 * 60_000;
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      userId,
      chatName: "Principal",
      role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `Mensaje número ${index} con algo de texto para que ocupe sitio en el contexto del modelo.`,
      createdAt: new Date(start + index * 60_000),
    }));
    for (let offset = 0; offset < rows.length; offset += 1000) {
      await testApp.database.db.insert(chatMessages).values(rows.slice(offset, offset + 1000));
    }
    const response = await chat(cookie, { messages: [{ role: "user", content: "¿Qué te dije al final?" }] });
    expect(response.statusCode).toBe(200);
    const sent = model.requests[0]?.messages ?? [];
    const characters = sent.reduce((total, message) => total + String(message.content).length, 0);
    expect(characters).toBeLessThan(2000 * 3.5);
    expect(sent.length).toBeGreaterThan(5);
    expect(sent.at(-1)).toMatchObject({ role: "user", content: "¿Qué te dije al final?" });
    expect(JSON.stringify(sent)).toContain("Mensaje número 9999");
    expect(JSON.stringify(sent)).not.toContain("Mensaje número 5000 ");
  });
});
