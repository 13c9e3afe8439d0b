import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import {
  obtainCode,
  REDIRECT_URI,
  refreshTokens,
  requestTokens,
  standardAuthorizeParams,
} from "../test/oauth-test-client";

const GRAPH_ME = "/graph.microsoft.com/v1.0/me";

async function connectMicrosoft(app: SandboxApp) {
  const code = await obtainCode(
    app,
    "microsoft",
    standardAuthorizeParams("microsoft", { scope: "openid offline_access User.Read" }),
  );
  const response = await requestTokens(app, "microsoft", {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
  });
  return response.json() as { access_token: string; refresh_token: string };
}

function getMe(app: SandboxApp, token: string) {
  return app.inject({ method: "GET", url: GRAPH_ME, headers: { authorization: `Bearer ${token}` } });
}

function addFaults(app: SandboxApp, faults: unknown) {
  return app.inject({ method: "POST", url: "/__sandbox/faults", payload: faults as object });
}

describe("the admin API", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("injects a 401 in the provider's words for the next `count` matching requests", async () => {
    const { access_token: token } = await connectMicrosoft(app);
    await addFaults(app, [{ host: "graph.microsoft.com", path: "/v1.0/me", status: 401, count: 2 }]);
    for (let attempt = 0; attempt < 2; attempt++) {
      const me = await getMe(app, token);
      expect(me.statusCode).toBe(401);
      expect(me.json().error.code).toBe("InvalidAuthenticationToken");
    }
    expect((await getMe(app, token)).statusCode).toBe(200);
  });

  it("injects a 429 with Retry-After, and a 500", async () => {
    const { access_token: token } = await connectMicrosoft(app);
    await addFaults(app, [
      { host: "graph.microsoft.com", status: 429, retryAfterSeconds: 2 },
      { host: "graph.microsoft.com", status: 500 },
    ]);
    const limited = await getMe(app, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("2");
    const failed = await getMe(app, token);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error).toBe("server_error");
    expect((await getMe(app, token)).statusCode).toBe(200);
  });

  it("answers Slack's rate limit the Slack way", async () => {
    await addFaults(app, { host: "slack.com", path: "/api/auth.test", status: 429 });
    const response = await app.inject({ method: "GET", url: "/slack.com/api/auth.test" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.json()).toEqual({ ok: false, error: "ratelimited" });
  });

  it("delays requests, then answers them normally", async () => {
    const { access_token: token } = await connectMicrosoft(app);
    await addFaults(app, [{ host: "graph.microsoft.com", delayMs: 150, count: 1 }]);
    const started = performance.now();
    const me = await getMe(app, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(me.statusCode).toBe(200);
  });

  it("matches a route's pattern, a method, and faults token endpoints too", async () => {
    await addFaults(app, [
      { host: "api.hubapi.com", path: "/oauth/v1/access-tokens/:token", status: 500 },
      { host: "login.microsoftonline.com", path: "/common/oauth2/v2.0/token", method: "POST", status: 500 },
    ]);
    const info = await app.inject({ method: "GET", url: "/api.hubapi.com/oauth/v1/access-tokens/abc" });
    expect(info.statusCode).toBe(500);
    const token = await refreshTokens(app, "microsoft", "x");
    expect(token.statusCode).toBe(500);
    expect((await app.inject({ method: "GET", url: "/__sandbox/faults" })).json()).toEqual({ faults: [] });
  });

  it("refuses a fault with neither status nor delay, or an unknown family", async () => {
    const empty = await addFaults(app, [{ host: "graph.microsoft.com" }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("invalid_request");
    const family = await app.inject({ method: "POST", url: "/__sandbox/revoke-all", payload: { family: "myspace" } });
    expect(family.statusCode).toBe(400);
  });

  it("counts token requests by grant and API requests by host, faulted ones included", async () => {
    const { access_token: token, refresh_token: refreshToken } = await connectMicrosoft(app);
    await refreshTokens(app, "microsoft", refreshToken);
    await addFaults(app, { host: "graph.microsoft.com", status: 500 });
    await getMe(app, token);
    await getMe(app, token);
    const stats = (await app.inject({ method: "GET", url: "/__sandbox/stats" })).json();
    expect(stats).toEqual({
      tokenRequests: { microsoft: { authorization_code: 1, refresh_token: 1 } },
      apiRequests: { "graph.microsoft.com": 2 },
      revokeRequests: {},
    });
  });

  it("revoke-all: refresh becomes invalid_grant and the API 401", async () => {
    const tokens = await connectMicrosoft(app);
    const revoked = await app.inject({
      method: "POST",
      url: "/__sandbox/revoke-all",
      payload: { family: "microsoft" },
    });
    expect(revoked.json()).toEqual({ revokedGrants: 1 });
    expect((await refreshTokens(app, "microsoft", tokens.refresh_token)).json().error).toBe("invalid_grant");
    expect((await getMe(app, tokens.access_token)).statusCode).toBe(401);
  });

  it("expire-access-tokens: the API 401s but refresh still works", async () => {
    const tokens = await connectMicrosoft(app);
    const expired = await app.inject({
      method: "POST",
      url: "/__sandbox/expire-access-tokens",
      payload: { family: "microsoft" },
    });
    expect(expired.json()).toEqual({ expiredAccessTokens: 1 });
    expect((await getMe(app, tokens.access_token)).statusCode).toBe(401);
    const refreshed = await refreshTokens(app, "microsoft", tokens.refresh_token);
    expect((await getMe(app, refreshed.json().access_token)).statusCode).toBe(200);
  });

  it("reset forgets codes, tokens, faults and stats", async () => {
    const tokens = await connectMicrosoft(app);
    const code = await obtainCode(app, "microsoft", standardAuthorizeParams("microsoft", { scope: "User.Read" }));
    await addFaults(app, { host: "graph.microsoft.com", status: 500 });
    const reset = await app.inject({ method: "POST", url: "/__sandbox/reset" });
    expect(reset.statusCode).toBe(204);

    expect((await app.inject({ method: "GET", url: "/__sandbox/faults" })).json()).toEqual({ faults: [] });
    expect((await app.inject({ method: "GET", url: "/__sandbox/stats" })).json()).toEqual({
      tokenRequests: {},
      apiRequests: {},
      revokeRequests: {},
    });
    expect((await getMe(app, tokens.access_token)).statusCode).toBe(401);
    const exchange = await requestTokens(app, "microsoft", {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
    });
    expect(exchange.json().error).toBe("invalid_grant");
  });

  it("serves the demo avatars that identity answers link to", async () => {
    const avatar = await app.inject({ method: "GET", url: "/__sandbox/avatars/google.svg" });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers["content-type"]).toContain("image/svg+xml");
    expect(avatar.body).toContain(">AG</text>");
    expect((await app.inject({ method: "GET", url: "/__sandbox/avatars/nadie.svg" })).statusCode).toBe(404);
  });
});
