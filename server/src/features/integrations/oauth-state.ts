import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { oauthStates } from "../../db/schema";
import type { TokenCipher } from "../../integrations/token-cipher";
import { hashSecretToken } from "../../security/secret-token";

const STATE_LIFETIME_MS = 10 * 60 * 1000;

type StateStore = { db: Database; cipher: TokenCipher };

/**
 * Keeps a sign-in's state (only its hash) bound to the user and what is being connected (a catalogue service's key,
 * or `mcp:{server id}`), with its PKCE verifier encrypted, for ten minutes. Every app's OAuth flow goes through here.
 */
export async function storeOAuthState(
  store: StateStore,
  input: { state: string; userId: string; service: string; codeVerifier?: string; now: Date },
): Promise<void> {
  const id = randomUUID();
  await store.db.delete(oauthStates).where(lt(oauthStates.expiresAt, input.now));
  await store.db.insert(oauthStates).values({
    id,
    stateHash: hashSecretToken(input.state),
    userId: input.userId,
    service: input.service,
    codeVerifierEncrypted: input.codeVerifier ? store.cipher.encrypt(input.codeVerifier, id) : null,
    expiresAt: new Date(input.now.getTime() + STATE_LIFETIME_MS),
  });
}

/**
 * Spends the state atomically, so a replayed callback (the same code and state) is refused, and returns it with its
 * verifier only when it is this user's, unexpired and for a service `accepts`.
 */
export async function spendOAuthState(
  store: StateStore,
  input: { state: string; userId: string; accepts: (service: string) => boolean; now: Date },
): Promise<{ service: string; codeVerifier?: string } | undefined> {
  const [row] = await store.db
    .update(oauthStates)
    .set({ usedAt: input.now })
    .where(and(eq(oauthStates.stateHash, hashSecretToken(input.state)), isNull(oauthStates.usedAt)))
    .returning();
  if (
    !row ||
    row.userId !== input.userId ||
    !input.accepts(row.service) ||
    row.expiresAt.getTime() <= input.now.getTime()
  ) {
    return undefined;
  }
  return {
    service: row.service,
    ...(row.codeVerifierEncrypted ? { codeVerifier: store.cipher.decrypt(row.codeVerifierEncrypted, row.id) } : {}),
  };
}
