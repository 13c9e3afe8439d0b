import { createHmac } from "node:crypto";

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * An OpenID Connect ID token signed with HS256 and the client secret, which OIDC Core §10.1 allows for confidential
 * clients; the sandbox has no key pair whose public half it could publish.
 */
export function signIdToken(claims: Record<string, unknown>, clientSecret: string): string {
  const signingInput = `${encodeSegment({ alg: "HS256", typ: "JWT" })}.${encodeSegment(claims)}`;
  const signature = createHmac("sha256", clientSecret).update(signingInput).digest("base64url");
  return `${signingInput}.${signature}`;
}
