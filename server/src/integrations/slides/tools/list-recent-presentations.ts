import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_PRESENTATION } from "../../drive/drive-file-kinds";
import { listDriveItems } from "../../drive/list-drive-items";
import { MAX_LIST_COUNT, readListCount } from "../../families/google";

const ListRecentPresentationsInputSchema = z.object({
  count: z
    .number()
    .int()
    .min(1)
    .max(MAX_LIST_COUNT)
    .optional()
    .describe("Cuántas presentaciones mostrar (5 si no se dice)"),
});

export const slidesListRecentPresentations = defineTool({
  name: "slides_list_recent_presentations",
  app: "slides",
  description:
    "Lista las presentaciones de Google Slides modificadas más recientemente, con propietario, fecha y enlace.",
  inputSchema: ListRecentPresentationsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["presentation", "file"] },
  argsFromRequest: (request) => ({ count: readListCount(request.count) }),
  execute: async (context, input) => ({
    kind: "list",
    object: "presentation",
    items: await listDriveItems(context, {
      mimeCondition: `mimeType = '${GOOGLE_PRESENTATION}'`,
      count: readListCount(input.count),
    }),
  }),
});
