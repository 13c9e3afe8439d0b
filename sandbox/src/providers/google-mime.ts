import type { GmailHeader } from "../demo-data/google-data";

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`), which carry non-ASCII subjects and names. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => `%${code}`);
      return decodeURIComponent(bytes);
    });
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export type ParsedMime = { headers: GmailHeader[]; text: string };

/** A single-part RFC 2822 message, as `messages.send` and `drafts.create` receive it in `raw`. */
export function parseRawMessage(raw: string): ParsedMime {
  const source = Buffer.from(raw, "base64url").toString("utf8");
  const split = source.search(/\r?\n\r?\n/);
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? "" : source.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .filter((line) => line.includes(":"))
    .map((line) => {
      const colon = line.indexOf(":");
      return { name: line.slice(0, colon).trim(), value: decodeEncodedWords(line.slice(colon + 1).trim()) };
    });
  const encoding =
    headers.find((header) => header.name.toLowerCase() === "content-transfer-encoding")?.value.toLowerCase() ?? "";
  let text = body;
  if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  else if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  return { headers, text: text.replace(/\r\n/g, "\n") };
}
