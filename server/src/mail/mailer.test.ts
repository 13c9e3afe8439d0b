import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailer } from "./mailer";

describe("the outbox mailer (no SMTP_URL)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the mail to the outbox and keeps its links and tokens out of the log", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "shifu-mail-"));
    dirs.push(dataDir);
    const logged: unknown[] = [];
    const record = vi.fn((...args: unknown[]) => logged.push(args));
    const logger = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: "Shifu <no-reply@shifu.local>", dataDir, logger });
    const link = "http://shifu.test/reset-password#token=SECRETTOKEN123";
    await mailer.sendMail({
      to: "ana@ejemplo.com",
      subject: "Restablece",
      text: `Abre ${link}`,
      html: `<a href="${link}">x</a>`,
    });

    const outbox = path.join(dataDir, "outbox");
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file ?? ""), "utf8")).toContain("SECRETTOKEN123");
    expect(record).toHaveBeenCalled();
    expect(JSON.stringify(logged)).not.toMatch(/SECRETTOKEN123|token=|reset-password/);
  });
});
