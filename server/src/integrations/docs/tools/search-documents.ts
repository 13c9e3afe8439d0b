import { createSearchFilesTool } from "../../families/google-file-tools";
import { googleDocsKind } from "../google-docs-kind";

export const docsSearchDocuments = createSearchFilesTool(googleDocsKind);
