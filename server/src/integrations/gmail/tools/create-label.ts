import { z } from "zod";
import { defineTool } from "../../app-tool";
import { ProviderError } from "../../provider-api";
import { createGmailLabel } from "../client";

const CreateLabelInputSchema = z.object({
  name: z.string().trim().min(1).max(225).describe("Nombre de la etiqueta nueva, p. ej. 'Facturas'"),
});

export const gmailCreateLabel = defineTool({
  name: "gmail_create_label",
  app: "gmail",
  description: "Crea una etiqueta nueva en Gmail con el nombre indicado.",
  inputSchema: CreateLabelInputSchema,
  writes: true,
  intent: { action: "create", objects: ["label"] },
  argsFromRequest: (request) => {
    const name = (request.quoted ?? request.name)?.trim();
    return name ? { name } : null;
  },
  describe: async (_context, input) => `Crear la etiqueta «${input.name}» en Gmail`,
  execute: async (context, input) => {
    try {
      const label = await createGmailLabel(context.api, input.name);
      return {
        kind: "done",
        message: `Etiqueta «${label.name}» creada en Gmail.`,
        item: {
          id: label.id,
          title: label.name,
          link: `https://mail.google.com/mail/u/0/#label/${encodeURIComponent(label.name)}`,
        },
      };
    } catch (error) {
      // Gmail answers 409 when a label of that name (in any case) already exists: nothing to do, and worth saying.
      if (error instanceof ProviderError && error.status === 409) {
        return { kind: "done", message: `La etiqueta «${input.name}» ya existía en Gmail; no he creado otra.` };
      }
      throw error;
    }
  },
});
