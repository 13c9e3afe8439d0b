import { createTrashFileTool } from "../../families/google-file-tools";
import { googleSheetsKind } from "../google-sheets-kind";

export const sheetsTrashSpreadsheet = createTrashFileTool(googleSheetsKind);
