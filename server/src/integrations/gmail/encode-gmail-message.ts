import type { GmailMessage } from "./client";
import { readGmailHeader } from "./create-gmail-item";

/** RFC 2047: a header with accents travels as a UTF-8 encoded word. */
function encodeHeaderText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, "utf8").toString("base64")}?=`;
}

/** Keeps the address as it is and encodes only the display name, which is where accents live. */
function encodeAddress(address: string): string {
  const match = address.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  const name = match?.[1]?.trim();
  if (!match || !name) return address.trim();
  return `${encodeHeaderText(name)} <${match[2]}>`;
}

export function createReplySubject(subject: string | undefined): string {
  const clean = subject?.trim() ?? "";
  return /^re:/i.test(clean) ? clean : `Re: ${clean}`.trim();
}

/** Who a reply goes to: Reply-To, else the sender; a reply to one's own sent mail goes to its recipients. */
export function readReplyRecipient(original: GmailMessage): string {
  const sent = original.labelIds?.includes("SENT") ?? false;
  const payload = original.payload;
  const address = sent
    ? readGmailHeader(payload, "To")
    : (readGmailHeader(payload, "Reply-To") ?? readGmailHeader(payload, "From"));
  return address ?? "";
}

/** The body as base64 lines of 76 characters, the width MIME allows. */
function encodeBody(body: string): string {
  return (
    Buffer.from(body, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? []
  ).join("\r\n");
}

type OutgoingHeaders = { to: readonly string[]; cc?: readonly string[]; subject: string; extra?: readonly string[] };

/** RFC 2822 text in base64url, as Gmail's `raw` wants it. */
function encodeRawMessage(headers: OutgoingHeaders, body: string): string {
  const lines = [
    `To: ${headers.to.map(encodeAddress).join(", ")}`,
    ...(headers.cc && headers.cc.length > 0 ? [`Cc: ${headers.cc.map(encodeAddress).join(", ")}`] : []),
    `Subject: ${encodeHeaderText(headers.subject)}`,
    ...(headers.extra ?? []),
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    encodeBody(body),
  ];
  return Buffer.from(lines.join("\r\n"), "utf8").toString("base64url");
}

/** A new mail, in no thread: to and cc are exact addresses ('Laura Gómez <laura@ejemplo.com>' or bare). */
export function encodeGmailMessage(message: {
  to: readonly string[];
  cc?: readonly string[];
  subject: string;
  body: string;
}): string {
  return encodeRawMessage(message, message.body);
}

/**
 * A reply to `to` (the exact address the approval card showed), threaded by In-Reply-To and References so that
 * every mail client files it under the original.
 */
export function encodeGmailReply(original: GmailMessage, body: string, to: string): string {
  const payload = original.payload;
  const messageId = readGmailHeader(payload, "Message-ID");
  const references = [readGmailHeader(payload, "References"), messageId].filter(Boolean).join(" ");
  const extra = [
    ...(messageId ? [`In-Reply-To: ${messageId}`] : []),
    ...(references ? [`References: ${references}`] : []),
  ];
  const subject = createReplySubject(readGmailHeader(payload, "Subject"));
  return encodeRawMessage({ to: [to], subject, extra }, body);
}
