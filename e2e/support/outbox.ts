import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

// The e2e server's DATA_DIR (playwright.config.ts); without SMTP its e-mails are written to its outbox.
const outboxDir = path.resolve(import.meta.dirname, "../../.test-data/e2e/outbox");

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest link to `page` (e.g. 'reset-password') in an outbox e-mail to `correo`; mails go out unawaited. */
export async function readMailedLink(correo: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}#token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        // A mail being written is a '.part' file, renamed when whole: only whole mails are read, and one renamed
        // between the listing and its stat is read on the next poll.
        const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
        const files = await Promise.all(
          names.map(async (name) => {
            const file = path.join(outboxDir, name);
            return { file, modified: (await stat(file).catch(() => undefined))?.mtimeMs };
          }),
        );
        const whole = files.filter(
          (found): found is { file: string; modified: number } => found.modified !== undefined,
        );
        for (const { file } of whole.sort((a, b) => b.modified - a.modified)) {
          const mail = decodeQuotedPrintable(await readFile(file, "utf8"));
          if (!mail.includes(correo)) continue;
          link = pattern.exec(mail)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Opens the verification link mailed to `correo` the way the /verify-email page does. */
export async function verifyMailedAddress(request: APIRequestContext, correo: string): Promise<void> {
  const token = new URL(await readMailedLink(correo, "verify-email")).hash.replace("#token=", "");
  expect((await request.post("/verify_email", { data: { token } })).status()).toBe(200);
}
