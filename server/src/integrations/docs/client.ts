import type { ProviderApi } from "../provider-api";

type DocsTextRun = { content?: string };

type DocsParagraph = { elements?: { textRun?: DocsTextRun }[]; paragraphStyle?: { namedStyleType?: string } };

/** One block of a document body; tables hold more blocks in their cells. */
export type DocsStructuralElement = {
  startIndex?: number;
  endIndex?: number;
  paragraph?: DocsParagraph;
  table?: { tableRows?: { tableCells?: { content?: DocsStructuralElement[] }[] }[] };
  tableOfContents?: { content?: DocsStructuralElement[] };
  sectionBreak?: unknown;
};

export type DocsDocument = {
  documentId: string;
  title: string;
  body?: { content?: DocsStructuralElement[] };
};

/** `documents.get`: the whole document, body included. */
export function getDocsDocument(api: ProviderApi, documentId: string): Promise<DocsDocument> {
  return api.request<DocsDocument>({
    url: `https://docs.googleapis.com/v1/documents/${encodeURIComponent(documentId)}`,
  });
}
