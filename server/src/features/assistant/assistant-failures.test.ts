import { chatMessages as chatTexts } from "@shifu/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postChat, readChatHistory, readUiStreamChunks } from "../../test/chat-over-http";
import { signInNewUser } from "../../test/connect-service-via-app";
import {
  FakeModelServer,
  type Responder,
  sleep,
  stallAfter,
  startStream,
  streamText,
  writeChunk,
} from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { recordReplyOutcome, storeUserMessage } from "./store-user-message";

const model = new FakeModelServer();
let llmUrl: string;
let testApp: TestApp;
let baseUrl: string;

const modelEnv = (url: string) => ({
  LLM_BASE_URL: url,
  LLM_MODEL: "fake-model",
  LLM_API_KEY: "sk-test",
  REGISTRATION_LIMIT_PER_HOUR: "1000",
});

beforeAll(async () => {
  llmUrl = await model.start();
  testApp = await createTestApp({ env: modelEnv(llmUrl) });
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await testApp.close();
  await model.stop();
});
beforeEach(() => model.script());

/** Half an answer, then the model server's connection drops. */
const dieMidway: Responder = async (_body, _request, response) => {
  startStream(response);
  writeChunk(response, { role: "assistant", content: "" });
  writeChunk(response, { content: "Tus tres correos son: " });
  writeChunk(response, { content: "uno de Marta, " });
  await sleep(50);
  response.destroy();
};

const answer500: Responder = async (_body, _request, response) => {
  response.writeHead(500, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { message: "internal error", type: "server_error" } }));
};

describe("a model that fails", () => {
  it("streams half an answer and dies: the spec's error, the user's message kept and marked, no half answer stored", async () => {
    model.script(dieMidway);
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "¿Qué correos tengo?", { stream: true });
    const chunks = await readUiStreamChunks(response);
    expect(chunks.find((chunk) => chunk.type === "error")).toEqual({ type: "error", errorText: chatTexts.modelFailed });
    expect(await readChatHistory(testApp.app, cookie)).toEqual([
      expect.objectContaining({ role: "user", content: "¿Qué correos tengo?", replyFailed: true }),
    ]);
  });

  it("answers 500: a Spanish 503 and the failure kept in the history", async () => {
    model.script(answer500);
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "Hola");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: chatTexts.modelFailed });
    expect(await readChatHistory(testApp.app, cookie)).toEqual([
      expect.objectContaining({ role: "user", content: "Hola", replyFailed: true }),
    ]);
  });

  it("times out between tokens: the error, and the words it sent are not stored as an answer", async () => {
    // Only this test runs with a short token timeout: the others must not race a clock on a busy machine.
    const impatient = await createTestApp({ env: { ...modelEnv(llmUrl), LLM_FIRST_TOKEN_TIMEOUT_MS: "400" } });
    try {
      const url = await impatient.app.listen({ port: 0, host: "127.0.0.1" });
      model.script(stallAfter(["Déjame pensar"]));
      const { cookie } = await signInNewUser(impatient.app);
      const response = await postChat(url, cookie, "Resume mi semana", { stream: true });
      const chunks = await readUiStreamChunks(response);
      expect(chunks.some((chunk) => chunk.type === "error" && chunk.errorText === chatTexts.modelFailed)).toBe(true);
      const history = await readChatHistory(impatient.app, cookie);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ role: "user", replyFailed: true });
    } finally {
      await impatient.close();
    }
  });

  it("a retry of the failed message answers that same message and clears its mark, leaving no copy", async () => {
    // The first message fails on both attempts (the AI SDK retries once); the retry gets the answer.
    model.script(answer500, answer500, streamText(["Ya ", "estoy ", "aquí."]));
    const { cookie } = await signInNewUser(testApp.app);
    expect((await postChat(baseUrl, cookie, "¿Estás ahí?")).status).toBe(503);
    const retried = await postChat(baseUrl, cookie, "¿Estás ahí?");
    expect(retried.status).toBe(200);
    const history = await readChatHistory(testApp.app, cookie);
    expect(history).toEqual([
      { role: "user", content: "¿Estás ahí?", timestamp: expect.any(String) },
      { role: "assistant", content: "Ya estoy aquí.", timestamp: expect.any(String) },
    ]);
  });

  it("a new message after a failed one is stored as new; the failed one keeps its mark", async () => {
    model.script(answer500, answer500, streamText(["Vale."]));
    const { cookie } = await signInNewUser(testApp.app);
    await postChat(baseUrl, cookie, "Primero");
    await postChat(baseUrl, cookie, "Segundo");
    expect(await readChatHistory(testApp.app, cookie)).toMatchObject([
      { role: "user", content: "Primero", replyFailed: true },
      { role: "user", content: "Segundo" },
      { role: "assistant", content: "Vale." },
    ]);
    expect((await readChatHistory(testApp.app, cookie))[1]).not.toHaveProperty("replyFailed");
  });
});

