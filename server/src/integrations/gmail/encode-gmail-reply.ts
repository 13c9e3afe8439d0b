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

/**
 * A reply as Gmail's `raw` wants it: RFC 2822 text in base64url, threaded by In-Reply-To and References so that
 * every mail client files it under the original.
 */
export function encodeGmailReply(original: GmailMessage, body: string): string {
  const payload = original.payload;
  const messageId = readGmailHeader(payload, "Message-ID");
  const references = [readGmailHeader(payload, "References"), messageId].filter(Boolean).join(" ");
  const lines = [
    `To: ${encodeAddress(readReplyRecipient(original))}`,
    `Subject: ${encodeHeaderText(createReplySubject(readGmailHeader(payload, "Subject")))}`,
    ...(messageId ? [`In-Reply-To: ${messageId}`] : []),
    ...(references ? [`References: ${references}`] : []),
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
    "",
    (
      Buffer.from(body, "utf8")
        .toString("base64")
        .match(/.{1,76}/g) ?? []
    ).join("\r\n"),
  ];
  return Buffer.from(lines.join("\r\n"), "utf8").toString("base64url");
}
