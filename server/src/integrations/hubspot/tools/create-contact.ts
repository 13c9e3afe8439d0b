import { z } from "zod";
import { defineTool } from "../../app-tool";
import { createHubSpotContact, fetchHubSpotAccountDetails } from "../client";
import { readContactName, toContactItem } from "../to-contact-item";

const CreateContactInputSchema = z.object({
  email: z.string().email().optional().describe("Correo electrónico del contacto"),
  firstname: z.string().optional().describe("Nombre de pila"),
  lastname: z.string().optional().describe("Apellidos"),
  company: z.string().optional().describe("Empresa para la que trabaja"),
  jobtitle: z.string().optional().describe("Cargo o puesto ('Directora de Compras')"),
  phone: z.string().optional().describe("Teléfono"),
});

type CreateContactInput = z.infer<typeof CreateContactInputSchema>;

function toProperties(input: CreateContactInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  );
}

function describeContact(input: CreateContactInput): string {
  const name = [input.firstname, input.lastname].filter(Boolean).join(" ");
  const who = name ? `«${name}»${input.email ? ` (${input.email})` : ""}` : `«${input.email ?? ""}»`;
  const facts = [
    input.jobtitle && `cargo: ${input.jobtitle}`,
    input.company && `empresa: ${input.company}`,
    input.phone && `teléfono: ${input.phone}`,
  ].filter(Boolean);
  return facts.length > 0 ? `${who} (${facts.join(", ")})` : who;
}

export const hubspotCreateContact = defineTool({
  name: "hubspot_create_contact",
  app: "hubspot",
  description:
    "Crea un contacto en el CRM de HubSpot con su nombre, correo, empresa, cargo y teléfono (los que se den). Hace " +
    "falta al menos el correo o el nombre.",
  inputSchema: CreateContactInputSchema,
  writes: true,
  intent: { action: "create", objects: ["contact"] },
  argsFromRequest: (request) => {
    const name = (
      request.quoted ??
      request.name ??
      (request.person?.includes("@") ? undefined : request.person)
    )?.trim();
    const email = request.email ?? (request.person?.includes("@") ? request.person : undefined);
    if (!name && !email) return null;
    const [firstname, ...rest] = name ? name.split(/\s+/) : [];
    const company = request.company?.trim();
    const jobtitle = request.jobTitle?.trim();
    const phone = request.phone?.trim();
    return {
      ...(email ? { email } : {}),
      ...(firstname ? { firstname } : {}),
      ...(rest.length > 0 ? { lastname: rest.join(" ") } : {}),
      ...(company ? { company } : {}),
      ...(jobtitle ? { jobtitle } : {}),
      ...(phone ? { phone } : {}),
    };
  },
  describe: async (_context, input) => `Crear en HubSpot el contacto ${describeContact(input)}`,
  execute: async (context, input) => {
    const properties = toProperties(input);
    if (!properties.email && !properties.firstname && !properties.lastname) {
      return { kind: "done", message: "Para crear un contacto en HubSpot necesito al menos su nombre o su correo." };
    }
    const [account, contact] = await Promise.all([
      fetchHubSpotAccountDetails(context.api),
      createHubSpotContact(context.api, properties),
    ]);
    return {
      kind: "done",
      message: `He creado en HubSpot el contacto «${readContactName(contact)}».`,
      item: toContactItem(contact, account),
    };
  },
});
