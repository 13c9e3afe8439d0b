import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { encodeBasic, obtainCode, REDIRECT_URI, standardAuthorizeParams, toForm } from "../test/oauth-test-client";

const TOKEN_URL = "/slack.com/api/oauth.v2.access";
const basic = encodeBasic("sandbox-slack", "sandbox-slack-secret");

function postToken(app: SandboxApp, params: Record<string, string>) {
  const form = toForm(params);
  return app.inject({
    method: "POST",
    url: TOKEN_URL,
    payload: form.payload,
    headers: { ...form.headers, authorization: basic },
  });
}

function authTest(app: SandboxApp, token: string) {
  return app.inject({ method: "GET", url: "/slack.com/api/auth.test", headers: { authorization: `Bearer ${token}` } });
}

async function connect(app: SandboxApp) {
  const code = await obtainCode(
    app,
    "slack",
    standardAuthorizeParams("slack", { user_scope: "channels:history,chat:write,users:read" }),
  );
  const response = await postToken(app, { code, redirect_uri: REDIRECT_URI });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("Slack", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("nests the user token under authed_user and answers auth.test for Carlos Martínez", async () => {
    const answer = await connect(app);
    expect(answer).toMatchObject({
      ok: true,
      team: { name: "Equipo Shifu" },
      authed_user: { scope: "channels:history,chat:write,users:read", token_type: "user", expires_in: 43_200 },
    });
    expect(answer.authed_user.access_token).toMatch(/^xoxe\.xoxp-1-/);
    expect(answer.authed_user.refresh_token).toMatch(/^xoxe-1-/);

    const identity = await authTest(app, answer.authed_user.access_token);
    expect(identity.statusCode).toBe(200);
    expect(identity.json()).toMatchObject({
      ok: true,
      team: "Equipo Shifu",
      user: "carlos.martinez",
      url: expect.any(String),
    });
  });

  it("asks for user_scope: scope alone is an invalid_scope", async () => {
    const page = await app.inject({
      method: "GET",
      url: `/slack.com/oauth/v2/authorize?${new URLSearchParams(standardAuthorizeParams("slack", { scope: "chat:write" }))}`,
    });
    expect(page.statusCode).toBe(302);
    expect(new URL(String(page.headers.location)).searchParams.get("error")).toBe("invalid_scope");
  });

  it("answers every error with HTTP 200 and ok:false", async () => {
    const badCode = await postToken(app, { code: "nope", redirect_uri: REDIRECT_URI });
    expect(badCode.statusCode).toBe(200);
    expect(badCode.json()).toEqual({ ok: false, error: "invalid_code" });

    const badRefresh = await postToken(app, { grant_type: "refresh_token", refresh_token: "xoxe-1-nope" });
    expect(badRefresh.json()).toEqual({ ok: false, error: "invalid_refresh_token" });

    const badSecret = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      ...toForm({ code: "x", client_id: "sandbox-slack", client_secret: "wrong" }),
    });
    expect(badSecret.json()).toEqual({ ok: false, error: "bad_client_secret" });

    const badToken = await authTest(app, "xoxp-nope");
    expect(badToken.statusCode).toBe(200);
    expect(badToken.json()).toEqual({ ok: false, error: "invalid_auth" });
  });

  it("rotates the refresh token and answers the refreshed token at the top level", async () => {
    const answer = await connect(app);
    const refreshed = await postToken(app, {
      grant_type: "refresh_token",
      refresh_token: answer.authed_user.refresh_token,
    });
    expect(refreshed.json()).toMatchObject({ ok: true, token_type: "user", expires_in: 43_200 });
    expect(refreshed.json().refresh_token).not.toBe(answer.authed_user.refresh_token);
    expect((await authTest(app, refreshed.json().access_token)).json().ok).toBe(true);

    const old = await postToken(app, { grant_type: "refresh_token", refresh_token: answer.authed_user.refresh_token });
    expect(old.json()).toEqual({ ok: false, error: "invalid_refresh_token" });
  });

  it("auth.revoke ends the grant: refresh is refused and auth.test is invalid_auth", async () => {
    const answer = await connect(app);
    const revoked = await app.inject({
      method: "GET",
      url: "/slack.com/api/auth.revoke",
      headers: { authorization: `Bearer ${answer.authed_user.access_token}` },
    });
    expect(revoked.json()).toEqual({ ok: true, revoked: true });
    const refreshed = await postToken(app, {
      grant_type: "refresh_token",
      refresh_token: answer.authed_user.refresh_token,
    });
    expect(refreshed.json()).toEqual({ ok: false, error: "invalid_refresh_token" });
    expect((await authTest(app, answer.authed_user.access_token)).json()).toEqual({ ok: false, error: "invalid_auth" });
  });
});
