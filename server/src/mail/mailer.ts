import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { sendMail(message: MailMessage): Promise<void> };

/** Nodemailer is loaded with the first mail, not at start: most starts send none. */
type Nodemailer = (typeof import("nodemailer"))["default"];

function loadOnFirstMail<T extends Transporter>(create: (nodemailer: Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => {
    transport ??= import("nodemailer").then((module) => create(module.default));
    return transport;
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written to DATA_DIR/outbox as an .eml file (mode 0600), so
 * that someone running Shifu locally can still follow a link it holds. The log only says where the file is: a mail's
 * text holds one-time links, and no link or token ever goes to a log.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = loadOnFirstMail((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async sendMail(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const stream = loadOnFirstMail((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    async sendMail(message) {
      const info = await (await stream()).sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(3).toString("hex")}.eml`,
      );
      // Written aside and renamed, so whoever lists the outbox (a person, a test) never reads half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      options.logger.info(
        { mail: { subject: message.subject, file } },
        "e-mail written to the outbox (SMTP_URL is not set)",
      );
    },
  };
}
