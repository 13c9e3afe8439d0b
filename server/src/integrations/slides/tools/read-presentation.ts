import { z } from "zod";
import { defineTool } from "../../app-tool";
import { limitDocumentText } from "../../families/google";
import { getSlidesPresentation } from "../client";
import { readPresentationText } from "../read-presentation-text";

const ReadPresentationInputSchema = z.object({
  presentationId: z.string().min(1).describe("Identificador de la presentación, tal como lo dan listas y búsquedas"),
});

export const slidesReadPresentation = defineTool({
  name: "slides_read_presentation",
  app: "slides",
  description:
    "Lee el texto de una presentación de Google Slides, diapositiva a diapositiva. Busca antes la presentación con " +
    "slides_search_presentations.",
  inputSchema: ReadPresentationInputSchema,
  writes: false,
  intent: { action: "read", objects: ["presentation"] },
  target: { searchTool: "slides_search_presentations" },
  argsFromRequest: (_request, target) => (target ? { presentationId: target.id } : null),
  execute: async (context, input) => {
    const presentation = await getSlidesPresentation(context.api, input.presentationId);
    return {
      kind: "document",
      item: {
        id: presentation.presentationId,
        title: presentation.title,
        link: `https://docs.google.com/presentation/d/${presentation.presentationId}/edit`,
        details: [`Diapositivas: ${presentation.slides?.length ?? 0}`],
      },
      text: limitDocumentText(readPresentationText(presentation)),
    };
  },
});
