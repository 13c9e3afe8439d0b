import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchHubSpotAccountDetails, searchHubSpotPage } from "../client";
import { CONTACT_PROPERTIES, toContactItem } from "../to-contact-item";

const DEFAULT_COUNT = 5;
// Up to 50, so the local engine can find a described thing among the candidates and sums cover more than a page.
const MAX_COUNT = 50;

const ListRecentContactsInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_COUNT).optional().describe("Cuántos contactos mostrar (5 si no se dice)"),
});

export const hubspotListRecentContacts = defineTool({
  name: "hubspot_list_recent_contacts",
  app: "hubspot",
  description: "Lista los contactos creados más recientemente en el CRM de HubSpot, del más nuevo al más antiguo.",
  inputSchema: ListRecentContactsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["contact"] },
  argsFromRequest: (request) => (request.count ? { count: Math.min(request.count, MAX_COUNT) } : {}),
  execute: async (context, input) => {
    const [account, contacts] = await Promise.all([
      fetchHubSpotAccountDetails(context.api),
      searchHubSpotPage(context.api, "contacts", {
        sorts: [{ propertyName: "createdate", direction: "DESCENDING" }],
        properties: CONTACT_PROPERTIES,
        limit: input.count ?? DEFAULT_COUNT,
      }),
    ]);
    // `total` is HubSpot's own count, so '¿cuántos contactos tengo?' is not the length of one page.
    return {
      kind: "list",
      object: "contact",
      items: contacts.results.map((contact) => toContactItem(contact, account)),
      total: contacts.total,
    };
  },
});
