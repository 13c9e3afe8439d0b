import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_PRESENTATION } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const SearchPresentationsInputSchema = z.object({
  text: z.string().trim().min(1).describe("Palabras a buscar en el título o en las diapositivas, p. ej. 'resultados'"),
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántas presentaciones mostrar (5 si no se dice)"),
});

export const slidesSearchPresentations = defineTool({
  name: "slides_search_presentations",
  app: "slides",
  description:
    "Busca presentaciones de Google Slides por palabras del título o del contenido, de la más reciente a la más " +
    "antigua. Úsala también para encontrar la presentación sobre la que el usuario quiere actuar.",
  inputSchema: SearchPresentationsInputSchema,
  writes: false,
  intent: { action: "search", objects: ["presentation", "file"] },
  argsFromRequest: (request) => {
    const text = (request.quoted ?? request.keywords ?? request.name)?.trim();
    return text ? { text, count: readListCount(request.count) } : null;
  },
  execute: async (context, input) => ({
    kind: "list",
    object: "presentation",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_PRESENTATION}'`,
      text: input.text,
      count: readListCount(input.count),
    }),
  }),
});
