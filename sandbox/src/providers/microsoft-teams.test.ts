import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { demoAccounts } from "../demo-accounts";
import type { GraphChatMessage, MicrosoftData } from "../demo-data/microsoft-data";
import { connectWithPkce } from "../test/oauth-test-client";

const GRAPH = "/graph.microsoft.com/v1.0";
const bind = (id: string) => `https://graph.microsoft.com/v1.0/users('${id}')`;

describe("Microsoft Graph Teams chats and users", () => {
  let app: SandboxApp;
  let headers: Record<string, string>;

  beforeEach(async () => {
    app = buildSandboxApp();
    const tokens = await connectWithPkce(app, "microsoft", {
      scope: "openid offline_access User.Read Chat.ReadWrite User.ReadBasic.All",
      response_mode: "query",
    });
    headers = { authorization: `Bearer ${tokens.access_token}` };
  });

  const get = (url: string) => app.inject({ method: "GET", url: `${GRAPH}${url}`, headers });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `${GRAPH}${url}`, headers, payload });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/microsoft" })).json<MicrosoftData>();

  it("lists chats by their last message, with members and the preview expanded", async () => {
    const response = await get(
      "/me/chats?$expand=members,lastMessagePreview&$orderby=lastMessagePreview/createdDateTime desc&$top=3",
    );
    expect(response.statusCode).toBe(200);
    const chats = response.json().value;
    expect(chats).toHaveLength(3);
    expect(chats[0]).toMatchObject({
      chatType: "oneOnOne",
      lastMessagePreview: { body: { content: expect.stringContaining("Rosa ha confirmado") } },
    });
    expect(chats[0].members.map((member: { displayName: string }) => member.displayName)).toEqual([
      "Ana García",
      "Javier Ruiz",
    ]);
    expect(chats[2].topic).toBe("Lanzamiento campaña de Navidad");
    expect((await get("/me/chats?$orderby=topic")).statusCode).toBe(400);
    expect((await get("/me/chats")).json().value[0].members).toBeUndefined();
  });

  it("lists a chat's messages newest first, $top bounded to 50, NotFound for an unknown chat", async () => {
    const [chat] = (await readData()).chats;
    const response = await get(`/me/chats/${encodeURIComponent(chat?.id ?? "")}/messages?$top=2`);
    expect(response.statusCode).toBe(200);
    const messages = response.json().value as GraphChatMessage[];
    expect(messages.map((message) => message.body.content)).toEqual([
      "Rosa ha confirmado la reunión del martes a las 12. ¿Te viene bien?",
      "Perfecto, la cambio y se la mando a Rosa mañana.",
    ]);
    expect((await get(`/me/chats/${encodeURIComponent(chat?.id ?? "")}/messages?$top=51`)).statusCode).toBe(400);
    const missing = await get("/me/chats/19:noexiste@thread.v2/messages");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NotFound");
  });

  it("finds people with startswith filters on the directory", async () => {
    const response = await get(
      `/users?$filter=${encodeURIComponent("startswith(displayName,'pablo') or startswith(mail,'pablo')")}&$select=id,displayName,mail`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual([
      { id: expect.any(String), displayName: "Pablo Moreno", mail: "pablo.moreno@ejemplo.com" },
    ]);
    const bad = await get("/users?$filter=displayName like 'x'");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("Request_UnsupportedQuery");
  });

  it("answers the existing one-on-one chat, creates a new one, and posts a message into it", async () => {
    const data = await readData();
    const javier = data.users.find((user) => user.displayName === "Javier Ruiz");
    const pablo = data.users.find((user) => user.displayName === "Pablo Moreno");
    const members = (other: string) => [
      {
        "@odata.type": "#microsoft.graph.aadUserConversationMember",
        roles: ["owner"],
        "user@odata.bind": bind(demoAccounts.microsoft.id),
      },
      { "@odata.type": "#microsoft.graph.aadUserConversationMember", roles: ["owner"], "user@odata.bind": bind(other) },
    ];
    const existing = await post("/chats", { chatType: "oneOnOne", members: members(javier?.id ?? "") });
    expect(existing.statusCode).toBe(201);
    expect(existing.json().id).toBe(data.chats[0]?.id);

    const created = await post("/chats", { chatType: "oneOnOne", members: members(pablo?.id ?? "") });
    expect(created.statusCode).toBe(201);
    const chatId = created.json().id as string;
    expect(chatId).toMatch(/@unq\.gbl\.spaces$/);

    const sent = await post(`/chats/${encodeURIComponent(chatId)}/messages`, {
      body: { content: "¿Revisamos la 2.4?" },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ chatId, body: { content: "¿Revisamos la 2.4?" } });
    const after = await readData();
    expect(after.chats).toHaveLength(data.chats.length + 1);
    expect(after.chatMessages.filter((message) => message.chatId === chatId)).toHaveLength(1);

    const stranger = await post("/chats", {
      chatType: "oneOnOne",
      members: [members(pablo?.id ?? "")[1], members(javier?.id ?? "")[1]],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await post("/chats/19:noexiste@thread.v2/messages", { body: { content: "hola" } })).statusCode).toBe(404);
  });

  it("refuses the directory without a user permission", async () => {
    const tokens = await connectWithPkce(app, "microsoft", { scope: "openid Chat.Read", response_mode: "query" });
    const refused = await app.inject({
      method: "GET",
      url: `${GRAPH}/users`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("Authorization_RequestDenied");
  });

  it("filters a chat's messages by their last change, reads one and soft-deletes it", async () => {
    const data = await readData();
    const group = data.chats.find((chat) => chat.topic === "Lanzamiento campaña de Navidad");
    const chatPath = `/me/chats/${encodeURIComponent(group?.id ?? "")}/messages`;
    const since = new Date(Date.now() - 50 * 3_600_000).toISOString();
    const recent = await get(`${chatPath}?$orderby=lastModifiedDateTime desc&$filter=lastModifiedDateTime gt ${since}`);
    expect(recent.json().value.map((message: GraphChatMessage) => message.body.content)).toEqual([
      "Folleto enviado a imprenta. ¡Gracias a todos!",
      "Los comerciales necesitan el folleto antes del día 1.",
    ]);
    expect(
      (await get(`${chatPath}?$orderby=lastModifiedDateTime desc&$filter=createdDateTime gt ${since}`)).statusCode,
    ).toBe(400);
    const events = data.chatMessages.filter((message) => message.messageType === "systemEventMessage");
    expect(events).toEqual([expect.objectContaining({ chatId: group?.id, from: null })]);

    const [newest] = recent.json().value as GraphChatMessage[];
    expect((await get(`${chatPath}/${newest?.id}`)).json()).toMatchObject({ id: newest?.id, deletedDateTime: null });
    const deleted = await app.inject({ method: "POST", url: `${GRAPH}${chatPath}/${newest?.id}/softDelete`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`${chatPath}/${newest?.id}`)).json()).toMatchObject({
      deletedDateTime: expect.any(String),
      body: { content: "" },
    });
    expect((await get(`${chatPath}/1`)).statusCode).toBe(404);
  });
});