describe("a reply that never comes", () => {
  it("reads as failed once its deadline passes, whatever stopped it (the database gone, the process killed)", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    // Stored, then nothing more: the turn never got to store a reply or a failure.
    await storeUserMessage(
      testApp.database.db,
      { userId, chatName: "Principal", content: "¿Sigue ahí?" },
      new Date(Date.now() + 300),
    );
    expect((await readChatHistory(testApp.app, cookie))[0]).not.toHaveProperty("replyFailed");
    await sleep(400);
    expect(await readChatHistory(testApp.app, cookie)).toEqual([
      expect.objectContaining({ role: "user", content: "¿Sigue ahí?", replyFailed: true }),
    ]);
  });

  it("reads as answered once the reply is stored, before its deadline", async () => {
    const { userId, cookie } = await signInNewUser(testApp.app);
    const stored = await storeUserMessage(
      testApp.database.db,
      { userId, chatName: "Principal", content: "Hola" },
      new Date(Date.now() + 200),
    );
    await recordReplyOutcome(testApp.database.db, stored.id, { failed: false });
    await sleep(300);
    expect((await readChatHistory(testApp.app, cookie))[0]).not.toHaveProperty("replyFailed");
  });

  it("is not marked while the answer is still coming", async () => {
    model.script(streamText(["Un ", "momento ", "por ", "favor."], 300));
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "Espera", { stream: true });
    await sleep(400);
    expect((await readChatHistory(testApp.app, cookie))[0]).not.toHaveProperty("replyFailed");
    await readUiStreamChunks(response);
    const history = await readChatHistory(testApp.app, cookie);
    expect(history[0]).not.toHaveProperty("replyFailed");
    expect(history[1]).toMatchObject({ role: "assistant" });
  });
});

describe("the server shutting down during a streamed answer", () => {
  it("ends the stream with the spec's error instead of leaving the client waiting, and marks the message", async () => {
    const instance = await createTestApp({ env: { ...modelEnv(llmUrl), LLM_TOTAL_TIMEOUT_MS: "60000" } });
    const url = await instance.app.listen({ port: 0, host: "127.0.0.1" });
    model.script(
      streamText(
        Array.from({ length: 400 }, (_, index) => `palabra${index} `),
        100,
      ),
    );
    const { cookie } = await signInNewUser(instance.app);
    const response = await postChat(url, cookie, "Cuéntame algo largo", { stream: true });
    const reader = response.body?.getReader();
    let received = "";
    while (!received.includes("palabra2")) {
      const { value } = (await reader?.read()) ?? {};
      received += new TextDecoder().decode(value);
    }
    const closing = instance.app.close();
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true };
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    await closing;
    expect(received).toContain(JSON.stringify({ type: "error", errorText: chatTexts.modelFailed }));
    expect(received).not.toContain("palabra399");

    const reopened = await createTestApp({ database: instance.database, env: modelEnv(llmUrl) });
    try {
      expect(await readChatHistory(reopened.app, cookie)).toEqual([
        expect.objectContaining({ role: "user", content: "Cuéntame algo largo", replyFailed: true }),
      ]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
