import type { ListedItem } from "../app-tool";
import { matchesNameLoosely } from "../matches-name-loosely";
import type { ProviderApi } from "../provider-api";
import { type HubSpotAccountDetails, listHubSpotOwners, searchAllHubSpotObjects } from "./client";
import { CONTACT_PROPERTIES, readContactName, toContactItem } from "./to-contact-item";

/** Contacts read to forgive a typo: the newest first, as many as a small CRM holds. */
const CONTACT_PAGES = 3;
const PAGE_SIZE = 100;

/**
 * The people a name with a typo ('marta vidla') means, when HubSpot's own search, which matches whole words only,
 * found no one: its contacts by name, then the portal's users, who own records but are no contacts ('quién es Raúl
 * Medina', a colleague).
 */
export async function findPeopleByName(
  api: ProviderApi,
  account: HubSpotAccountDetails,
  query: string,
): Promise<ListedItem[]> {
  const contacts = await searchAllHubSpotObjects(
    api,
    "contacts",
    {
      sorts: [{ propertyName: "createdate", direction: "DESCENDING" }],
      properties: CONTACT_PROPERTIES,
      limit: PAGE_SIZE,
    },
    CONTACT_PAGES,
  );
  const named = contacts.filter((contact) => matchesNameLoosely(readContactName(contact), query));
  if (named.length > 0) return named.map((contact) => toContactItem(contact, account));
  const owners = await listHubSpotOwners(api);
  return owners
    .filter((owner) => matchesNameLoosely([owner.firstName, owner.lastName].filter(Boolean).join(" "), query))
    .map((owner) => ({
      id: `owner:${owner.id}`,
      title: [owner.firstName, owner.lastName].filter(Boolean).join(" ") || (owner.email ?? owner.id),
      details: [
        "Usuario de HubSpot: lleva contactos, negocios y tareas",
        ...(owner.email ? [`Correo: ${owner.email}`] : []),
      ],
    }));
}
