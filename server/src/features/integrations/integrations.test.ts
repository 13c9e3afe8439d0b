import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrations } from "../../db/schema";
import { logInViaApi, makeUser, readSessionCookie, registerViaApi } from "../../test/inject-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("GET /get_integrations", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers the signed-in user's connections keyed by service name, without secrets", async () => {
    const user = makeUser();
    await registerViaApi(testApp.app, user);
    const login = await logInViaApi(testApp.app, user);
    const cookie = readSessionCookie(login);
    const empty = await testApp.app.inject({
      method: "GET",
      url: "/get_integrations",
      cookies: { shifu_session: cookie },
    });
    expect(empty.json()).toEqual({});

    await testApp.database.db.insert(integrations).values([
      {
        userId: login.json().user_id,
        service: "gmail",
        account: "ana@gmail.com",
        status: "connected",
        scopes: ["gmail.readonly"],
      },
      { userId: login.json().user_id, service: "docs", account: null, status: "needs_reconnect" },
    ]);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/get_integrations",
      cookies: { shifu_session: cookie },
    });
    expect(response.json()).toEqual({
      Gmail: {
        account: "ana@gmail.com",
        status: "connected",
        connected_at: expect.any(String),
        scopes: ["gmail.readonly"],
      },
      "Google Docs": { account: null, status: "needs_reconnect", connected_at: expect.any(String), scopes: [] },
    });

    const other = await testApp.app.inject({
      method: "GET",
      url: "/get_integrations?email=otra@example.com",
      cookies: { shifu_session: cookie },
    });
    expect(other.statusCode).toBe(403);
    expect((await testApp.app.inject({ method: "GET", url: "/get_integrations" })).statusCode).toBe(401);
  });
});
