import { GOOGLE_DOCUMENT } from "../drive/drive-file-kinds";
import type { GoogleFileKind } from "../families/google-file-tools";
import { getDocsDocument } from "./client";
import { readDocumentText } from "./read-document-text";

export const googleDocsKind: GoogleFileKind<"documentId"> = {
  app: "docs",
  appName: "Google Docs",
  object: "document",
  mimeType: GOOGLE_DOCUMENT,
  names: {
    singular: "documento",
    plural: "documentos",
    short: "documento",
    shortPlural: "documentos",
    feminine: false,
  },
  searchedContent: "el texto",
  searchExample: "acta",
  idField: "documentId",
  idDescription: "Identificador del documento, tal como lo dan las listas y búsquedas",
  readDescription: "Lee el texto completo de un documento de Google Docs, con sus títulos y tablas",
  readFile: async (api, documentId) => {
    const document = await getDocsDocument(api, documentId);
    return {
      item: {
        id: document.documentId,
        title: document.title,
        link: `https://docs.google.com/document/d/${document.documentId}/edit`,
      },
      text: readDocumentText(document.body?.content),
    };
  },
};
