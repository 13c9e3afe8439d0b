import { describe, expect, it } from "vitest";
import { createSecretToken, hashSecretToken } from "./secret-token";

describe("secret tokens", () => {
  it("are 256 random bits in base64url", () => {
    const token = createSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createSecretToken()).not.toBe(token);
  });

  it("are stored as their SHA-256", () => {
    expect(hashSecretToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
