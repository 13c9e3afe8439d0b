import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { obtainCode, REDIRECT_URI } from "../test/oauth-test-client";

function getUser(app: SandboxApp, authorization: string) {
  return app.inject({ method: "GET", url: "/api.clickup.com/api/v2/user", headers: { authorization } });
}

async function connect(app: SandboxApp): Promise<string> {
  // ClickUp's page takes only client_id, redirect_uri and state.
  const code = await obtainCode(app, "clickup", {
    client_id: "sandbox-clickup",
    redirect_uri: REDIRECT_URI,
    state: "s1",
  });
  const query = new URLSearchParams({ client_id: "sandbox-clickup", client_secret: "sandbox-clickup-secret", code });
  const response = await app.inject({ method: "POST", url: `/api.clickup.com/api/v2/oauth/token?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(["access_token"]);
  return response.json().access_token;
}

describe("ClickUp", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("exchanges a code given in the query, without grant_type, for a lone access token", async () => {
    const token = await connect(app);
    const user = await getUser(app, token);
    expect(user.statusCode).toBe(200);
    expect(user.json().user).toMatchObject({
      username: "Sofía Díaz",
      email: "sofia.diaz@ejemplo.com",
      color: "#7b68ee",
    });
  });

  it("takes the token without Bearer and refuses it with Bearer", async () => {
    const token = await connect(app);
    const withBearer = await getUser(app, `Bearer ${token}`);
    expect(withBearer.statusCode).toBe(401);
    expect(withBearer.json()).toEqual({ err: "Token invalid", ECODE: "OAUTH_025" });
  });

  it("has no refresh grant, and its tokens never expire unless the admin API says so", async () => {
    const token = await connect(app);
    const refresh = await app.inject({
      method: "POST",
      url: "/api.clickup.com/api/v2/oauth/token?client_id=sandbox-clickup&client_secret=sandbox-clickup-secret&grant_type=refresh_token&refresh_token=x",
    });
    expect(refresh.json().error).toBe("unsupported_grant_type");

    await app.inject({ method: "POST", url: "/__sandbox/expire-access-tokens", payload: { family: "clickup" } });
    expect((await getUser(app, token)).statusCode).toBe(401);
  });
});
