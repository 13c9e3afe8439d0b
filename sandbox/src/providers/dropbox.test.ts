import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { connectWithPkce, refreshTokens } from "../test/oauth-test-client";

function connect(app: SandboxApp, accessType = "offline") {
  return connectWithPkce(app, "dropbox", {
    token_access_type: accessType,
    scope: "account_info.read files.metadata.read",
  });
}

function getCurrentAccount(app: SandboxApp, token: string) {
  return app.inject({
    method: "POST",
    url: "/api.dropboxapi.com/2/users/get_current_account",
    headers: { authorization: `Bearer ${token}` },
  });
}

describe("Dropbox", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens to get_current_account of Javier Sánchez", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({ expires_in: 14_400, token_type: "bearer", uid: expect.any(String) });
    expect(tokens.account_id).toMatch(/^dbid:/);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const account = await getCurrentAccount(app, tokens.access_token);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      account_id: tokens.account_id,
      name: { given_name: "Javier", surname: "Sánchez", display_name: "Javier Sánchez" },
      email: "javier.sanchez@ejemplo.com",
      email_verified: true,
    });
  });

  it("gives a refresh token only for token_access_type=offline and never a new one on refresh", async () => {
    expect((await connect(app, "online")).refresh_token).toBeUndefined();
    const tokens = await connect(app);
    const refreshed = await refreshTokens(app, "dropbox", tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ access_token: expect.any(String), token_type: "bearer", expires_in: 14_400 });
  });

  it("revokes with the bearer token: null, then refresh is invalid_grant and the API 401", async () => {
    const tokens = await connect(app);
    const revoked = await app.inject({
      method: "POST",
      url: "/api.dropboxapi.com/2/auth/token/revoke",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe("null");

    const refreshed = await refreshTokens(app, "dropbox", tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe("invalid_grant");
    const account = await getCurrentAccount(app, tokens.access_token);
    expect(account.statusCode).toBe(401);
    expect(account.json().error[".tag"]).toBe("invalid_access_token");
  });
});
