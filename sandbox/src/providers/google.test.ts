import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { GoogleData } from "../demo-data/google-data";
import {
  connectWithPkce,
  obtainCode,
  REDIRECT_URI,
  refreshTokens,
  standardAuthorizeParams,
  toForm,
} from "../test/oauth-test-client";
import { google } from "./google";

const SCOPES = "openid email profile https://www.googleapis.com/auth/gmail.readonly";
const client = { client_id: "sandbox-google", client_secret: "sandbox-google-secret" };

function getUserInfo(app: SandboxApp, token: string) {
  return app.inject({
    method: "GET",
    url: "/www.googleapis.com/oauth2/v2/userinfo",
    headers: { authorization: `Bearer ${token}` },
  });
}

function connect(app: SandboxApp, extra: Record<string, string> = { access_type: "offline" }) {
  return connectWithPkce(app, "google", { scope: SCOPES, prompt: "consent", include_granted_scopes: "true", ...extra });
}

describe("Google", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens to the userinfo of Ana García", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({ expires_in: 3599, token_type: "Bearer" });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    expect(tokens.scope.split(" ")).toContain("https://www.googleapis.com/auth/userinfo.email");
    const claims = JSON.parse(Buffer.from(tokens.id_token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({
      iss: "https://accounts.google.com",
      aud: "sandbox-google",
      email: "ana.garcia@ejemplo.com",
    });

    const userInfo = await getUserInfo(app, tokens.access_token);
    expect(userInfo.statusCode).toBe(200);
    expect(userInfo.json()).toMatchObject({
      email: "ana.garcia@ejemplo.com",
      verified_email: true,
      name: "Ana García",
      given_name: "Ana",
      family_name: "García",
    });
    expect(userInfo.json().picture).toMatch(/\/__sandbox\/avatars\/google\.svg$/);
  });

  it("links the picture under the public address when one is given", async () => {
    app = buildSandboxApp({ publicUrl: "https://sandbox.ejemplo.com/" });
    const tokens = await connect(app);
    const userInfo = await getUserInfo(app, tokens.access_token);
    expect(userInfo.json().picture).toBe("https://sandbox.ejemplo.com/__sandbox/avatars/google.svg");
  });

  it("gives no refresh token without access_type=offline", async () => {
    const tokens = await connect(app, {});
    expect(tokens.refresh_token).toBeUndefined();
  });

  it("refreshes without rotating: the same refresh token keeps working", async () => {
    const tokens = await connect(app);
    for (let round = 0; round < 2; round++) {
      const refreshed = await refreshTokens(app, "google", tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().refresh_token).toBeUndefined();
      expect(refreshed.json().access_token).not.toBe(tokens.access_token);
    }
  });

  it("revokes the whole grant: refresh gets invalid_grant and userinfo 401", async () => {
    const tokens = await connect(app);
    const revoked = await app.inject({
      method: "POST",
      url: "/oauth2.googleapis.com/revoke",
      ...toForm({ token: tokens.refresh_token }),
    });
    expect(revoked.statusCode).toBe(200);

    const refreshed = await refreshTokens(app, "google", tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe("invalid_grant");
    const userInfo = await getUserInfo(app, tokens.access_token);
    expect(userInfo.statusCode).toBe(401);
    expect(userInfo.json().error.status).toBe("UNAUTHENTICATED");

    const again = await app.inject({
      method: "POST",
      url: "/oauth2.googleapis.com/revoke",
      ...toForm({ token: tokens.refresh_token }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("invalid_token");
  });

  it("accepts the client in HTTP Basic too", async () => {
    const code = await obtainCode(app, "google", standardAuthorizeParams("google", { scope: "email" }));
    const response = await app.inject({
      method: "POST",
      url: "/oauth2.googleapis.com/token",
      headers: {
        authorization: `Basic ${Buffer.from("sandbox-google:sandbox-google-secret").toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI }).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a JSON body, which Google's token endpoint does not read", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/oauth2.googleapis.com/token",
      payload: { grant_type: "authorization_code", code: "x", redirect_uri: REDIRECT_URI, ...client },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_request");
  });

  describe("POST /__sandbox/items/google", () => {
    const addItem = (payload: object) => app.inject({ method: "POST", url: "/__sandbox/items/google", payload });
    const readData = async () =>
      (await app.inject({ method: "GET", url: "/__sandbox/data/google" })).json() as GoogleData;

    it("adds an unread inbox mail, high importance and attachments included, dated as told", async () => {
      const date = new Date(Date.now() - 3_600_000).toISOString();
      const added = await addItem({
        subject: "Presupuesto 2027",
        from: "Ana Torres <ana@acme.com>",
        body: "Te adjunto el presupuesto.",
        importance: "high",
        date,
        attachments: [{ filename: "Presupuesto 2027.pdf" }],
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ id: expect.any(String), kind: "mail" });
      const message = (await readData()).gmail.messages.find((candidate) => candidate.id === added.json().id);
      expect(message?.labelIds).toEqual(["INBOX", "UNREAD", "CATEGORY_PERSONAL", "IMPORTANT"]);
      expect(message?.internalDate).toBe(String(Date.parse(date)));
      const headers = Object.fromEntries(message?.payload.headers.map((header) => [header.name, header.value]) ?? []);
      expect(headers).toMatchObject({
        From: "Ana Torres <ana@acme.com>",
        To: "Ana García <ana.garcia@ejemplo.com>",
        Subject: "Presupuesto 2027",
        Importance: "high",
        "X-Priority": "1 (Highest)",
      });
      expect(message?.payload.mimeType).toBe("multipart/mixed");
      expect(message?.payload.parts?.map((part) => part.filename)).toEqual(["", "Presupuesto 2027.pdf"]);
    });

    it("adds a file shared with the user, or marks a colleague's edit of an existing one", async () => {
      const shared = await addItem({ kind: "file", name: "Plan de lanzamiento", sharedWithMe: true });
      expect(shared.json()).toEqual({ id: expect.any(String), kind: "file" });
      const drive = (await readData()).drive;
      const file = drive.files.find((candidate) => candidate.id === shared.json().id);
      expect(file).toMatchObject({ ownedByMe: false, lastModifyingUser: { displayName: "Laura Gómez" } });
      expect(file?.sharedWithMeTime).toBe(file?.modifiedTime);
      expect(drive.documents[shared.json().id]?.title).toBe("Plan de lanzamiento");

      const budget = drive.files.find((candidate) => candidate.name === "Presupuesto 2026");
      const edited = await addItem({
        kind: "file",
        name: "Presupuesto 2026",
        modifiedBy: "Pedro Sánchez <pedro.sanchez@ejemplo.com>",
      });
      expect(edited.json().id).toBe(budget?.id);
      const after = (await readData()).drive.files.find((candidate) => candidate.id === budget?.id);
      expect(after?.lastModifyingUser.displayName).toBe("Pedro Sánchez");
    });

    it("refuses a body it cannot use with a 400 that says why", async () => {
      const noSubject = await addItem({ from: "Ana Torres <ana@acme.com>", body: "Hola" });
      expect(noSubject.statusCode).toBe(400);
      expect(noSubject.json()).toMatchObject({ error: "invalid_request", message: expect.stringContaining("subject") });
      const badFrom = await addItem({ subject: "Hola", from: "Ana Torres", body: "Hola" });
      expect(badFrom.json().message).toContain("from");
      const noName = await addItem({ kind: "file" });
      expect(noName.json().message).toContain("name");
      expect((await addItem({ kind: "task", name: "x" })).statusCode).toBe(400);
    });

    it("offers live demo items the endpoint accepts", async () => {
      for (const body of google.liveItems ?? []) expect((await addItem(body)).statusCode).toBe(201);
      expect(google.liveItems?.length).toBe(3);
    });
  });
});
