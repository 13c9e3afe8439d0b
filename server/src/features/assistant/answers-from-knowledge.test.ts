import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInNewUser } from "../../test/connect-service-via-app";
import { FakeModelServer, streamText } from "../../test/fake-model-server";
import { createTestApp, type TestApp } from "../../test/test-app";
import { deleteKnowledgeItem, insertKnowledgeItems } from "../training/knowledge-store";
import { parseSpanishDates } from "./local-engine/parse-spanish-dates";

const TIME_ZONE = "Europe/Madrid";
const model = new FakeModelServer();
let localApp: TestApp;
let modelApp: TestApp;

beforeAll(async () => {
  const env = { ASSISTANT_TIME_ZONE: TIME_ZONE, REGISTRATION_LIMIT_PER_HOUR: "1000" };
  localApp = await createTestApp({ env });
  modelApp = await createTestApp({ env: { ...env, LLM_BASE_URL: await model.start(), LLM_MODEL: "fake-model" } });
});
afterAll(async () => {
  await localApp.close();
  await modelApp.close();
  await model.stop();
});

function chat(testApp: TestApp, cookie: string, content: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/chatAi",
    cookies: { shifu_session: cookie },
    payload: { messages: [{ role: "user", content }] },
  });
}

/** What the training chat stores for 'el martes a las 10 tengo reunión con Ana', taught today. */
async function teachMeetingWithAna(testApp: TestApp, userId: string): Promise<string> {
  const tuesday = parseSpanishDates("el martes", { now: new Date(), timeZone: TIME_ZONE, direction: "future" });
  const [item] = await insertKnowledgeItems(testApp.database.db, {
    userId,
    sourceMessageId: null,
    items: [
      {
        type: "reuniones",
        fecha: tuesday.dueDate?.slice(0, 10) ?? null,
        hora: "10:00",
        descripcion: "Reunión con Ana",
        content: { people: ["Ana"] },
      },
    ],
  });
  if (!item) throw new Error("no se guardó la reunión");
  return item.id;
}

describe("what the person taught, in the general chat", () => {
  it("answers '¿con quién tengo reunión el martes?' from it with the local engine, and forgets a deleted item", async () => {
    const { userId, cookie } = await signInNewUser(localApp.app);
    const id = await teachMeetingWithAna(localApp, userId);

    const answered = await chat(localApp, cookie, "¿con quién tengo reunión el martes?");
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toMatch(/Esto es lo que me has contado:[\s\S]*Reunión con Ana[\s\S]*10:00/);
    const who = await chat(localApp, cookie, "¿cuándo es mi reunión con Ana?");
    expect(who.json().message).toContain("Reunión con Ana");

    expect(await deleteKnowledgeItem(localApp.database.db, userId, id)).toBe(true);
    const forgotten = await chat(localApp, cookie, "¿con quién tengo reunión el martes?");
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json().message).not.toContain("Ana");
    expect(forgotten.json().message).toMatch(/Todavía no me has enseñado nada|No tengo nada anotado/);
  });

  it("gives a configured model the summary in its instructions, read again at every turn", async () => {
    const { userId, cookie } = await signInNewUser(modelApp.app);
    const id = await teachMeetingWithAna(modelApp, userId);
    model.script(streamText(["Con Ana."]), streamText(["No lo sé."]));

    await chat(modelApp, cookie, "¿con quién tengo reunión el martes?");
    const system = () => JSON.stringify(model.requests.at(-1)?.messages.find((message) => message.role === "system"));
    expect(system()).toContain("Lo que el usuario te enseñó");
    expect(system()).toContain("Reunión con Ana");
    expect(model.requests.at(-1)?.tools?.map((tool) => tool.function.name)).toContain("shifu_recall_knowledge");

    await deleteKnowledgeItem(modelApp.database.db, userId, id);
    await chat(modelApp, cookie, "¿y ahora?");
    expect(system()).not.toContain("Reunión con Ana");
  });
});
