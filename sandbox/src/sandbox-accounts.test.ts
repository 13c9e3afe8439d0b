import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "./build-sandbox-app";
import { demoAccounts } from "./demo-accounts";
import type { GoogleData } from "./demo-data/google-data";
import { connectWithPkce, refreshTokens } from "./test/oauth-test-client";

const MESSAGES = "/gmail.googleapis.com/gmail/v1/users/me/messages";
const SCOPE = "openid email profile https://www.googleapis.com/auth/gmail.modify";

async function connectGoogle(app: SandboxApp, loginHint?: string) {
  const tokens = await connectWithPkce(app, "google", {
    scope: SCOPE,
    access_type: "offline",
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return tokens as { access_token: string; refresh_token: string };
}

function listInbox(app: SandboxApp, token: string) {
  return app.inject({
    method: "GET",
    url: `${MESSAGES}?labelIds=INBOX&maxResults=100`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function readInboxIds(app: SandboxApp, token: string): Promise<string[]> {
  const response = await listInbox(app, token);
  expect(response.statusCode).toBe(200);
  return (response.json() as { messages: { id: string }[] }).messages.map((message) => message.id);
}

function trash(app: SandboxApp, token: string, id: string) {
  return app.inject({
    method: "POST",
    url: `${MESSAGES}/${id}/trash`,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function readGmail(app: SandboxApp, account?: string) {
  const query = account ? `?account=${encodeURIComponent(account)}` : "";
  const response = await app.inject({ method: "GET", url: `/__sandbox/data/google${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as GoogleData).gmail;
}

function addMail(app: SandboxApp, subject: string, account?: string) {
  const query = account ? `?account=${encodeURIComponent(account)}` : "";
  return app.inject({
    method: "POST",
    url: `/__sandbox/items/google${query}`,
    payload: { kind: "mail", subject, from: "Contabilidad Acme <facturas@acme.com>", body: "Factura adjunta." },
  });
}

const hasSubject = (gmail: GoogleData["gmail"], subject: string) =>
  gmail.messages.some((message) => message.payload.headers.some((header) => header.value === subject));

describe("the demo person", () => {
  it("is Ana García in every family, WhatsApp's system user aside", () => {
    const people = Object.entries(demoAccounts)
      .filter(([family]) => family !== "whatsapp")
      .map(([, account]) => `${account.displayName} <${account.email}>`);
    expect(new Set(people)).toEqual(new Set(["Ana García <ana.garcia@ejemplo.com>"]));
  });
});

describe("sandbox accounts", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("gives each login_hint demo data of its own: one person's trash never shows in another's inbox", async () => {
    const first = await connectGoogle(app, "persona-1");
    const second = await connectGoogle(app, "persona-2");
    const [target] = await readInboxIds(app, first.access_token);
    if (!target) throw new Error("the seeded inbox is empty");

    expect((await trash(app, first.access_token, target)).statusCode).toBe(200);

    expect(await readInboxIds(app, first.access_token)).not.toContain(target);
    expect(await readInboxIds(app, second.access_token)).toContain(target);
    expect((await readGmail(app, "persona-2")).messages.find((m) => m.id === target)?.labelIds).not.toContain("TRASH");
    expect((await readGmail(app, "persona-1")).messages.find((m) => m.id === target)?.labelIds).toContain("TRASH");
  });

  it("brings the same person back to the same data when they connect again or refresh", async () => {
    const before = await connectGoogle(app, "persona-1");
    const [target] = await readInboxIds(app, before.access_token);
    if (!target) throw new Error("the seeded inbox is empty");
    await trash(app, before.access_token, target);

    const again = await connectGoogle(app, "persona-1");
    expect(await readInboxIds(app, again.access_token)).not.toContain(target);
    const refreshed = await refreshTokens(app, "google", before.refresh_token);
    expect(await readInboxIds(app, refreshed.json().access_token)).not.toContain(target);
  });

  it("lets consents without login_hint share the default account, where new accounts start from", async () => {
    const anonymous = await connectGoogle(app);
    const [target] = await readInboxIds(app, anonymous.access_token);
    if (!target) throw new Error("the seeded inbox is empty");
    await trash(app, anonymous.access_token, target);

    expect(await readInboxIds(app, (await connectGoogle(app)).access_token)).not.toContain(target);
    expect((await readGmail(app, "default")).messages.find((m) => m.id === target)?.labelIds).toContain("TRASH");
    // A new account is a copy of the default one as it is now, and goes its own way from then on.
    const hinted = await connectGoogle(app, "persona-1");
    expect(await readInboxIds(app, hinted.access_token)).not.toContain(target);
    const [other] = await readInboxIds(app, hinted.access_token);
    if (!other) throw new Error("the inbox is empty");
    await trash(app, hinted.access_token, other);
    expect(await readInboxIds(app, anonymous.access_token)).toContain(other);
    const accounts = (await app.inject({ method: "GET", url: "/__sandbox/accounts/google" })).json().accounts;
    expect(accounts).toEqual(["default", "persona-1"]);
  });

  it("adds an item to every account without `account`, and to one account with it", async () => {
    const first = await connectGoogle(app, "persona-1");
    const second = await connectGoogle(app, "persona-2");
    await readInboxIds(app, first.access_token);
    await readInboxIds(app, second.access_token);

    const everyone = await addMail(app, "Para todos");
    expect(everyone.statusCode).toBe(201);
    expect(everyone.json()).toEqual({ id: expect.any(String), kind: "mail" });
    const one = await addMail(app, "Solo para la primera", "persona-1");
    expect(one.statusCode).toBe(201);

    expect(hasSubject(await readGmail(app, "persona-1"), "Para todos")).toBe(true);
    expect(hasSubject(await readGmail(app, "persona-2"), "Para todos")).toBe(true);
    expect(hasSubject(await readGmail(app, "persona-1"), "Solo para la primera")).toBe(true);
    expect(hasSubject(await readGmail(app, "persona-2"), "Solo para la primera")).toBe(false);
  });

  it("shows the account used last when GET /__sandbox/data names none", async () => {
    const first = await connectGoogle(app, "persona-1");
    const second = await connectGoogle(app, "persona-2");
    const [target] = await readInboxIds(app, second.access_token);
    if (!target) throw new Error("the seeded inbox is empty");
    await trash(app, second.access_token, target);
    expect((await readGmail(app)).messages.find((m) => m.id === target)?.labelIds).toContain("TRASH");
    await readInboxIds(app, first.access_token);
    expect((await readGmail(app)).messages.find((m) => m.id === target)?.labelIds).not.toContain("TRASH");
  });
});
