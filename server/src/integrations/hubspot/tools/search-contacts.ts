import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchHubSpotAccountDetails, searchHubSpotPage } from "../client";
import { findPeopleByName } from "../find-people-by-name";
import { CONTACT_PROPERTIES, toContactItem } from "../to-contact-item";

const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;

const SearchContactsInputSchema = z.object({
  query: z.string().min(1).describe("Nombre, apellido, correo, teléfono o empresa del contacto que se busca"),
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos contactos mostrar como máximo"),
});

export const hubspotSearchContacts = defineTool({
  name: "hubspot_search_contacts",
  app: "hubspot",
  description:
    "Busca contactos en el CRM de HubSpot por nombre, correo, teléfono o empresa, con su empresa, cargo, correo y " +
    "teléfono. Úsalo para '¿quién es Marta Vidal?' y para encontrar el contacto al que añadir una nota. Un nombre mal " +
    "escrito se busca también entre los contactos y los usuarios de la cuenta.",
  inputSchema: SearchContactsInputSchema,
  writes: false,
  intent: { action: "search", objects: ["contact"] },
  argsFromRequest: (request) => {
    const query = (request.email ?? request.person ?? request.quoted ?? request.name ?? request.keywords)?.trim();
    if (!query) return null;
    return { query, ...(request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}) };
  },
  execute: async (context, input) => {
    const [account, contacts] = await Promise.all([
      fetchHubSpotAccountDetails(context.api),
      searchHubSpotPage(context.api, "contacts", {
        query: input.query,
        sorts: [{ propertyName: "createdate", direction: "DESCENDING" }],
        properties: CONTACT_PROPERTIES,
        limit: input.count ?? DEFAULT_COUNT,
      }),
    ]);
    if (contacts.total === 0) {
      const people = await findPeopleByName(context.api, account, input.query);
      return { kind: "list", object: "contact", items: people, total: people.length };
    }
    return {
      kind: "list",
      object: "contact",
      items: contacts.results.map((contact) => toContactItem(contact, account)),
      total: contacts.total,
    };
  },
});
