import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createHubSpotContactNote, fetchHubSpotContact } from "../client";
import { readContactName } from "../to-contact-item";

const QUOTE_LENGTH = 80;

const AddNoteInputSchema = z.object({
  contactId: z.string().min(1).describe("Id del contacto de HubSpot, tal como lo da hubspot_search_contacts"),
  body: z.string().min(1).describe("Texto de la nota"),
});

function quote(text: string): string {
  return text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text;
}

export const hubspotAddNote = defineTool({
  name: "hubspot_add_note",
  app: "hubspot",
  description:
    "Añade una nota a la ficha de un contacto de HubSpot. Busca antes el contacto con hubspot_search_contacts.",
  inputSchema: AddNoteInputSchema,
  writes: true,
  intent: { action: "create", objects: ["note"] },
  target: { searchTool: "hubspot_search_contacts" },
  argsFromRequest: (request, target) => {
    const body = (request.body ?? request.quoted)?.trim();
    return target && body ? { contactId: target.id, body } : null;
  },
  describe: async (context, input) => {
    const contact = await fetchHubSpotContact(context.api, input.contactId, ["firstname", "lastname", "email"]);
    return `Añadir en HubSpot una nota al contacto «${readContactName(contact)}»: «${quote(input.body)}»`;
  },
  execute: async (context, input) => {
    const contact = await fetchHubSpotContact(context.api, input.contactId, ["firstname", "lastname", "email"]);
    const note = await createHubSpotContactNote(context.api, {
      contactId: input.contactId,
      body: input.body,
      timestamp: context.now.toISOString(),
    });
    return {
      kind: "done",
      message: `He añadido la nota al contacto «${readContactName(contact)}» en HubSpot.`,
      item: { id: note.id, title: quote(input.body), date: note.createdAt, place: readContactName(contact) },
    };
  },
});
