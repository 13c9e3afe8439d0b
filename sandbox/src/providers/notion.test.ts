import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { encodeBasic, obtainCode, REDIRECT_URI, standardAuthorizeParams, toForm } from "../test/oauth-test-client";

const TOKEN_URL = "/api.notion.com/v1/oauth/token";
const basic = encodeBasic("sandbox-notion", "sandbox-notion-secret");

function connectCode(app: SandboxApp) {
  return obtainCode(app, "notion", standardAuthorizeParams("notion", { owner: "user" }));
}

describe("Notion", () => {
  let app: SandboxApp;
  beforeEach(() => {
    app = buildSandboxApp();
  });

  it("exchanges with a JSON body and HTTP Basic, then answers users/me for the bot of María López", async () => {
    const code = await connectCode(app);
    const response = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      headers: { authorization: basic, "notion-version": "2022-06-28" },
      payload: { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI },
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens).toMatchObject({
      token_type: "bearer",
      workspace_name: "Equipo Shifu",
      owner: {
        type: "user",
        user: { object: "user", name: "María López", person: { email: "maria.lopez@ejemplo.com" } },
      },
      duplicated_template_id: null,
    });
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.expires_in).toBeUndefined();

    const me = await app.inject({
      method: "GET",
      url: "/api.notion.com/v1/users/me",
      headers: { authorization: `Bearer ${tokens.access_token}`, "notion-version": "2022-06-28" },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      object: "user",
      type: "bot",
      bot: { owner: { type: "user", user: { name: "María López" } }, workspace_name: "Equipo Shifu" },
    });

    const withoutVersion = await app.inject({
      method: "GET",
      url: "/api.notion.com/v1/users/me",
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(withoutVersion.statusCode).toBe(400);
    expect(withoutVersion.json().code).toBe("missing_version");
  });

  it("needs owner=user on the authorize page", async () => {
    const page = await app.inject({
      method: "GET",
      url: `/api.notion.com/v1/oauth/authorize?${new URLSearchParams(standardAuthorizeParams("notion"))}`,
    });
    expect(page.statusCode).toBe(302);
    expect(new URL(String(page.headers.location)).searchParams.get("error")).toBe("invalid_request");
  });

  it("refuses a form body and a client in the body", async () => {
    const code = await connectCode(app);
    const form = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      payload: toForm({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI }).payload,
      headers: { ...toForm({}).headers, authorization: basic },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().error).toBe("invalid_request");

    const bodyClient = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      payload: {
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT_URI,
        client_id: "sandbox-notion",
        client_secret: "sandbox-notion-secret",
      },
    });
    expect(bodyClient.statusCode).toBe(400);
    expect(bodyClient.json().error).toBe("invalid_client");
  });

  it("has no refresh grant", async () => {
    const response = await app.inject({
      method: "POST",
      url: TOKEN_URL,
      headers: { authorization: basic },
      payload: { grant_type: "refresh_token", refresh_token: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("unsupported_grant_type");
  });
});
