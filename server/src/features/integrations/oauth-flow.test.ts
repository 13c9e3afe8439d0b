import { integrationMessages, integrationText } from "@shifu/contract";
import { demoAccounts } from "@shifu/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { integrations, oauthStates } from "../../db/schema";
import { parseEnv } from "../../env";
import { answerSandboxConsent } from "../../integrations/test-support/connect-through-sandbox";
import { useSandbox } from "../../integrations/test-support/use-sandbox";
import { createTokenCipher, parseTokenKeys } from "../../integrations/token-cipher";
import { createLogger } from "../../logger";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, TEST_TOKEN_KEYS, type TestApp } from "../../test/test-app";

const sandbox = useSandbox();
let testApp: TestApp;
let addressCounter = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { SANDBOX_URL: sandbox.url, PUBLIC_URL: "http://localhost:3000", REGISTRATION_LIMIT_PER_HOUR: "1000" },
  });
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

async function signIn() {
  const user = makeUser();
  await registerViaApi(testApp.app, user);
  addressCounter += 1;
  const login = await logInViaApi(testApp.app, user, `10.2.0.${addressCounter}`);
  return { userId: login.json().user_id as string, cookie: readSessionCookie(login) };
}

function post(cookie: string, url: string, payload?: object) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: { shifu_session: cookie },
    ...(payload ? { payload } : {}),
  });
}

/** What the browser does: ask to start, press 'Permitir' at the sandbox, come back to /chat with code and state. */
async function authorize(cookie: string, service = "gmail") {
  const started = await post(cookie, `/integrations/${service}/authorize`);
  expect(started.statusCode).toBe(200);
  const { url, demo } = started.json();
  const back = await answerSandboxConsent(url, "Permitir");
  expect(`${back.origin}${back.pathname}`).toBe("http://localhost:3000/chat");
  return {
    url: new URL(url),
    demo,
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
  };
}

async function sandboxStats() {
  return (await (await fetch(`${sandbox.url}/__sandbox/stats`)).json()) as { revokeRequests: Record<string, number> };
}

