import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { createPkcePair, obtainCode, REDIRECT_URI, standardAuthorizeParams } from "../test/oauth-test-client";

const TOKEN_URL = "/auth.atlassian.com/oauth/token";
const client = { client_id: "sandbox-atlassian", client_secret: "sandbox-atlassian-secret" };

async function connect(app: SandboxApp) {
  const pkce = createPkcePair();
  const code = await obtainCode(
    app,
    "atlassian",
    standardAuthorizeParams("atlassian", {
      audience: "api.atlassian.com",
      prompt: "consent",
      scope: "read:me read:jira-work offline_access",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
    }),
  );
  const response = await app.inject({
    method: "POST",
    url: TOKEN_URL,
    payload: {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.verifier,
      ...client,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function refresh(app: SandboxApp, refreshToken: string) {
  return app.inject({
    method: "POST",
    url: TOKEN_URL,
    payload: { grant_type: "refresh_token", refresh_token: refreshToken, ...client },
  });
}

describe("Atlassian", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens (JSON) to /me of Carmen Ruiz", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({
      expires_in: 3600,
      token_type: "Bearer",
      scope: "read:me read:jira-work offline_access",
    });
    const me = await app.inject({
      method: "GET",
      url: "/api.atlassian.com/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "carmen.ruiz@ejemplo.com",
      name: "Carmen Ruiz",
      account_status: "active",
    });
  });

  it("needs audience=api.atlassian.com", async () => {
    const page = await app.inject({
      method: "GET",
      url: `/auth.atlassian.com/authorize?${new URLSearchParams(standardAuthorizeParams("atlassian", { scope: "read:me" }))}`,
    });
    expect(page.statusCode).toBe(302);
    expect(new URL(String(page.headers.location)).searchParams.get("error")).toBe("invalid_request");
  });

  it("rotates refresh tokens: each works once", async () => {
    const tokens = await connect(app);
    const first = await refresh(app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(tokens.refresh_token);
    const replay = await refresh(app, tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe("invalid_grant");
    expect((await refresh(app, first.json().refresh_token)).statusCode).toBe(200);
  });

  it("after revoke-all, refresh is invalid_grant and /me is 401", async () => {
    const tokens = await connect(app);
    await app.inject({ method: "POST", url: "/__sandbox/revoke-all", payload: { family: "atlassian" } });
    expect((await refresh(app, tokens.refresh_token)).json().error).toBe("invalid_grant");
    const me = await app.inject({
      method: "GET",
      url: "/api.atlassian.com/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
