import { createReadFileTool } from "../../families/google-file-tools";
import { googleSheetsKind } from "../google-sheets-kind";

export const sheetsReadSpreadsheet = createReadFileTool(googleSheetsKind);