describe("connecting an app", () => {
  it("starts with a 256-bit state, PKCE S256 and the /chat redirect, in demo mode", async () => {
    const { cookie } = await signIn();
    const { url, demo } = await authorize(cookie);
    expect(demo).toBe(true);
    expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).not.toBe("12345");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/chat");
    expect(url.searchParams.get("client_id")).toBe("sandbox-google");
    expect(url.searchParams.get("access_type")).toBe("offline");
  });

  it("exchanges the code on the server, saves the tokens encrypted and lists the connection without secrets", async () => {
    const { cookie, userId } = await signIn();
    const { code, state } = await authorize(cookie);
    const saved = await post(cookie, "/gmail-proxy", { code, state });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: "Integración con Gmail guardada exitosamente",
      service: "Gmail",
      integration: {
        account: demoAccounts.google.email,
        status: "connected",
        connected_at: expect.any(String),
        scopes: expect.arrayContaining(["https://www.googleapis.com/auth/gmail.modify"]),
      },
    });
    expect(saved.body).not.toMatch(/access_token|refresh_token/);

    const [row] = await testApp.database.db.select().from(integrations).where(eq(integrations.userId, userId));
    expect(row?.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row?.refreshTokenEncrypted).toMatch(/^v1\./);

    const listed = await testApp.app.inject({
      method: "GET",
      url: "/get_integrations",
      cookies: { shifu_session: cookie },
    });
    expect(Object.keys(listed.json())).toEqual(["Gmail"]);
    expect(listed.body).not.toContain(row?.accessTokenEncrypted ?? "x");
  });

  it("gives each Shifu user a sandbox account of their own: one user's trashed mail stays in the other's inbox", async () => {
    const users = [await signIn(), await signIn()];
    const hints: string[] = [];
    for (const user of users) {
      const { url, code, state } = await authorize(user.cookie);
      hints.push(url.searchParams.get("login_hint") ?? "");
      expect((await post(user.cookie, "/gmail-proxy", { code, state })).statusCode).toBe(200);
    }
    const [first, second] = users as [(typeof users)[0], (typeof users)[0]];
    // A pseudonym per user, stable across connections, that names neither the user id nor the e-mail.
    expect(hints[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hints[1]).not.toBe(hints[0]);
    expect(hints[0]).not.toContain(first.userId);
    expect((await authorize(first.cookie)).url.searchParams.get("login_hint")).toBe(hints[0]);

    const cipher = createTokenCipher(parseTokenKeys(TEST_TOKEN_KEYS));
    const readToken = async (userId: string) => {
      const [row] = await testApp.database.db.select().from(integrations).where(eq(integrations.userId, userId));
      if (!row?.accessTokenEncrypted) throw new Error("no stored token");
      return cipher.decrypt(row.accessTokenEncrypted, row.id);
    };
    const gmail = `${sandbox.url}/gmail.googleapis.com/gmail/v1/users/me/messages`;
    const listInbox = async (token: string) => {
      const response = await fetch(`${gmail}?labelIds=INBOX&maxResults=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { messages: { id: string }[] }).messages.map((message) => message.id);
    };
    const [firstToken, secondToken] = [await readToken(first.userId), await readToken(second.userId)];
    const [target] = await listInbox(firstToken);
    const trashed = await fetch(`${gmail}/${target}/trash`, {
      method: "POST",
      headers: { authorization: `Bearer ${firstToken}` },
    });
    expect(trashed.status).toBe(200);

    expect(await listInbox(firstToken)).not.toContain(target);
    expect(await listInbox(secondToken)).toContain(target);
  });

  it("connects Slack, whose token comes in authed_user", async () => {
    const { cookie } = await signIn();
    const { code, state } = await authorize(cookie, "slack");
    const saved = await post(cookie, "/slack-proxy", { code, state });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(integrationText.saved("Slack"));
  });

  it("refuses a missing, reused, expired or another user's state", async () => {
    const me = await signIn();
    const other = await signIn();

    const missing = await post(me.cookie, "/gmail-proxy", { code: "x" });
    expect(missing.statusCode).toBe(400);

    const unknown = await post(me.cookie, "/gmail-proxy", { code: "x", state: "12345" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(integrationMessages.stateInvalid);

    const mine = await authorize(me.cookie);
    const stolen = await post(other.cookie, "/gmail-proxy", { code: mine.code, state: mine.state });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(integrationMessages.stateInvalid);

    const fresh = await authorize(me.cookie);
    expect((await post(me.cookie, "/gmail-proxy", fresh)).statusCode).toBe(200);
    const reused = await post(me.cookie, "/gmail-proxy", fresh);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(integrationMessages.stateInvalid);

    const late = await authorize(me.cookie);
    await testApp.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(me.cookie, "/gmail-proxy", { code: late.code, state: late.state });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(integrationMessages.stateInvalid);
  });

  it("refuses a state started for another service", async () => {
    const { cookie } = await signIn();
    const gmail = await authorize(cookie, "gmail");
    const response = await post(cookie, "/drive-proxy", { code: gmail.code, state: gmail.state });
    expect(response.statusCode).toBe(400);
  });

  it("refuses a replayed code, even with a fresh state", async () => {
    const { cookie } = await signIn();
    const first = await authorize(cookie);
    expect((await post(cookie, "/gmail-proxy", first)).statusCode).toBe(200);
    const second = await authorize(cookie);
    const replay = await post(cookie, "/gmail-proxy", { code: first.code, state: second.state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe(integrationMessages.codeRefused);
  });

  it("sends the PKCE verifier: without it the sandbox refuses the code", async () => {
    const { cookie } = await signIn();
    const { code, state } = await authorize(cookie);
    await testApp.database.db.update(oauthStates).set({ codeVerifierEncrypted: null });
    const response = await post(cookie, "/gmail-proxy", { code, state });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(integrationMessages.codeRefused);
  });

  it("refuses coming-soon and unknown services, and requires a session", async () => {
    const { cookie } = await signIn();
    expect((await post(cookie, "/integrations/salesforce/authorize")).json().error).toBe(
      integrationMessages.comingSoon,
    );
    expect((await post(cookie, "/integrations/myspace/authorize")).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: "POST", url: "/integrations/gmail/authorize" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("disconnects: revokes at the provider and forgets the tokens", async () => {
    const { cookie, userId } = await signIn();
    await post(cookie, "/gmail-proxy", await authorize(cookie));
    const response = await testApp.app.inject({
      method: "DELETE",
      url: "/integrations/gmail",
      cookies: { shifu_session: cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await sandboxStats()).revokeRequests.google).toBe(1);
    expect(await testApp.database.db.select().from(integrations).where(eq(integrations.userId, userId))).toEqual([]);
    const again = await testApp.app.inject({
      method: "DELETE",
      url: "/integrations/gmail",
      cookies: { shifu_session: cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("POST /add_integration", () => {
  it("asks for the missing fields in the spec's words", async () => {
    const { cookie } = await signIn();
    const response = await post(cookie, "/add_integration", { integration: "WhatsApp" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Faltan campos necesarios para completar la integración.");
  });

  it("checks a pasted token against the provider before saving it", async () => {
    const { cookie } = await signIn();
    const bad = await post(cookie, "/add_integration", { integration: "WhatsApp", token: "inventado" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(integrationMessages.tokenRefused);
    const good = await post(cookie, "/add_integration", {
      integration: "WhatsApp",
      token: demoAccounts.whatsapp.systemUserToken,
      token_acquisition_time: new Date().toISOString(),
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().integration.account).toBe(demoAccounts.whatsapp.displayName);
    const oauthOnly = await post(cookie, "/add_integration", { integration: "Gmail", token: "x" });
    expect(oauthOnly.statusCode).toBe(400);
  });
});

describe("token keys at start", () => {
  it("refuses to start when its key cannot read the stored tokens", async () => {
    const { cookie } = await signIn();
    await post(cookie, "/gmail-proxy", await authorize(cookie));
    const otherKey = `1:${Buffer.alloc(32, 9).toString("base64")}`;
    const env = parseEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
      TOKEN_ENCRYPTION_KEYS: otherKey,
    });
    await expect(buildApp({ env, database: testApp.database, logger: createLogger("silent") })).rejects.toThrow(
      /no pueden leer los tokens guardados/,
    );
  });
});
