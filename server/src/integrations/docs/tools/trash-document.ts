import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_DOCUMENT } from "../../drive/drive-file-kinds";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../../drive/trash-drive-item";

const TrashDocumentInputSchema = z.object({
  documentId: z.string().min(1).describe("Identificador del documento, tal como lo dan las listas y búsquedas"),
});

const document: TrashedThing = { noun: "el documento", app: "Google Docs", mimeTypes: [GOOGLE_DOCUMENT] };

export const docsTrashDocument = defineTool({
  name: "docs_trash_document",
  app: "docs",
  description:
    "Mueve un solo documento de Google Docs a la papelera de Drive (se puede recuperar durante 30 días). Busca " +
    "antes el documento con docs_search_documents.",
  inputSchema: TrashDocumentInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["document"] },
  target: { searchTool: "docs_search_documents" },
  argsFromRequest: (_request, target) => (target ? { documentId: target.id } : null),
  describe: (context, input) => describeDriveTrash(context, input.documentId, document),
  execute: (context, input) => trashDriveItem(context, input.documentId, document),
});
