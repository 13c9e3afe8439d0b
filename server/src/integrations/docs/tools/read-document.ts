import { z } from "zod";
import { defineTool } from "../../app-tool";
import { limitDocumentText } from "../../families/google";
import { getDocsDocument } from "../client";
import { readDocumentText } from "../read-document-text";

const ReadDocumentInputSchema = z.object({
  documentId: z.string().min(1).describe("Identificador del documento, tal como lo dan las listas y búsquedas"),
});

export const docsReadDocument = defineTool({
  name: "docs_read_document",
  app: "docs",
  description:
    "Lee el texto completo de un documento de Google Docs, con sus títulos y tablas. Busca antes el documento con " +
    "docs_search_documents.",
  inputSchema: ReadDocumentInputSchema,
  writes: false,
  intent: { action: "read", objects: ["document"] },
  target: { searchTool: "docs_search_documents" },
  argsFromRequest: (_request, target) => (target ? { documentId: target.id } : null),
  execute: async (context, input) => {
    const document = await getDocsDocument(context.api, input.documentId);
    return {
      kind: "document",
      item: {
        id: document.documentId,
        title: document.title,
        link: `https://docs.google.com/document/d/${document.documentId}/edit`,
      },
      text: limitDocumentText(readDocumentText(document.body?.content)),
    };
  },
});
