import type { ListedItem } from "../app-tool";
import { shortenSnippet } from "../families/google";
import { readMailAddresses } from "../mail-address";
import type { GmailLabel, GmailMessage, GmailMessagePart } from "./client";

const mailboxNames: Record<string, string> = {
  INBOX: "Recibidos",
  SENT: "Enviados",
  DRAFT: "Borradores",
  TRASH: "Papelera",
  SPAM: "Spam",
};

export function readGmailHeader(part: GmailMessagePart | undefined, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return part?.headers?.find((header) => header.name.toLowerCase() === wanted)?.value;
}

/** 'Tienda XYZ <novedades@tiendaxyz.es>' → 'Tienda XYZ'; a bare address stays as it is. */
export function readDisplayName(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const match = address.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (!match) return address.trim();
  return match[1]?.trim() || match[2]?.trim();
}

/** Gmail's snippets come HTML-escaped. */
export function unescapeSnippet(snippet: string | undefined): string | undefined {
  return snippet
    ?.replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export function linkGmailMessage(id: string): string {
  return `https://mail.google.com/mail/u/0/#inbox/${id}`;
}

/** A message as a list shows it: subject, sender, date, where it is filed and whether it is unread. */
export function createGmailItem(message: GmailMessage, labels: readonly GmailLabel[]): ListedItem {
  const labelIds = message.labelIds ?? [];
  const sent = labelIds.includes("SENT");
  const correspondent = readGmailHeader(message.payload, sent ? "To" : "From");
  const userLabels = labelIds.flatMap((id) => {
    const label = labels.find((candidate) => candidate.id === id);
    return label?.type === "user" ? [label.name] : [];
  });
  const mailbox = labelIds.map((id) => mailboxNames[id]).find(Boolean);
  const sender = sent ? undefined : readMailAddresses(correspondent)[0]?.address;
  const details = [
    ...(labelIds.includes("UNREAD") ? ["Sin leer"] : []),
    ...(labelIds.includes("IMPORTANT") ? ["Importante"] : []),
    ...(userLabels.length > 0 ? [`Etiquetas: ${userLabels.join(", ")}`] : []),
  ];
  return {
    id: message.id,
    title: readGmailHeader(message.payload, "Subject")?.trim() || "(sin asunto)",
    from: sent ? `Para ${readDisplayName(correspondent) ?? ""}`.trim() : readDisplayName(correspondent),
    ...(sender ? { fromAddress: sender } : {}),
    date: message.internalDate ? new Date(Number(message.internalDate)).toISOString() : undefined,
    link: linkGmailMessage(message.id),
    snippet: shortenSnippet(unescapeSnippet(message.snippet)),
    place: mailbox,
    details: details.length > 0 ? details : undefined,
  };
}
