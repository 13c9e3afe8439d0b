import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { signInNewUser, signInWithService } from "../../test/connect-service-via-app";
import { createTestApp, type TestApp } from "../../test/test-app";

const sandbox = useSandbox();
const GMAIL_LIST = "/gmail/v1/users/me/messages";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://localhost:3000", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
});
afterAll(async () => {
  await testApp.close();
});

async function injectFault(fault: object) {
  const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(200);
}

async function ask(cookie: string, path: string, content: string): Promise<{ status: number; message: string }> {
  const response = await testApp.app.inject({
    method: "POST",
    url: path,
    cookies: { shifu_session: cookie },
    headers: { origin: "http://localhost:3000" },
    payload: { messages: [{ role: "user", content, timestamp: new Date().toISOString() }] },
  });
  return { status: response.statusCode, message: response.json().message };
}

describe("a provider that fails during a tool call", () => {
  it("answers a 429 in Spanish with its wait, while another user's request is answered meanwhile", async () => {
    const limited = await signInWithService(testApp, "gmail");
    const other = await signInNewUser(testApp.app);
    await injectFault({
      host: "gmail.googleapis.com",
      path: GMAIL_LIST,
      method: "GET",
      status: 429,
      retryAfterSeconds: 1,
      count: 3,
    });

    const finished: string[] = [];
    const [limitedReply] = await Promise.all([
      ask(limited.cookie, "/api/chat/gmail", "¿Cuáles son mis últimos correos recibidos?").then((reply) => {
        finished.push("limited");
        return reply;
      }),
      ask(other.cookie, "/api/chatAi", "Hola").then((reply) => {
        finished.push("other");
        expect(reply.status).toBe(200);
        return reply;
      }),
    ]);
    expect(limitedReply.status).toBe(200);
    expect(limitedReply.message).toContain("Gmail está recibiendo demasiadas peticiones y pide esperar unos 1 s");
    // The limited call waited out two Retry-After delays; the other user's answer did not wait behind it.
    expect(finished).toEqual(["other", "limited"]);
  });

  it("answers repeated 5xx in Spanish, after retrying", async () => {
    const user = await signInWithService(testApp, "gmail");
    await injectFault({ host: "gmail.googleapis.com", path: GMAIL_LIST, method: "GET", status: 503, count: 3 });
    const reply = await ask(user.cookie, "/api/chat/gmail", "¿Cuáles son mis últimos correos recibidos?");
    expect(reply.status).toBe(200);
    expect(reply.message).toContain("Gmail está fallando ahora mismo (error 503)");
    const faults = (await (await fetch(`${sandbox.url}/__sandbox/faults`)).json()) as { faults: unknown[] };
    expect(faults.faults).toEqual([]);
  });
});
