import type { ServerResponse } from "node:http";
import { planMessages, TRAINING_CHAT_NAME, trainingMessages } from "@shifu/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { connectServiceViaApp, signInNewUser } from "../../test/connect-service-via-app";
import { FakeModelServer, type Responder } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { setPlan } from "../plans/plans.service";

const model = new FakeModelServer();
let localApp: TestApp;
let modelApp: TestApp;

beforeAll(async () => {
  const llmUrl = await model.start();
  const env = { REGISTRATION_LIMIT_PER_HOUR: "1000", ASSISTANT_TIME_ZONE: "Europe/Madrid" };
  localApp = await createTestApp({ env });
  modelApp = await createTestApp({
    env: {
      ...env,
      LLM_BASE_URL: llmUrl,
      LLM_MODEL: "fake-model",
      LLM_API_KEY: "sk-test",
      LLM_TOTAL_TIMEOUT_MS: "5000",
    },
  });
});
afterAll(async () => {
  await localApp.close();
  await modelApp.close();
  await model.stop();
});
beforeEach(() => model.script());

async function signInPremium(testApp: TestApp, plan: "premium" | "enterprise" = "premium") {
  const user = await signInNewUser(testApp.app);
  await setPlan(testApp.database.db, user.userId, plan, null);
  return user;
}

function send(testApp: TestApp, cookie: string, payload: object) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/chat/training",
    cookies: { shifu_session: cookie },
    payload: { chat_name: TRAINING_CHAT_NAME, ...payload },
  });
}

function get(testApp: TestApp, cookie: string, url: string) {
  return testApp.app.inject({ method: "GET", url, cookies: { shifu_session: cookie } });
}

/** An OpenAI-compatible, non-streamed answer whose text is `content`. */
function answerWith(content: string): Responder {
  return async (_body, _request, response: ServerResponse) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1_790_000_000,
        model: "fake-model",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
}

const failWith500: Responder = async (_body, _request, response) => {
  response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"boom"}}');
};

