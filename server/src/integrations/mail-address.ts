import addressparser from "nodemailer/lib/addressparser";
import { AppError } from "../errors/app-error";
import type { ParsedRequest } from "./app-tool";
import { deriveMailSubject } from "./derive-mail-subject";
import { isEmailAddress } from "./match-person-name";

export type MailAddress = { name: string; address: string };

/** 'Laura Gómez <laura@ejemplo.com>', or the bare address when there is no other name. */
export function formatMailAddress(person: MailAddress): string {
  return person.name && person.name !== person.address ? `${person.name} <${person.address}>` : person.address;
}

/** Every address in a header such as 'Laura Gómez <laura@ejemplo.com>, pedro@ejemplo.com'. */
export function readMailAddresses(header: string | undefined): MailAddress[] {
  if (!header) return [];
  return addressparser(header, { flatten: true }).flatMap((entry) =>
    entry.address ? [{ name: entry.name?.trim() ?? "", address: entry.address.trim() }] : [],
  );
}

/** The one exact address written ('laura@ejemplo.com' or 'Laura <laura@ejemplo.com>'), or undefined for a name. */
export function readExactAddress(recipient: string): MailAddress | undefined {
  const parsed = readMailAddresses(recipient);
  const [only] = parsed;
  return parsed.length === 1 && only && isEmailAddress(only.address) ? only : undefined;
}

/**
 * The exact address an approved input holds. Writes resolve names before the approval card and never again, so a
 * bare name here means the card never showed an address, and nothing is sent.
 */
export function requireExactAddress(recipient: string): MailAddress {
  const exact = readExactAddress(recipient);
  if (!exact) {
    throw new AppError("BAD_REQUEST", { message: `Falta la dirección exacta de «${recipient}»; no he enviado nada.` });
  }
  return exact;
}

/** Everyone a request sends to, as written: its list of recipients, or else the one address or person it names. */
export function readWrittenRecipients(request: ParsedRequest): string[] {
  const written = request.recipients?.length ? request.recipients : [request.email ?? request.person];
  return written.filter((recipient): recipient is string => Boolean(recipient?.trim()));
}

/**
 * A new mail as a request writes it: its recipients, its text, and a subject (the one named, a quoted title, or the
 * text's first words); null without a recipient or a text. Shared by every app that sends new mail.
 */
export function readNewMail(
  request: ParsedRequest,
): { to: string[]; subject: string; body: string; draft?: true } | null {
  const to = readWrittenRecipients(request);
  const body = request.body?.trim();
  if (to.length === 0 || !body) return null;
  return {
    to,
    subject: request.subject ?? request.quoted ?? request.name ?? deriveMailSubject(body),
    body,
    ...(request.draft ? { draft: true as const } : {}),
  };
}
