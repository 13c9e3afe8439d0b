import type { ListedItem } from "../app-tool";
import { toSnippet } from "../families/microsoft";
import type { OutlookEmailAddress, OutlookMessage } from "./client";

/** 'Marta López <marta.lopez@ejemplo.com>', or whichever half Graph gave. */
export function formatOutlookAddress(address: OutlookEmailAddress | null | undefined): string {
  const { name, address: email } = address?.emailAddress ?? {};
  if (name && email && name !== email) return `${name} <${email}>`;
  return name || email || "remitente desconocido";
}

/** The sender as a person reads it: the name alone when there is one. */
export function readSenderName(message: OutlookMessage): string {
  return message.from?.emailAddress.name || message.from?.emailAddress.address || "remitente desconocido";
}

export function readSubject(message: OutlookMessage): string {
  return message.subject?.trim() || "(sin asunto)";
}

export function createOutlookItem(message: OutlookMessage): ListedItem {
  const details = [
    ...(message.isRead === false ? ["Sin leer"] : []),
    ...(message.importance === "high" ? ["Importancia alta"] : []),
    ...(message.hasAttachments ? ["Con adjuntos"] : []),
    ...(message.categories?.length ? [`Categorías: ${message.categories.join(", ")}`] : []),
  ];
  return {
    id: message.id,
    title: readSubject(message),
    from: formatOutlookAddress(message.from),
    ...(message.from?.emailAddress.address ? { fromAddress: message.from.emailAddress.address } : {}),
    ...(message.receivedDateTime ? { date: message.receivedDateTime } : {}),
    ...(message.webLink ? { link: message.webLink } : {}),
    ...(message.bodyPreview ? { snippet: toSnippet(message.bodyPreview) } : {}),
    ...(details.length > 0 ? { details } : {}),
  };
}
