import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTokenCipher, parseTokenKeys } from "./token-cipher";
import { loadTokenKeys } from "./token-keys";

function makeKey(version: number) {
  return { version, key: randomBytes(32) };
}

describe("token cipher", () => {
  const keyOne = makeKey(1);
  const cipher = createTokenCipher([keyOne]);

  it("round-trips a token and never stores it in the clear", () => {
    const encrypted = cipher.encrypt("ya29.secret-token", "row-1");
    expect(encrypted).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(encrypted).not.toContain("secret");
    expect(cipher.decrypt(encrypted, "row-1")).toBe("ya29.secret-token");
    expect(cipher.encrypt("ya29.secret-token", "row-1")).not.toBe(encrypted);
  });

  it("raises on a tampered ciphertext and never returns plaintext", () => {
    const encrypted = cipher.encrypt("refresh-token", "row-1");
    const [version, iv, data] = encrypted.split(".") as [string, string, string];
    const bytes = Buffer.from(data, "base64url");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = `${version}.${iv}.${bytes.toString("base64url")}`;
    expect(() => cipher.decrypt(tampered, "row-1")).toThrow();
    const flippedTag = Buffer.from(data, "base64url");
    flippedTag[flippedTag.length - 1] = (flippedTag.at(-1) ?? 0) ^ 1;
    expect(() => cipher.decrypt(`${version}.${iv}.${flippedTag.toString("base64url")}`, "row-1")).toThrow();
    expect(() => cipher.decrypt("v1.AAAA.AAAA", "row-1")).toThrow();
  });

  it("binds the ciphertext to its integration id", () => {
    const encrypted = cipher.encrypt("token", "row-1");
    expect(() => cipher.decrypt(encrypted, "row-2")).toThrow();
  });

  it("keeps old rows readable after a rotation and writes with the newest key", () => {
    const old = cipher.encrypt("old-token", "row-1");
    const rotated = createTokenCipher([keyOne, makeKey(2)]);
    expect(rotated.decrypt(old, "row-1")).toBe("old-token");
    const fresh = rotated.encrypt("new-token", "row-1");
    expect(fresh.startsWith("v2.")).toBe(true);
    expect(rotated.currentVersion).toBe(2);
    expect(() => cipher.decrypt(fresh, "row-1")).toThrow(/versión 2/);
  });

  it("pseudonymizes a value the same way after a key is added, differently per value and per install", () => {
    const pseudonym = cipher.pseudonymize("user-1");
    expect(pseudonym).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pseudonym).not.toContain("user-1");
    expect(createTokenCipher([keyOne, makeKey(2)]).pseudonymize("user-1")).toBe(pseudonym);
    expect(cipher.pseudonymize("user-2")).not.toBe(pseudonym);
    expect(createTokenCipher([makeKey(1)]).pseudonymize("user-1")).not.toBe(pseudonym);
  });

  it("parses TOKEN_ENCRYPTION_KEYS and refuses bad ones with a readable message", () => {
    const value = `1:${randomBytes(32).toString("base64")}, 3:${randomBytes(32).toString("base64")}`;
    expect(parseTokenKeys(value).map((key) => key.version)).toEqual([1, 3]);
    expect(() => parseTokenKeys("1:abc")).toThrow(/32 bytes/);
    expect(() => parseTokenKeys("clave")).toThrow(/versión:base64/);
    const same = `1:${randomBytes(32).toString("base64")},1:${randomBytes(32).toString("base64")}`;
    expect(() => parseTokenKeys(same)).toThrow(/repetidas/);
  });
});

describe("embedded key file", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-keys-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is generated once with mode 0600 and reused", () => {
    const first = loadTokenKeys({ configured: undefined, dataDir });
    const file = path.join(dataDir, "token-encryption-keys");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadTokenKeys({ configured: undefined, dataDir });
    expect(second.keys[0]?.key.equals(first.keys[0]?.key ?? Buffer.alloc(0))).toBe(true);
    expect(readFileSync(file, "utf8")).toMatch(/^1:/);
  });
});
