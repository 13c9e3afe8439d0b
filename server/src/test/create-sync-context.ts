import { parseEnv } from "../env";
import type { SyncContext } from "../features/notifications/sync-integration";
import { readKeyContacts } from "../features/training/knowledge-store";
import { readMcpSettings } from "../integrations/mcp/read-mcp-settings";
import { resolveProviderModes } from "../integrations/provider-modes";
import { createTokenCipher } from "../integrations/token-cipher";
import { loadTokenKeys } from "../integrations/token-keys";
import { createLogger } from "../logger";
import { TEST_TOKEN_KEYS, type TestApp } from "./test-app";

/** What the notification sync runs with, against a test app's database and the sandbox, for calling it directly. */
export function createSyncContext(testApp: TestApp, sandboxUrl: string): SyncContext {
  const env = parseEnv({ SANDBOX_URL: sandboxUrl, TOKEN_ENCRYPTION_KEYS: TEST_TOKEN_KEYS });
  return {
    db: testApp.database.db,
    cipher: createTokenCipher(loadTokenKeys({ configured: TEST_TOKEN_KEYS, dataDir: "/nonexistent" }).keys),
    modes: resolveProviderModes(env, sandboxUrl),
    publicUrl: "http://localhost:3000",
    logger: createLogger("silent"),
    mcp: readMcpSettings(env, sandboxUrl),
    timeZone: "Europe/Madrid",
    intervalSeconds: 60,
    readKeyContacts: (userId) => readKeyContacts(testApp.database.db, userId),
  };
}
