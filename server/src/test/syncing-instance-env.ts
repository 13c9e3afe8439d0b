/**
 * The settings of a test instance that syncs notifications from the test's sandbox every `intervalSeconds`, with room
 * for the sign-ups a test makes.
 */
export function buildSyncingInstanceEnv(sandboxUrl: string, intervalSeconds = 5): Record<string, string> {
  return {
    SANDBOX_URL: sandboxUrl,
    PUBLIC_URL: "http://localhost:3000",
    REGISTRATION_LIMIT_PER_HOUR: "1000",
    NOTIFICATION_SYNC_INTERVAL: String(intervalSeconds),
  };
}
