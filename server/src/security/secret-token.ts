import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session tokens, password-reset links and OAuth states. */
export function createSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps instead of the token, so a leaked table grants nothing. A fast hash is enough: the tokens
 * are random, not guessable passwords.
 */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
