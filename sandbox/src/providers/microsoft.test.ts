import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { createPkcePair, obtainCode, REDIRECT_URI, standardAuthorizeParams, toForm } from "../test/oauth-test-client";

const TOKEN_URL = "/login.microsoftonline.com/common/oauth2/v2.0/token";
const client = { client_id: "sandbox-microsoft", client_secret: "sandbox-microsoft-secret" };

async function connect(app: SandboxApp, scope = "openid email offline_access User.Read Mail.Read") {
  const pkce = createPkcePair();
  const code = await obtainCode(
    app,
    "microsoft",
    standardAuthorizeParams("microsoft", {
      scope,
      response_mode: "query",
      code_challenge: pkce.challenge,
      code_challenge_method: "S256",
    }),
  );
  const response = await app.inject({
    method: "POST",
    url: TOKEN_URL,
    ...toForm({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkce.verifier,
      ...client,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function refresh(app: SandboxApp, refreshToken: string) {
  return app.inject({
    method: "POST",
    url: TOKEN_URL,
    ...toForm({ grant_type: "refresh_token", refresh_token: refreshToken, ...client }),
  });
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
    const first = await refresh(app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token;
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(tokens.refresh_token);

    const reused = await refresh(app, tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: "invalid_grant", error_codes: [70000] });
    expect(reused.json().error_description).toMatch(/^AADSTS70000:/);

    const second = await refresh(app, rotated);
    expect(second.statusCode).toBe(200);
  });

  it("issues no refresh token without offline_access", async () => {
    const tokens = await connect(app, "openid User.Read");
    expect(tokens.refresh_token).toBeUndefined();
  });

  it("words a wrong verifier as AADSTS501481", async () => {
    const pkce = createPkcePair();
    const code = await obtainCode(
      app,
      "microsoft",
      standardAuthorizeParams("microsoft", {
        scope: "User.Read",
        code_challenge: pkce.challenge,
        code_challenge_method: "S256",
      }),
    );
    const response = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      ...toForm({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: createPkcePair().verifier,
        ...client,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "invalid_grant", error_codes: [501481] });
  });
});