describe("the training chat on the local engine", () => {
  it("starts with an empty history and an empty summary", async () => {
    const { cookie } = await signInPremium(localApp);
    const history = await get(localApp, cookie, `/api/get_messages?chat_name=${TRAINING_CHAT_NAME}`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({ messages: [] });
    const summary = await get(localApp, cookie, `/api/summary?chat_name=${TRAINING_CHAT_NAME}`);
    expect(summary.json()).toEqual({ response: [] });
  });

  it("learns a meeting, says so, and keeps both messages in order", async () => {
    const { cookie } = await signInPremium(localApp, "enterprise");
    const sent = await send(localApp, cookie, { user_query: "el martes a las 10 tengo reunión con Ana" });
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body.learned).toHaveLength(1);
    expect(body.learned[0]).toMatchObject({ type: "reuniones", hora: "10:00", content: { people: ["Ana"] } });
    expect(body.learned[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.response).toMatch(/^Anotado: reunión con Ana el martes \d+ a las 10:00\.$/);
    const company = await send(localApp, cookie, { user_query: "trabajo en Acme como directora de marketing" });
    expect(company.json().response).toBe("Anotado: Acme, directora de marketing.");

    const history = (await get(localApp, cookie, "/api/get_messages?chat_name=TrainingChat")).json().messages;
    expect(history.map((message: { role: string }) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(history[0].content).toBe("el martes a las 10 tengo reunión con Ana");
    expect(history[1].content).toBe(body.response);
    expect(history[0].timestamp <= history[1].timestamp).toBe(true);
  });

  it("builds the summary from several messages, in the panels' order, only with panels that hold items", async () => {
    const { cookie } = await signInPremium(localApp);
    await send(localApp, cookie, { user_query: "Prefiero respuestas cortas." });
    const several = await send(localApp, cookie, {
      user_query: "Mi jefe es Marta Ruiz, marta@acme.com. Estoy trabajando en el proyecto Atlas.",
    });
    expect(several.json().response.split("\n")).toEqual(["Anotado:", "- Marta Ruiz (jefe)", "- proyecto Atlas"]);
    const summary = (await get(localApp, cookie, "/api/summary?chat_name=TrainingChat")).json().response;
    expect(summary.map((panel: { type: string }) => panel.type)).toEqual(["contactos", "proyectos", "tono"]);
    expect(summary[0]).toMatchObject({ title: "Contactos clave", icon: "users" });
    expect(summary[0].items[0].content).toEqual({ name: "Marta Ruiz", email: "marta@acme.com", role: "jefe" });
  });

  it("answers that nothing was learned, and that a repeated fact was already known", async () => {
    const { cookie } = await signInPremium(localApp);
    const nothing = await send(localApp, cookie, { user_query: "hola" });
    expect(nothing.json()).toEqual({ response: trainingMessages.nothingLearned, learned: [] });
    await send(localApp, cookie, { user_query: "prefiero respuestas cortas" });
    const again = await send(localApp, cookie, { user_query: "Prefiero respuestas cortas" });
    expect(again.json()).toEqual({ response: trainingMessages.alreadyKnown, learned: [] });
  });

  it("refuses a blank message with a Spanish text and stores nothing", async () => {
    const { cookie } = await signInPremium(localApp);
    const blank = await send(localApp, cookie, { user_query: "   \n " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(trainingMessages.emptyMessage);
    expect((await get(localApp, cookie, "/api/get_messages?chat_name=TrainingChat")).json().messages).toEqual([]);
  });

  it("deletes the person's own item, and answers 404 for an unknown id or another person's item", async () => {
    const owner = await signInPremium(localApp);
    const other = await signInPremium(localApp);
    const learned = (
      await send(localApp, owner.cookie, { user_query: "tengo que enviar el informe el viernes" })
    ).json().learned;
    const id = learned[0].id as string;
    const remove = (cookie: string, itemId: string) =>
      localApp.app.inject({
        method: "DELETE",
        url: `/api/summary/items/${itemId}`,
        cookies: { shifu_session: cookie },
      });

    const foreign = await remove(other.cookie, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(trainingMessages.itemNotFound);
    expect((await remove(owner.cookie, "not-a-uuid")).statusCode).toBe(404);

    const deleted = await remove(owner.cookie, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: trainingMessages.itemDeleted });
    expect((await get(localApp, owner.cookie, "/api/summary?chat_name=TrainingChat")).json()).toEqual({ response: [] });
    expect((await remove(owner.cookie, id)).statusCode).toBe(404);
  });

  it("refuses every training call to a free user with the plans' message", async () => {
    const { cookie } = await signInNewUser(localApp.app);
    const calls = [
      get(localApp, cookie, "/api/get_messages?chat_name=TrainingChat"),
      get(localApp, cookie, "/api/summary?chat_name=TrainingChat"),
      send(localApp, cookie, { user_query: "prefiero respuestas cortas" }),
      send(localApp, cookie, { user_query: " " }),
      localApp.app.inject({
        method: "DELETE",
        url: "/api/summary/items/00000000-0000-4000-8000-000000000000",
        cookies: { shifu_session: cookie },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(planMessages.premiumRequired);
    }
  });

  it("refuses visitors, another person's e-mail and another chat's name", async () => {
    const visitor = await localApp.app.inject({ method: "GET", url: "/api/summary" });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await signInPremium(localApp);
    const elsewhere = "email=someone-else%40example.com";
    expect((await get(localApp, cookie, `/api/get_messages?${elsewhere}`)).statusCode).toBe(403);
    expect((await get(localApp, cookie, `/api/summary?${elsewhere}`)).statusCode).toBe(403);
    expect((await send(localApp, cookie, { email: "someone-else@example.com", user_query: "hola" })).statusCode).toBe(
      403,
    );
    const principal = await get(localApp, cookie, "/api/get_messages?chat_name=Principal");
    expect(principal.statusCode).toBe(400);
    expect(principal.json().message).toBe(trainingMessages.otherChat);
  });
});

describe("the training chat with a configured model", () => {
  it("stores what the model's structured output says, cleaned", async () => {
    const { cookie } = await signInPremium(modelApp);
    model.script(
      answerWith(
        JSON.stringify({
          items: [
            {
              type: "contactos",
              fecha: null,
              hora: null,
              descripcion: "Marta Ruiz, jefa",
              content: { name: "Marta Ruiz", email: "marta@acme.com", role: "jefa" },
            },
            { type: "reuniones", fecha: "2026-11-24", hora: "9:00", descripcion: "Reunión con Ana", content: null },
            { type: "tareas", fecha: "el viernes", hora: "tarde", descripcion: "Enviar el informe" },
          ],
        }),
      ),
    );
    const sent = await send(modelApp, cookie, { user_query: "Cosas que deberías saber de mi semana" });
    expect(sent.statusCode).toBe(200);
    const learned = sent.json().learned;
    expect(learned.map((item: { type: string }) => item.type)).toEqual(["contactos", "reuniones", "tareas"]);
    expect(learned[1]).toMatchObject({ fecha: "2026-11-24", hora: "09:00" });
    expect(learned[2]).toMatchObject({ fecha: null, hora: null, content: null });
    expect(model.requests).toHaveLength(1);
    expect(JSON.stringify(model.requests[0]?.messages)).toContain("Europe/Madrid");
  });

  it("falls back to the rules when the model fails", async () => {
    const { cookie } = await signInPremium(modelApp);
    model.script(failWith500);
    const sent = await send(modelApp, cookie, { user_query: "prefiero respuestas cortas" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().learned).toMatchObject([{ type: "tono", descripcion: "Prefiero respuestas cortas" }]);
    expect(sent.json().response).toBe("Anotado: prefieres respuestas cortas.");
  });

  it("falls back to the rules when the model answers something that is not the schema", async () => {
    const { cookie } = await signInPremium(modelApp);
    model.script(answerWith("¡Claro! Lo tendré en cuenta."));
    const sent = await send(modelApp, cookie, { user_query: "trabajo en Acme como directora de marketing" });
    expect(sent.json().learned).toMatchObject([
      { type: "empresa", content: { company: "Acme", role: "directora de marketing" } },
    ]);
    model.script(answerWith(JSON.stringify({ items: [{ type: "cumpleaños", descripcion: "x" }] })));
    const odd = await send(modelApp, cookie, { user_query: "los viernes salgo a las 15" });
    expect(odd.json().learned).toMatchObject([{ type: "horarios", hora: "15:00", fecha: null }]);
  });
});

describe("the 'Reuniones' panel's meetings from the connected calendars", () => {
  const sandbox = useSandbox();
  let calendarApp: TestApp;

  beforeAll(async () => {
    calendarApp = await createTestApp({
      env: { SANDBOX_URL: sandbox.url, REGISTRATION_LIMIT_PER_HOUR: "1000", ASSISTANT_TIME_ZONE: "Europe/Madrid" },
    });
  });
  afterAll(async () => {
    await calendarApp.close();
  });

  it("lists the next meetings of Google Calendar and Outlook by start, and none without a calendar", async () => {
    const user = await signInPremium(calendarApp);
    const url = `/api/training/meetings?chat_name=${TRAINING_CHAT_NAME}`;
    expect((await get(calendarApp, user.cookie, url)).json()).toEqual({ meetings: [] });
    await connectServiceViaApp(calendarApp.app, user.cookie, "calendar");
    await connectServiceViaApp(calendarApp.app, user.cookie, "outlook");
    const response = await get(calendarApp, user.cookie, url);
    expect(response.statusCode).toBe(200);
    const { meetings } = response.json() as { meetings: { start: string; source: string; title: string }[] };
    expect(meetings.length).toBeGreaterThan(0);
    expect(meetings.length).toBeLessThanOrEqual(5);
    const starts = meetings.map((meeting) => Date.parse(meeting.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((start) => start > Date.now() - 86_400_000)).toBe(true);
    // Which calendar's meetings come first depends on the day the seeds fall on; each comes from one of the two.
    expect(meetings.every((meeting) => ["Google Calendar", "Outlook"].includes(meeting.source))).toBe(true);
  });

  it("is refused to the free plan like the rest of training", async () => {
    const user = await signInNewUser(calendarApp.app);
    const response = await get(calendarApp, user.cookie, `/api/training/meetings?chat_name=${TRAINING_CHAT_NAME}`);
    expect(response.statusCode).toBe(403);
  });
});
