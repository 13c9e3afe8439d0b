import { z } from "zod";
import { defineTool } from "../../app-tool";
import { GOOGLE_PRESENTATION } from "../../drive/drive-file-kinds";
import { describeDriveTrash, type TrashedThing, trashDriveItem } from "../../drive/trash-drive-item";

const TrashPresentationInputSchema = z.object({
  presentationId: z.string().min(1).describe("Identificador de la presentación, tal como lo dan listas y búsquedas"),
});

const presentation: TrashedThing = { noun: "la presentación", app: "Google Slides", mimeTypes: [GOOGLE_PRESENTATION] };

export const slidesTrashPresentation = defineTool({
  name: "slides_trash_presentation",
  app: "slides",
  description:
    "Mueve una sola presentación de Google Slides a la papelera de Drive (se puede recuperar durante 30 días). " +
    "Busca antes la presentación con slides_search_presentations.",
  inputSchema: TrashPresentationInputSchema,
  writes: true,
  intent: { action: "trash", objects: ["presentation"] },
  target: { searchTool: "slides_search_presentations" },
  argsFromRequest: (_request, target) => (target ? { presentationId: target.id } : null),
  describe: (context, input) => describeDriveTrash(context, input.presentationId, presentation),
  execute: (context, input) => trashDriveItem(context, input.presentationId, presentation),
});
