import { createReadFileTool } from "../../families/google-file-tools";
import { googleDocsKind } from "../google-docs-kind";

export const docsReadDocument = createReadFileTool(googleDocsKind);
