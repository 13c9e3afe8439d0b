import type { ProviderApi } from "../provider-api";

type SlidesTextElement = { textRun?: { content?: string }; autoText?: { content?: string } };

/** A page element: a shape with text, a table, or a group of more elements. */
export type SlidesPageElement = {
  objectId?: string;
  shape?: { placeholder?: { type?: string }; text?: { textElements?: SlidesTextElement[] } };
  table?: { tableRows?: { tableCells?: { text?: { textElements?: SlidesTextElement[] } }[] }[] };
  elementGroup?: { children?: SlidesPageElement[] };
};

export type SlidesPresentation = {
  presentationId: string;
  title: string;
  slides?: { objectId: string; pageElements?: SlidesPageElement[] }[];
};

/** `presentations.get`: every slide with its page elements. */
export function getSlidesPresentation(api: ProviderApi, presentationId: string): Promise<SlidesPresentation> {
  return api.request<SlidesPresentation>({
    url: `https://slides.googleapis.com/v1/presentations/${encodeURIComponent(presentationId)}`,
  });
}
