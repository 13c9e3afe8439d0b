import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = "stripe-webhook-secret";

/**
 * STRIPE_WEBHOOK_SECRET when set. Otherwise this install's own secret for the sandbox's Stripe, made on first start
 * in DATA_DIR with mode 0600 and given to the sandbox the server starts: a secret written in the repository would
 * let anyone sign a paid plan for themselves.
 */
export function loadWebhookSecret(options: { configured: string | undefined; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    try {
      writeFileSync(file, `whsec_${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process sharing DATA_DIR made it first; its secret is the install's.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  return readFileSync(file, "utf8").trim();
}
