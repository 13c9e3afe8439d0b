import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import {
  connectWithPkce,
  createPkcePair,
  obtainPkceCode,
  REDIRECT_URI,
  refreshTokens,
  requestTokens,
} from "../test/oauth-test-client";

function connect(app: SandboxApp, scope = "openid email offline_access User.Read Mail.Read") {
  return connectWithPkce(app, "microsoft", { scope, response_mode: "query" });
}

describe("Microsoft", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("goes from consent to tokens to Graph's /me of Lucía Fernández", async () => {
    const tokens = await connect(app);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599 });
    expect(tokens.scope).toBe("openid email User.Read Mail.Read");
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const me = await app.inject({
      method: "GET",
      url: "/graph.microsoft.com/v1.0/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      displayName: "Lucía Fernández",
      givenName: "Lucía",
      surname: "Fernández",
      mail: "lucia.fernandez@ejemplo.com",
      userPrincipalName: "lucia.fernandez@ejemplo.com",
    });
  });

  it("rotates the refresh token at every refresh and refuses the old one", async () => {
    const tokens = await connect(app);
    const first = await refreshTokens(app, "microsoft", tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token;
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(tokens.refresh_token);

    const reused = await refreshTokens(app, "microsoft", tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: "invalid_grant", error_codes: [70000] });
    expect(reused.json().error_description).toMatch(/^AADSTS70000:/);

    const second = await refreshTokens(app, "microsoft", rotated);
    expect(second.statusCode).toBe(200);
  });

  it("issues no refresh token without offline_access", async () => {
    const tokens = await connect(app, "openid User.Read");
    expect(tokens.refresh_token).toBeUndefined();
  });

  it("words a wrong verifier as AADSTS501481", async () => {
    const { code } = await obtainPkceCode(app, "microsoft", { scope: "User.Read" });
    const response = await requestTokens(app, "microsoft", {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: createPkcePair().verifier,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_grant", error_codes: [501481] });
  });
});
