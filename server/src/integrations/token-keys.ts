import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseTokenKeys, type TokenKey } from "./token-cipher";

const KEY_FILE = "token-encryption-keys";

/**
 * TOKEN_ENCRYPTION_KEYS when set. Otherwise, for the embedded setup, a key file in DATA_DIR created on first start
 * with mode 0600; several instances sharing one PostgreSQL must set TOKEN_ENCRYPTION_KEYS instead.
 */
export function loadTokenKeys(options: { configured: string | undefined; dataDir: string }): {
  keys: TokenKey[];
  source: "env" | "file";
} {
  if (options.configured) return { keys: parseTokenKeys(options.configured), source: "env" };
  const file = path.join(options.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `1:${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  }
  chmodSync(file, 0o600);
  return { keys: parseTokenKeys(readFileSync(file, "utf8")), source: "file" };
}
