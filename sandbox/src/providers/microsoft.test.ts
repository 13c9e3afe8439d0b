import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { MicrosoftData } from "../demo-data/microsoft-data";
import {
  connectWithPkce,
  createPkcePair,
  obtainPkceCode,
  REDIRECT_URI,
  refreshTokens,
  requestTokens,
} from "../test/oauth-test-client";
import { microsoft } from "./microsoft";

function connect(app: SandboxApp, scope = "openid email offline_access User.Read Mail.Read") {
  return connectWithPkce(app, "microsoft", { scope, response_mode: "query" });
}

describe("Microsoft", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens to Graph's /me of Ana García", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599 });
    expect(tokens.scope).toBe("openid email User.Read Mail.Read");
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const me = await app.inject({
      method: "GET",
      url: "/graph.microsoft.com/v1.0/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      displayName: "Ana García",
      givenName: "Ana",
      surname: "García",
      mail: "ana.garcia@ejemplo.com",
      userPrincipalName: "ana.garcia@ejemplo.com",
    });
  });

  it("rotates the refresh token at every refresh and refuses the old one", async () => {
    const tokens = await connect(app);
    const first = await refreshTokens(app, "microsoft", tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token;
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(tokens.refresh_token);

    const reused = await refreshTokens(app, "microsoft", tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: "invalid_grant", error_codes: [70000] });
    expect(reused.json().error_description).toMatch(/^AADSTS70000:/);

    const second = await refreshTokens(app, "microsoft", rotated);
    expect(second.statusCode).toBe(200);
  });

  it("issues no refresh token without offline_access", async () => {
    const tokens = await connect(app, "openid User.Read");
    expect(tokens.refresh_token).toBeUndefined();
  });

  it("words a wrong verifier as AADSTS501481", async () => {
    const { code } = await obtainPkceCode(app, "microsoft", { scope: "User.Read" });
    const response = await requestTokens(app, "microsoft", {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: createPkcePair().verifier,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_grant", error_codes: [501481] });
  });
});

describe("POST /__sandbox/items/microsoft", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });
  const add = (payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/__sandbox/items/microsoft", payload });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/microsoft" })).json<MicrosoftData>();

  it("adds a mail to the inbox, by default, with its sender, importance, date and attachments", async () => {
    const date = "2026-11-20T09:30:00Z";
    const response = await add({
      subject: "Pedido 4471",
      from: "Ana Torres <ana@acme.com>",
      to: ["ana.garcia@ejemplo.com", "Sergio Castillo <sergio.castillo@ejemplo.com>"],
      body: "Hola Ana,\n¿me confirmas <el> pedido?",
      importance: "high",
      date,
      attachments: [{ name: "pedido.pdf" }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), kind: "mail" });
    const data = await readData();
    const mail = data.messages.find((message) => message.id === response.json().id);
    expect(mail).toMatchObject({
      parentFolderId: data.mailFolders[0]?.id,
      from: { emailAddress: { name: "Ana Torres", address: "ana@acme.com" } },
      toRecipients: [
        { emailAddress: { address: "ana.garcia@ejemplo.com" } },
        { emailAddress: { name: "Sergio Castillo", address: "sergio.castillo@ejemplo.com" } },
      ],
      importance: "high",
      receivedDateTime: date,
      hasAttachments: true,
      isRead: false,
      bodyPreview: "Hola Ana, ¿me confirmas <el> pedido?",
    });
    expect(data.changes.at(-1)).toMatchObject({ resource: "message", id: mail?.id, removed: false });
  });

  it("saves a file as a new version or a new file, by a person of the directory", async () => {
    const before = await readData();
    const modified = await add({ kind: "file", name: "presupuesto 2027.xlsx", modifiedBy: "Elena" });
    const created = await add({ kind: "file", name: "Plan 2027.xlsx" });
    const data = await readData();
    expect(data.driveItems).toHaveLength(before.driveItems.length + 1);
    expect(data.driveItems.find((item) => item.id === modified.json().id)).toMatchObject({
      name: "Presupuesto 2027.xlsx",
      lastModifiedBy: { user: { displayName: "Elena Navarro" } },
    });
    expect(data.driveItems.find((item) => item.id === created.json().id)).toMatchObject({
      name: "Plan 2027.xlsx",
      lastModifiedBy: { user: { displayName: "Javier Ruiz" } },
      file: { mimeType: expect.stringContaining("spreadsheetml") },
    });
  });

  it("posts a chat message, mentioning the person when asked, in the chat named or the first one", async () => {
    const mention = await add({
      kind: "chat_message",
      chat: "Navidad",
      from: "Laura Gómez",
      text: "¿Lo apruebas?",
      mentionsMe: true,
    });
    const plain = await add({
      kind: "chat_message",
      from: "javier.ruiz@ejemplo.com",
      text: "Hola",
      date: "2030-01-01T00:00:00Z",
    });
    const data = await readData();
    const [group, first] = [data.chats.find((chat) => chat.topic === "Lanzamiento campaña de Navidad"), data.chats[0]];
    const byId = (id: string) => data.chatMessages.find((message) => `${message.chatId}:${message.id}` === id);
    expect(byId(mention.json().id)).toMatchObject({
      chatId: group?.id,
      body: { contentType: "html", content: '<p><at id="0">Ana García</at> ¿Lo apruebas?</p>' },
      mentions: [{ mentioned: { user: { displayName: "Ana García" } } }],
    });
    expect(byId(plain.json().id)).toMatchObject({ chatId: first?.id, createdDateTime: "2030-01-01T00:00:00.000Z" });
  });

  it("refuses a bad body with 400 and says what is wrong", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ subject: "x", from: "no es una dirección", body: "y" }, /address/],
      [{ kind: "fax" }, /kind/],
      [{ kind: "file" }, /name/],
      [{ kind: "file", name: "a.txt", modifiedBy: "Nadie" }, /Unknown person "Nadie"/],
      [{ kind: "chat_message", chat: "Inexistente", from: "Laura Gómez", text: "Hola" }, /Unknown Teams chat/],
      [{ kind: "chat_message", from: "Laura Gómez", text: "Hola", date: "ayer" }, /date/],
    ];
    for (const [payload, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it("cycles a Spanish mail and a Teams mention in the live demo", () => {
    expect(microsoft.liveItems?.map((item) => item.kind)).toEqual(["mail", "chat_message"]);
    expect(microsoft.liveItems?.[1]).toMatchObject({ mentionsMe: true });
  });
});
