import { integrationMessages, mcpServerTexts } from "@shifu/contract";
import { FACTURACION_OAUTH_MCP_PATH, type RunningSandbox, startSandbox } from "@shifu/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mcpServers } from "../../db/schema";
import { signInNewUser } from "../../test/connect-service-via-app";
import { createTestApp, TEST_STRIPE_WEBHOOK_SECRET, type TestApp } from "../../test/test-app";

const HOUR = 60 * 60 * 1000;
let clock = Date.parse("2026-11-26T10:00:00Z");
let sandbox: RunningSandbox;
let testApp: TestApp;

beforeAll(async () => {
  // The sandbox's own clock, so its tokens expire when the test says, not after an hour of waiting.
  sandbox = await startSandbox({ port: 0, stripeWebhookSecret: TEST_STRIPE_WEBHOOK_SECRET, now: () => clock });
  testApp = await createTestApp({ env: { SANDBOX_URL: sandbox.url, REGISTRATION_LIMIT_PER_HOUR: "1000" } });
});
afterAll(async () => {
  await testApp.close();
  await sandbox.close();
});

function post(cookie: string, url: string, payload?: object) {
  return testApp.app.inject({
    method: "POST",
    url,
    cookies: { shifu_session: cookie },
    ...(payload ? { payload } : {}),
  });
}

function listServers(cookie: string) {
  return testApp.app.inject({ method: "GET", url: "/api/mcp-servers", cookies: { shifu_session: cookie } });
}

/** The person on the sandbox's consent page pressing 'Permitir': what comes back to /chat. */
async function consent(authorizeUrl: string): Promise<{ code: string; state: string; redirect: URL }> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toContain("«Shifu» quiere acceder a tu Facturación");
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const answer = await fetch(new URL("/mcp-auth/facturacion/authorize", sandbox.url), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ consent_id: consentId, decision: "allow" }),
  });
  const redirect = new URL(answer.headers.get("location") ?? "");
  return { code: redirect.searchParams.get("code") ?? "", state: redirect.searchParams.get("state") ?? "", redirect };
}

async function connectWithOAuth(cookie: string) {
  const started = await post(cookie, "/api/mcp-servers", {
    name: "Facturación",
    url: `${sandbox.url}${FACTURACION_OAUTH_MCP_PATH}`,
    auth_kind: "oauth",
  });
  expect(started.statusCode, started.body).toBe(200);
  const back = await consent(started.json().authorize_url);
  const saved = await post(cookie, "/api/mcp-servers/oauth-callback", { code: back.code, state: back.state });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().server as { id: string; app: string };
}

