import { createListRecentFilesTool } from "../../families/google-file-tools";
import { googleSheetsKind } from "../google-sheets-kind";

export const sheetsListRecentSpreadsheets = createListRecentFilesTool(googleSheetsKind);
