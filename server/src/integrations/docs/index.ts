import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { docsListRecentDocuments } from "./tools/list-recent-documents";
import { docsReadDocument } from "./tools/read-document";
import { docsSearchDocuments } from "./tools/search-documents";
import { docsTrashDocument } from "./tools/trash-document";

export const docs: IntegrationDefinition = {
  key: "docs",
  family: "google",
  // Listing, searching and trashing go through Drive, which the documents scope alone does not open.
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/documents", "https://www.googleapis.com/auth/drive"]),
  apiBaseUrl: "https://docs.googleapis.com/v1",
  fetchAccount: fetchGoogleAccount,
  tools: [docsListRecentDocuments, docsSearchDocuments, docsReadDocument, docsTrashDocument],
  revokeTokens: revokeGoogleTokens,
};
