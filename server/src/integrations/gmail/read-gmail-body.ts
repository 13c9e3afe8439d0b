import type { GmailMessagePart } from "./client";

function decodePart(part: GmailMessagePart): string {
  return part.body?.data ? Buffer.from(part.body.data, "base64url").toString("utf8") : "";
}

function findPart(part: GmailMessagePart, mimeType: string): GmailMessagePart | undefined {
  if (part.mimeType === mimeType && part.body?.data) return part;
  for (const child of part.parts ?? []) {
    const found = findPart(child, mimeType);
    if (found) return found;
  }
  return undefined;
}

/** Enough of HTML to read it as text, for mails that come without a text/plain part. */
function stripHtml(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The readable text of a message: its text/plain part, else its HTML as text. */
export function readGmailBody(payload: GmailMessagePart | undefined): string {
  if (!payload) return "";
  const plain = findPart(payload, "text/plain");
  if (plain) return decodePart(plain).trim();
  const html = findPart(payload, "text/html");
  return html ? stripHtml(decodePart(html)) : "";
}
