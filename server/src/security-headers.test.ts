import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers";

// The values @fastify/helmet 13 sent with Shifu's options before the headers became fixed values.
const HELMET_HEADERS = {
  "content-security-policy":
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

async function buildServer(publicUrl: string) {
  const app = Fastify();
  await registerSecurityHeaders(app, publicUrl);
  app.get("/ok", async () => ({ ok: true }));
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  return app;
}

function pickSecurityHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { "content-type": _, "content-length": __, date: ___, connection: ____, ...rest } = headers;
  return rest;
}

describe("security headers", () => {
  it("sends helmet's headers with Shifu's policy on answers, errors and 404s", async () => {
    const app = await buildServer("http://localhost:3000");
    for (const url of ["/ok", "/fails", "/missing"]) {
      const response = await app.inject({ url });
      expect(pickSecurityHeaders(response.headers)).toEqual(HELMET_HEADERS);
    }
  });

  it("adds HSTS and upgrade-insecure-requests when served over https", async () => {
    const app = await buildServer("https://shifu.example");
    const response = await app.inject({ url: "/ok" });
    expect(pickSecurityHeaders(response.headers)).toEqual({
      ...HELMET_HEADERS,
      "content-security-policy": `${HELMET_HEADERS["content-security-policy"]};upgrade-insecure-requests`,
      "strict-transport-security": "max-age=15552000; includeSubDomains",
    });
  });
});
