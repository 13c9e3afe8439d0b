import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { connectWithPkce, refreshTokens, standardAuthorizeParams } from "../test/oauth-test-client";

function connect(app: SandboxApp) {
  // Pinned to JSON, the format Atlassian documents, though its endpoint takes forms too.
  const scope = "read:me read:jira-work offline_access";
  return connectWithPkce(app, "atlassian", { audience: "api.atlassian.com", prompt: "consent", scope }, "json");
}

describe("Atlassian", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens (JSON) to /me of Ana García", async () => {
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
      email: "ana.garcia@ejemplo.com",
      name: "Ana García",
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
    const first = await refreshTokens(app, "atlassian", tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).not.toBe(tokens.refresh_token);
    const replay = await refreshTokens(app, "atlassian", tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe("invalid_grant");
    expect((await refreshTokens(app, "atlassian", first.json().refresh_token)).statusCode).toBe(200);
  });

  it("after revoke-all, refresh is invalid_grant and /me is 401", async () => {
    const tokens = await connect(app);
    await app.inject({ method: "POST", url: "/__sandbox/revoke-all", payload: { family: "atlassian" } });
    expect((await refreshTokens(app, "atlassian", tokens.refresh_token)).json().error).toBe("invalid_grant");
    const me = await app.inject({
      method: "GET",
      url: "/api.atlassian.com/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
