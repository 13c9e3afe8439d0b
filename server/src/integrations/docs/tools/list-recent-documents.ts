import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_DOCUMENT } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const ListRecentDocumentsInputSchema = z.object({
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántos documentos mostrar (5 si no se dice)"),
});

export const docsListRecentDocuments = defineTool({
  name: "docs_list_recent_documents",
  app: "docs",
  description: "Lista los documentos de Google Docs modificados más recientemente, con propietario, fecha y enlace.",
  inputSchema: ListRecentDocumentsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["document", "file"] },
  argsFromRequest: (request) => ({ count: readListCount(request.count) }),
  execute: async (context, input) => ({
    kind: "list",
    object: "document",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_DOCUMENT}'`,
      count: readListCount(input.count),
    }),
  }),
});
