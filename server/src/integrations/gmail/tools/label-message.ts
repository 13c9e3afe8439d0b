import { z } from "zod";
import { AppError } from "../../../errors/app-error";
import { defineTool } from "../../app-tool";
import { createGmailLabel, getGmailMessage, listGmailLabels, modifyGmailMessage } from "../client";
import { createGmailItem } from "../create-gmail-item";

const LabelMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo, tal como lo dan las listas y búsquedas de Gmail"),
  labelName: z.string().trim().min(1).describe("Nombre de la etiqueta; si no existe, se crea"),
  labelId: z
    .string()
    .min(1)
    .optional()
    .describe("Identificador de la etiqueta existente; Shifu lo rellena al buscarla, antes de pedir confirmación"),
});

type LabelMessageInput = z.infer<typeof LabelMessageInputSchema>;

function isSameLabelName(a: string, b: string): boolean {
  return a.localeCompare(b, "es", { sensitivity: "accent" }) === 0;
}

export const gmailLabelMessage = defineTool<LabelMessageInput>({
  name: "gmail_label_message",
  app: "gmail",
  description:
    "Pone una etiqueta a un correo de Gmail (la crea si no existe). Busca antes el correo con gmail_search_messages.",
  inputSchema: LabelMessageInputSchema,
  writes: true,
  intent: { action: "label", objects: ["email"] },
  target: { searchTool: "gmail_search_messages" },
  argsFromRequest: (request, target) => {
    const labelName = (request.name ?? request.quoted)?.trim();
    return target && labelName ? { messageId: target.id, labelName } : null;
  },
  // An existing label is fixed by its id before the card; only a label that does not exist yet is made by name.
  resolve: async (context, input) => {
    const label = (await listGmailLabels(context.api)).find((candidate) =>
      isSameLabelName(candidate.name, input.labelName),
    );
    const { labelId: _ignored, ...rest } = input;
    return label ? { ...rest, labelName: label.name, labelId: label.id } : rest;
  },
  describe: async (context, input) => {
    const message = await getGmailMessage(context.api, input.messageId, "metadata");
    const item = createGmailItem(message, []);
    const creation = input.labelId ? "" : " (la etiqueta no existe y se creará)";
    return `Poner la etiqueta «${input.labelName}» al correo «${item.title}» de ${item.from ?? "remitente desconocido"}${creation}`;
  },
  execute: async (context, input) => {
    const labels = await listGmailLabels(context.api);
    const label = input.labelId
      ? labels.find((candidate) => candidate.id === input.labelId)
      : (labels.find((candidate) => isSameLabelName(candidate.name, input.labelName)) ??
        (await createGmailLabel(context.api, input.labelName)));
    if (!label) {
      throw new AppError("NOT_FOUND", { message: `La etiqueta «${input.labelName}» ya no existe en Gmail.` });
    }
    await modifyGmailMessage(context.api, input.messageId, { addLabelIds: [label.id] });
    const message = await getGmailMessage(context.api, input.messageId, "metadata");
    const item = createGmailItem(message, [...labels, label]);
    return { kind: "done", message: `He puesto la etiqueta «${label.name}» al correo «${item.title}».`, item };
  },
});
