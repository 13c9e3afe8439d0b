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
