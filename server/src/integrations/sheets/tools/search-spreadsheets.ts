import { createSearchFilesTool } from "../../families/google-file-tools";
import { googleSheetsKind } from "../google-sheets-kind";

export const sheetsSearchSpreadsheets = createSearchFilesTool(googleSheetsKind);
