import type { ListedItem } from "../app-tool";
import type { HubSpotAccountDetails, HubSpotObject } from "./client";

export const CONTACT_PROPERTIES = ["firstname", "lastname", "email", "company", "jobtitle", "phone", "createdate"];
const SNIPPET_LENGTH = 200;

export function readContactName(contact: HubSpotObject): string {
  const { firstname, lastname, email } = contact.properties;
  const name = [firstname, lastname].filter(Boolean).join(" ").trim();
  return name || email || `Contacto ${contact.id}`;
}

/** A record's page in HubSpot's own UI; `objectTypeId` is HubSpot's (0-1 contacts, 0-3 deals). */
export function buildHubSpotRecordLink(account: HubSpotAccountDetails, objectTypeId: string, id: string): string {
  return `https://${account.uiDomain ?? "app.hubspot.com"}/contacts/${account.portalId}/record/${objectTypeId}/${id}`;
}

export function toContactItem(contact: HubSpotObject, account: HubSpotAccountDetails): ListedItem {
  const { email, company, jobtitle, phone, createdate } = contact.properties;
  const details = [
    company && `Empresa: ${company}`,
    jobtitle && `Cargo: ${jobtitle}`,
    email && `Correo: ${email}`,
    phone && `Teléfono: ${phone}`,
  ].filter((detail) => !!detail);
  return {
    id: contact.id,
    title: readContactName(contact),
    date: createdate ?? contact.createdAt,
    link: buildHubSpotRecordLink(account, "0-1", contact.id),
    place: company ?? undefined,
    snippet: jobtitle ? jobtitle.slice(0, SNIPPET_LENGTH) : undefined,
    details: details.length > 0 ? (details as string[]) : undefined,
  };
}
