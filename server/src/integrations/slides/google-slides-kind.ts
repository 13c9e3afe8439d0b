import { GOOGLE_PRESENTATION } from "../drive/drive-file-kinds";
import type { GoogleFileKind } from "../families/google-file-tools";
import { getSlidesPresentation } from "./client";
import { readPresentationText } from "./read-presentation-text";

export const googleSlidesKind: GoogleFileKind<"presentationId"> = {
  app: "slides",
  appName: "Google Slides",
  object: "presentation",
  mimeType: GOOGLE_PRESENTATION,
  names: {
    singular: "presentación",
    plural: "presentaciones",
    short: "presentación",
    shortPlural: "presentaciones",
    feminine: true,
  },
  searchedContent: "las diapositivas",
  searchExample: "resultados",
  idField: "presentationId",
  idDescription: "Identificador de la presentación, tal como lo dan listas y búsquedas",
  readDescription: "Lee el texto de una presentación de Google Slides, diapositiva a diapositiva",
  readFile: async (api, presentationId) => {
    const presentation = await getSlidesPresentation(api, presentationId);
    return {
      item: {
        id: presentation.presentationId,
        title: presentation.title,
        link: `https://docs.google.com/presentation/d/${presentation.presentationId}/edit`,
        details: [`Diapositivas: ${presentation.slides?.length ?? 0}`],
      },
      text: readPresentationText(presentation),
    };
  },
};
