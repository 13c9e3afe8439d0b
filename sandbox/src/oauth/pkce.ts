import { createHash, timingSafeEqual } from "node:crypto";

// RFC 7636 §4.1-4.2: 43 to 128 characters of the unreserved set; an S256 challenge is 43 base64url characters.
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

export function isS256Challenge(challenge: string): boolean {
  return CHALLENGE_PATTERN.test(challenge);
}

export function verifyPkce(verifier: string | undefined, challenge: string): boolean {
  if (!verifier || !VERIFIER_PATTERN.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(createHash("sha256").update(verifier).digest("base64url"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
