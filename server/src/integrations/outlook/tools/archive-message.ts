import { z } from "zod";
import { defineTool } from "../../app-tool";
import { getOutlookMessage, moveOutlookMessage } from "../client";
import { createOutlookItem, readSenderName, readSubject } from "../create-outlook-item";

const ArchiveMessageInputSchema = z.object({
  messageId: z.string().min(1).describe("Identificador del correo que se archiva, de outlook_search_messages"),
});

export const outlookArchiveMessage = defineTool({
  name: "outlook_archive_message",
  app: "outlook",
  description:
    "Archiva un correo de Outlook: lo mueve de la bandeja de entrada a la carpeta Archivo (no lo elimina; para eso " +
    "está outlook_delete_message). Búscalo antes con outlook_search_messages.",
  inputSchema: ArchiveMessageInputSchema,
  writes: true,
  intent: { action: "archive", objects: ["email"] },
  target: { searchTool: "outlook_search_messages" },
  argsFromRequest: (_request, target) => (target ? { messageId: target.id } : null),
  describe: async (context, input) => {
    const message = await getOutlookMessage(context.api, input.messageId);
    return `Archivar (mover a Archivo) el correo «${readSubject(message)}» de ${readSenderName(message)}`;
  },
  execute: async (context, input) => {
    // `archive` is Graph's well-known name of the mailbox's archive folder, whatever its display name.
    const moved = await moveOutlookMessage(context.api, input.messageId, "archive");
    return {
      kind: "done",
      message: `He archivado el correo «${readSubject(moved)}» de ${readSenderName(moved)}.`,
      item: createOutlookItem(moved),
    };
  },
});
