import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import {
  createPkcePair,
  obtainCode,
  obtainPkceCode,
  REDIRECT_URI,
  standardAuthorizeParams,
  toForm,
} from "../test/oauth-test-client";

const client = { client_id: "sandbox-google", client_secret: "sandbox-google-secret" };

function postToken(app: SandboxApp, params: Record<string, string>) {
  return app.inject({ method: "POST", url: "/oauth2.googleapis.com/token", ...toForm({ ...client, ...params }) });
}

function getUserInfo(app: SandboxApp, token: string) {
  return app.inject({
    method: "GET",
    url: "/www.googleapis.com/oauth2/v2/userinfo",
    headers: { authorization: `Bearer ${token}` },
  });
}

function obtainGoogleCode(app: SandboxApp) {
  return obtainPkceCode(app, "google", { scope: "email", access_type: "offline" });
}

function exchange(app: SandboxApp, code: string, extra: Record<string, string> = {}) {
  return postToken(app, { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, ...extra });
}

async function expectInvalidGrant(response: Awaited<ReturnType<typeof postToken>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe("invalid_grant");
  expect(response.json().error_description).toEqual(expect.any(String));
}

describe("the token endpoint", () => {
  let app: SandboxApp;
  let now: number;
  beforeEach(() => {
    now = Date.UTC(2025, 0, 15, 9, 0, 0);
    app = buildSandboxApp({ now: () => now });
  });
  afterEach(() => app.close());

  it("refuses a missing or wrong code_verifier", async () => {
    const missing = await obtainGoogleCode(app);
    await expectInvalidGrant(await exchange(app, missing.code));
    const wrong = await obtainGoogleCode(app);
    await expectInvalidGrant(await exchange(app, wrong.code, { code_verifier: createPkcePair().verifier }));
    const right = await obtainGoogleCode(app);
    expect((await exchange(app, right.code, { code_verifier: right.verifier })).statusCode).toBe(200);
  });

  it("refuses a verifier for a code that had no challenge: a PKCE downgrade", async () => {
    const code = await obtainCode(app, "google", standardAuthorizeParams("google", { scope: "email" }));
    await expectInvalidGrant(await exchange(app, code, { code_verifier: createPkcePair().verifier }));
  });

  it("refuses a reused code and revokes what the first exchange issued", async () => {
    const { code, verifier } = await obtainGoogleCode(app);
    const first = await exchange(app, code, { code_verifier: verifier });
    expect(first.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = first.json();

    const replay = await exchange(app, code, { code_verifier: verifier });
    await expectInvalidGrant(replay);
    expect(replay.json().error_description).toContain("already redeemed");
    expect((await getUserInfo(app, accessToken)).statusCode).toBe(401);
    await expectInvalidGrant(await postToken(app, { grant_type: "refresh_token", refresh_token: refreshToken }));
  });

  it("refuses a code after its 10 minutes", async () => {
    const { code, verifier } = await obtainGoogleCode(app);
    now += 10 * 60 * 1000;
    const response = await exchange(app, code, { code_verifier: verifier });
    await expectInvalidGrant(response);
    expect(response.json().error_description).toContain("expired");
  });

  it("expires access tokens after expires_in", async () => {
    const { code, verifier } = await obtainGoogleCode(app);
    const { access_token: accessToken } = (await exchange(app, code, { code_verifier: verifier })).json();
    now += 3598 * 1000;
    expect((await getUserInfo(app, accessToken)).statusCode).toBe(200);
    now += 1000;
    expect((await getUserInfo(app, accessToken)).statusCode).toBe(401);
  });

  it("binds the code to its redirect_uri", async () => {
    const { code, verifier } = await obtainGoogleCode(app);
    await expectInvalidGrant(
      await exchange(app, code, { code_verifier: verifier, redirect_uri: "http://localhost:3000/otra" }),
    );
  });

  it("refuses an unknown code, and a wrong client secret with invalid_client", async () => {
    await expectInvalidGrant(await exchange(app, "codigo-inventado"));
    const { code, verifier } = await obtainGoogleCode(app);
    const wrongSecret = await exchange(app, code, { code_verifier: verifier, client_secret: "otra" });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error).toBe("invalid_client");
    // The failed client did not burn the code.
    expect((await exchange(app, code, { code_verifier: verifier })).statusCode).toBe(200);
  });

  it("refuses a code issued to another family's client", async () => {
    const slackCode = await obtainCode(app, "slack", standardAuthorizeParams("slack", { user_scope: "users:read" }));
    await expectInvalidGrant(await exchange(app, slackCode));
  });

  it("asks for grant_type and refuses grants it does not know", async () => {
    const missing = await postToken(app, { code: "x" });
    expect(missing.json().error).toBe("invalid_request");
    const unknown = await postToken(app, { grant_type: "password", username: "a", password: "b" });
    expect(unknown.json().error).toBe("unsupported_grant_type");
  });

  it("marks its answers no-store", async () => {
    const { code, verifier } = await obtainGoogleCode(app);
    const response = await exchange(app, code, { code_verifier: verifier });
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
