import { createListRecentFilesTool } from "../../families/google-file-tools";
import { googleDocsKind } from "../google-docs-kind";

export const docsListRecentDocuments = createListRecentFilesTool(googleDocsKind);
