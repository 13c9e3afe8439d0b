import { createTrashFileTool } from "../../families/google-file-tools";
import { googleDocsKind } from "../google-docs-kind";

export const docsTrashDocument = createTrashFileTool(googleDocsKind);
