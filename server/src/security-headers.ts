import type { FastifyInstance } from "fastify";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Tailwind and the dialog and tour libraries set inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * Helmet's headers with Shifu's policy, as fixed values computed once: `@fastify/helmet` rebuilt them on every
 * request, a measurable share of a cheap signed-in read. Cross-Origin-Embedder-Policy stays off (images from data:
 * and blob: URLs); HSTS and upgrade-insecure-requests only when the public URL is https.
 */
export function buildSecurityHeaders(publicUrl: string): Record<string, string> {
  const servedOverHttps = publicUrl.startsWith("https://");
  return {
    "content-security-policy": [
      ...CONTENT_SECURITY_POLICY,
      ...(servedOverHttps ? ["upgrade-insecure-requests"] : []),
    ].join(";"),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(servedOverHttps ? { "strict-transport-security": "max-age=15552000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const headers = buildSecurityHeaders(publicUrl);
  // onRequest, as helmet did: the headers are on every answer, errors and 404s included.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
