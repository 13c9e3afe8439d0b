import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("health", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("GET /healthz says the process is up", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /healthz skips the session and compression: a stale cookie is neither looked up nor cleared", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/healthz",
      cookies: { shifu_session: "no-such-session" },
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["content-encoding"]).toBeUndefined();
    // The security headers stay: they cost a header copy, and every answer carries them.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a stale cookie on any other route is cleared", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/get_user",
      cookies: { shifu_session: "no-such-session" },
    });
    expect(response.statusCode).toBe(401);
    expect(String(response.headers["set-cookie"])).toContain("shifu_session=;");
  });

  it("GET /readyz says the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("GET /readyz answers 503 when the database is gone", async () => {
    const { app, database } = testApp;
    const ping = database.ping;
    database.ping = async () => {
      throw new Error("connection refused");
    };
    const response = await app.inject({ method: "GET", url: "/readyz" });
    database.ping = ping;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", database: "down" });
  });
});
