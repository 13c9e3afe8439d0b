import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors/app-error";
import { createTestApp, type TestApp } from "./test/test-app";

describe("the app shell", () => {
  let testApp: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(os.tmpdir(), "shifu-web-"));
    mkdirSync(path.join(webDistDir, "assets"));
    writeFileSync(path.join(webDistDir, "index.html"), "<!doctype html><title>Shifu</title><div id=root></div>");
    writeFileSync(path.join(webDistDir, "assets", "index-abc123.js"), "console.log(1)");
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDistDir }, beforeReady: addTestRoutes });
  });

  function addTestRoutes(app: FastifyInstance): void {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/test/validated", { schema: { body: z.object({ correo: z.email() }) } }, async () => ({ ok: true }));
    app.get("/test/forbidden", async () => {
      throw new AppError("FORBIDDEN");
    });
    app.get("/test/crash", async () => {
      throw new Error("secret internal detail");
    });
  }

  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("sends security headers and no X-Powered-By", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers an unknown API call with a JSON 404 in Spanish", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/no_existe", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ code: "NOT_FOUND", error: "Esta ruta de la API no existe." });
  });

  it("answers a GET from a script (no text/html) with a JSON 404", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/nada",
      headers: { accept: "application/json" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves the SPA entry, uncached, for browser navigations on app routes", async () => {
    for (const url of ["/", "/login", "/chat", "/register/1234"]) {
      const response = await testApp.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("maps a schema validation failure to a Spanish 400 with the field named", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/test/validated", payload: { correo: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      error: "La solicitud no es válida. Revisa los datos e inténtalo de nuevo.",
      fields: { correo: expect.any(String) },
    });
  });

  it("maps malformed JSON to a Spanish 400", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("BAD_REQUEST");
  });

  it("maps an oversized body to 413", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/validated",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ correo: "a".repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("maps AppError codes to their status and text", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/forbidden" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "FORBIDDEN",
      error: "No tienes permiso para realizar esta acción.",
      message: "No tienes permiso para realizar esta acción.",
    });
  });

  it("hides the details of unexpected errors", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("secret internal detail");
    expect(response.json().code).toBe("INTERNAL");
  });
});
