import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type TokenKey = { version: number; key: Buffer };

/**
 * AES-256-GCM with a random 12-byte IV and the integration id as additional data, so a ciphertext copied onto
 * another row does not decrypt. The key version travels in the ciphertext: `v{version}.{iv}.{ciphertext+tag}`.
 */
export type TokenCipher = {
  encrypt(plaintext: string, integrationId: string): string;
  decrypt(ciphertext: string, integrationId: string): string;
  /**
   * A stable pseudonym of `value` that reveals nothing of it without the install's keys: HMAC-SHA256 keyed by the
   * oldest key, so adding a key for rotation leaves every pseudonym as it was.
   */
  pseudonymize(value: string): string;
  currentVersion: number;
};

/** Parses TOKEN_ENCRYPTION_KEYS: `1:<base64 32 bytes>,2:<base64 32 bytes>`; the highest version encrypts. */
export function parseTokenKeys(value: string): TokenKey[] {
  const keys = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\d+):([A-Za-z0-9+/=_-]+)$/.exec(entry);
      if (!match?.[1] || !match[2]) throw new Error("TOKEN_ENCRYPTION_KEYS: cada clave debe ser versión:base64");
      const key = Buffer.from(match[2], "base64");
      if (key.length !== 32) throw new Error(`TOKEN_ENCRYPTION_KEYS: la clave ${match[1]} debe tener 32 bytes`);
      return { version: Number(match[1]), key };
    });
  if (keys.length === 0) throw new Error("TOKEN_ENCRYPTION_KEYS no tiene ninguna clave");
  if (new Set(keys.map((key) => key.version)).size !== keys.length) {
    throw new Error("TOKEN_ENCRYPTION_KEYS: hay versiones repetidas");
  }
  return keys;
}

export function createTokenCipher(keys: TokenKey[]): TokenCipher {
  const byVersion = new Map(keys.map((key) => [key.version, key.key]));
  const current = keys.reduce((newest, key) => (key.version > newest.version ? key : newest));
  const oldest = keys.reduce((first, key) => (key.version < first.version ? key : first));

  return {
    currentVersion: current.version,
    encrypt(plaintext, integrationId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(integrationId, "utf8"));
      const encrypted = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `v${current.version}.${iv.toString("base64url")}.${encrypted.toString("base64url")}`;
    },
    pseudonymize(value) {
      return createHmac("sha256", oldest.key).update(`shifu-pseudonym:${value}`).digest("base64url");
    },
    decrypt(ciphertext, integrationId) {
      const match = /^v(\d+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(ciphertext);
      if (!match?.[1] || !match[2] || !match[3]) throw new Error("Token cifrado con un formato desconocido");
      const key = byVersion.get(Number(match[1]));
      if (!key) throw new Error(`No hay clave para la versión ${match[1]} de los tokens cifrados`);
      const iv = Buffer.from(match[2], "base64url");
      const data = Buffer.from(match[3], "base64url");
      if (iv.length !== IV_BYTES || data.length < TAG_BYTES) throw new Error("Token cifrado dañado");
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(integrationId, "utf8"));
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      // final() throws when the tag does not match, so tampered data never yields plaintext.
      return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
