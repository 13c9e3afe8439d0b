import { isNotNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { integrations } from "../db/schema";
import type { TokenCipher } from "./token-cipher";

/**
 * Refuses to start with keys that cannot read the stored tokens (a lost key file, a wrong TOKEN_ENCRYPTION_KEYS),
 * rather than failing later, one user at a time.
 */
export async function assertTokenKeysReadStoredTokens(db: Database, cipher: TokenCipher): Promise<void> {
  const [row] = await db
    .select({ id: integrations.id, token: integrations.accessTokenEncrypted })
    .from(integrations)
    .where(isNotNull(integrations.accessTokenEncrypted))
    .limit(1);
  if (!row?.token) return;
  try {
    cipher.decrypt(row.token, row.id);
  } catch (error) {
    throw new Error(
      "Las claves de cifrado de tokens no pueden leer los tokens guardados. Restaura el archivo token-encryption-keys de DATA_DIR o corrige TOKEN_ENCRYPTION_KEYS (las versiones antiguas deben seguir en la lista).",
      { cause: error },
    );
  }
}