describe("an MCP server that signs in with OAuth 2.1", () => {
  it("discovers, registers, sends the person to consent with PKCE and stores the tokens encrypted", async () => {
    const user = await signInNewUser(testApp.app);
    const started = await post(user.cookie, "/api/mcp-servers", {
      name: "Facturación",
      url: `${sandbox.url}${FACTURACION_OAUTH_MCP_PATH}`,
      auth_kind: "oauth",
    });
    expect(started.statusCode, started.body).toBe(200);
    const authorizeUrl = new URL(started.json().authorize_url);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${sandbox.url}/mcp-auth/facturacion/authorize`);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("client_id")).toMatch(/^mcp-/);
    expect(authorizeUrl.searchParams.get("resource")).toBe(`${sandbox.url}${FACTURACION_OAUTH_MCP_PATH}`);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toMatch(/\/chat$/);
    // On the consent page it is not an app yet.
    expect((await listServers(user.cookie)).json().servers).toEqual([]);

    const back = await consent(authorizeUrl.toString());
    expect(back.redirect.pathname).toBe("/chat");
    const stranger = await signInNewUser(testApp.app);
    const stolen = await post(stranger.cookie, "/api/mcp-servers/oauth-callback", back);
    expect(stolen.json().message).toBe(integrationMessages.stateInvalid);

    const other = await post(user.cookie, "/api/mcp-servers", {
      name: "Facturación",
      url: `${sandbox.url}${FACTURACION_OAUTH_MCP_PATH}`,
      auth_kind: "oauth",
    });
    // A second start replaced the first: that state's server is gone, and the new one signs in instead.
    const again = await consent(other.json().authorize_url);
    const saved = await post(user.cookie, "/api/mcp-servers/oauth-callback", { code: again.code, state: again.state });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Se conectó Facturación con 3 herramientas.");
    expect(saved.json().server).toMatchObject({ auth_kind: "oauth", status: "connected" });

    const replay = await post(user.cookie, "/api/mcp-servers/oauth-callback", { code: again.code, state: again.state });
    expect(replay.json().message).toBe(integrationMessages.stateInvalid);

    const [row] = await testApp.database.db.select().from(mcpServers).where(eq(mcpServers.id, saved.json().server.id));
    expect(row?.oauthTokensEncrypted).toMatch(/^v1\./);
    expect(row?.oauthClientEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("access_token");
    expect(JSON.stringify(row)).not.toContain(authorizeUrl.searchParams.get("client_id"));
    const listed = await listServers(user.cookie);
    expect(listed.json().servers).toHaveLength(1);
    expect(listed.json().demo).toEqual({
      name: "Facturación",
      url: `${sandbox.url}${FACTURACION_OAUTH_MCP_PATH}`,
      auth_kind: "oauth",
    });
  });

  it("exchanges a code only with the verifier of its own start: the sandbox checks PKCE", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectWithOAuth(user.cookie);
    // Two sign-ins of the same server and client: the first's code with the second's state (and so its verifier)
    // differs from a good exchange in the verifier alone.
    const first = await post(user.cookie, `/api/mcp-servers/${server.id}/reconnect`);
    const second = await post(user.cookie, `/api/mcp-servers/${server.id}/reconnect`);
    const firstBack = await consent(first.json().authorize_url);
    const secondBack = await consent(second.json().authorize_url);
    const crossed = await post(user.cookie, "/api/mcp-servers/oauth-callback", {
      code: firstBack.code,
      state: secondBack.state,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toBe(mcpServerTexts.authorizationFailed("Facturación"));
    // Both the code and the state were spent on the failed try; a new start with its own verifier goes through.
    const third = await consent(
      (await post(user.cookie, `/api/mcp-servers/${server.id}/reconnect`)).json().authorize_url,
    );
    const matched = await post(user.cookie, "/api/mcp-servers/oauth-callback", {
      code: third.code,
      state: third.state,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().message).toBe("Se reconectó Facturación con 3 herramientas.");
  });

  it("refreshes an expired token once; when that fails the app asks to reconnect, and reconnecting works", async () => {
    const user = await signInNewUser(testApp.app);
    const server = await connectWithOAuth(user.cookie);
    const ask = () =>
      post(user.cookie, `/api/chat/${server.app}`, {
        messages: [{ role: "user", content: "usa la herramienta buscar_facturas con cliente Acme" }],
      });
    expect((await ask()).json().message).toContain("F-2026-003");
    const readTokens = async () =>
      (await testApp.database.db.select().from(mcpServers).where(eq(mcpServers.id, server.id)))[0]
        ?.oauthTokensEncrypted;
    const before = await readTokens();

    clock += 2 * HOUR;
    const refreshed = await ask();
    expect(refreshed.json().message).toContain("F-2026-003");
    expect(await readTokens()).not.toBe(before);

    // A month on, the refresh token is dead too: one refresh fails, and the app shows 'Reconectar'.
    clock += 31 * 24 * HOUR;
    const expired = await ask();
    expect(expired.json().message).toContain(mcpServerTexts.needsReconnect("Facturación"));
    expect((await listServers(user.cookie)).json().servers[0]).toMatchObject({ status: "needs_reconnect" });
    // No second try at the server until the person signs in again.
    expect((await ask()).json().message).toContain(mcpServerTexts.needsReconnect("Facturación"));

    const reconnect = await post(user.cookie, `/api/mcp-servers/${server.id}/reconnect`);
    const back = await consent(reconnect.json().authorize_url);
    const saved = await post(user.cookie, "/api/mcp-servers/oauth-callback", { code: back.code, state: back.state });
    expect(saved.json().server).toMatchObject({ status: "connected" });
    expect((await ask()).json().message).toContain("F-2026-003");
  });

  it("says so when a server offers no OAuth, and keeps nothing", async () => {
    const user = await signInNewUser(testApp.app);
    const refused = await post(user.cookie, "/api/mcp-servers", {
      name: "Facturación",
      url: `${sandbox.url}/mcp/facturacion`,
      auth_kind: "oauth",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(mcpServerTexts.noOAuth("Facturación"));
    const rows = await testApp.database.db.select().from(mcpServers);
    expect(rows.filter((row) => row.userId === user.userId)).toEqual([]);
  });
});
