import { chatMessages as chatTexts } from "@shifu/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postChat, readChatHistory, readUiStreamChunks } from "../../test/chat-over-http";
import { signInNewUser } from "../../test/connect-service-via-app";
import { callTool, FakeModelServer, type Responder, stallAfter, streamText } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";

const model = new FakeModelServer();
let testApp: TestApp;
let baseUrl: string;
let llmUrl: string;

beforeAll(async () => {
  llmUrl = await model.start();
  testApp = await createTestApp({
    env: {
      LLM_BASE_URL: llmUrl,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "sk-test",
      REGISTRATION_LIMIT_PER_HOUR: "1000",
    },
  });
  // Streaming and aborts need a real socket, not inject().
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await testApp.close();
  await model.stop();
});
beforeEach(() => model.script());

describe("the assistant over an OpenAI-compatible server", () => {
  it("streams the answer sentence by sentence as the AI SDK's UI message stream, and stores it", async () => {
    model.script(streamText(["Hola", ", ", "soy ", "Shifu", ".", " ¿En qué ", "te ayudo?"]));
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "¿Quién eres?", { stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const chunks = await readUiStreamChunks(response);
    const deltas = chunks.filter((chunk) => chunk.type === "text-delta").map((chunk) => chunk.delta);
    // Each sentence is shown once it is whole, so the reply guard judges it before anyone reads it.
    expect(deltas).toEqual(["Hola, soy Shifu. ", "¿En qué te ayudo?"]);
    expect(chunks.at(-1)?.type).toBe("finish");

    expect(model.requests[0]?.model).toBe("fake-model");
    expect(model.requests[0]?.stream).toBe(true);
    expect(model.requests[0]?.messages.at(-1)).toMatchObject({ role: "user", content: "¿Quién eres?" });
    expect(await readChatHistory(testApp.app, cookie)).toMatchObject([
      { role: "user", content: "¿Quién eres?" },
      { role: "assistant", content: "Hola, soy Shifu. ¿En qué te ayudo?" },
    ]);
  });

  it("answers plain JSON with { message } when the client does not ask for a stream", async () => {
    model.script(streamText(["Buenos ", "días."]));
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "Hola");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Buenos días." });
  });

  it("runs a tool the model calls and gives the model its result before the final text", async () => {
    model.script(callTool("shifu_summarize_pending", {}), streamText(["No tienes ", "nada pendiente."]));
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "¿Qué tengo pendiente?", { stream: true });
    const chunks = await readUiStreamChunks(response);
    expect(chunks.find((chunk) => chunk.type === "tool-input-available")).toMatchObject({
      toolName: "shifu_summarize_pending",
    });
    expect(chunks.find((chunk) => chunk.type === "tool-output-available")).toMatchObject({
      output: { status: "ok", output: { kind: "list", items: [] } },
    });

    expect(model.requests).toHaveLength(2);
    const offered = model.requests[0]?.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toEqual(expect.arrayContaining(["shifu_search_everything", "shifu_summarize_pending"]));
    const toolMessage = model.requests[1]?.messages.find((message) => message.role === "tool");
    expect(toolMessage?.tool_call_id).toBe("call_1");
    expect(JSON.parse(String(toolMessage?.content))).toMatchObject({ status: "ok", notice: expect.any(String) });
    expect((await readChatHistory(testApp.app, cookie)).at(-1)).toEqual(
      expect.objectContaining({ role: "assistant", content: "No tienes nada pendiente." }),
    );
  });

  it("turns a model that never starts answering into the spec's error text, keeping the user's message", async () => {
    // Only this test runs with a short first-token timeout: the others must not race a clock on a busy machine.
    const impatient = await createTestApp({
      env: {
        LLM_BASE_URL: llmUrl,
        LLM_MODEL: "fake-model",
        LLM_API_KEY: "sk-test",
        LLM_FIRST_TOKEN_TIMEOUT_MS: "400",
      },
    });
    try {
      const url = await impatient.app.listen({ port: 0, host: "127.0.0.1" });
      model.script(stallAfter());
      const { cookie } = await signInNewUser(impatient.app);
      const response = await postChat(url, cookie, "¿Sigues ahí?");
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toBe(chatTexts.modelFailed);
      expect(await readChatHistory(impatient.app, cookie)).toMatchObject([{ role: "user", content: "¿Sigues ahí?" }]);
    } finally {
      await impatient.close();
    }
  });

  it("turns a 500 from the model server into the spec's error text, in JSON and in the stream", async () => {
    const fail: Responder = async (_body, _request, response) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "internal error", type: "server_error" } }));
    };
    model.script(fail, fail);
    const { cookie } = await signInNewUser(testApp.app);
    const response = await postChat(baseUrl, cookie, "Hola");
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toBe(chatTexts.modelFailed);

    model.script(fail, fail);
    const streamed = await postChat(baseUrl, cookie, "Hola otra vez", { stream: true });
    const chunks = await readUiStreamChunks(streamed);
    expect(chunks.find((chunk) => chunk.type === "error")).toEqual({ type: "error", errorText: chatTexts.modelFailed });
    expect(await readChatHistory(testApp.app, cookie)).toMatchObject([
      { role: "user", content: "Hola" },
      { role: "user", content: "Hola otra vez" },
    ]);
  });

  it("stops the model call when the browser goes away, and stores what was generated", async () => {
    model.script(streamText(["Uno ", "dos ", "tres ", ...Array.from({ length: 200 }, () => "más ")], 50));
    const { cookie } = await signInNewUser(testApp.app);
    const leaving = new AbortController();
    const response = await postChat(baseUrl, cookie, "Cuenta hasta mil", { stream: true, signal: leaving.signal });
    const reader = response.body?.getReader();
    let received = "";
    while (!received.includes("tres")) {
      const { value } = (await reader?.read()) ?? {};
      received += new TextDecoder().decode(value);
    }
    leaving.abort();

    await expect.poll(() => model.closedEarly[0], { timeout: 3000 }).toBe(true);
    await expect
      .poll(async () => (await readChatHistory(testApp.app, cookie)).at(-1), { timeout: 3000 })
      .toMatchObject({ role: "assistant", content: expect.stringMatching(/^Uno dos tres/) });
    const stored = (await readChatHistory(testApp.app, cookie)).at(-1)?.content ?? "";
    expect(stored.split("más").length).toBeLessThan(100);
  });
});
