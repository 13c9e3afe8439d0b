import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_DOCUMENT } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const SearchDocumentsInputSchema = z.object({
  text: z.string().trim().min(1).describe("Palabras a buscar en el título o en el texto, p. ej. 'acta'"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántos documentos mostrar (5 si no se dice)"),
});

export const docsSearchDocuments = defineTool({
  name: "docs_search_documents",
  app: "docs",
  description:
    "Busca documentos de Google Docs por palabras del título o del contenido, del más reciente al más antiguo. " +
    "Úsala también para encontrar el documento sobre el que el usuario quiere actuar.",
  inputSchema: SearchDocumentsInputSchema,
  writes: false,
  intent: { action: "search", objects: ["document", "file"] },
  argsFromRequest: (request) => {
    const text = (request.quoted ?? request.keywords ?? request.name)?.trim();
    return text ? { text, count: readListCount(request.count) } : null;
  },
  execute: async (context, input) => ({
    kind: "list",
    object: "document",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_DOCUMENT}'`,
      text: input.text,
      count: readListCount(input.count),
    }),
  }),
});
