import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { sheetsListRecentSpreadsheets } from "./tools/list-recent-spreadsheets";
import { sheetsReadSpreadsheet } from "./tools/read-spreadsheet";
import { sheetsSearchSpreadsheets } from "./tools/search-spreadsheets";
import { sheetsTrashSpreadsheet } from "./tools/trash-spreadsheet";

export const sheets: IntegrationDefinition = {
  key: "sheets",
  family: "google",
  // Listing, searching and trashing go through Drive, which the spreadsheets scope alone does not open.
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/spreadsheets", "https://www.googleapis.com/auth/drive"]),
  apiBaseUrl: "https://sheets.googleapis.com/v4",
  fetchAccount: fetchGoogleAccount,
  tools: [sheetsListRecentSpreadsheets, sheetsSearchSpreadsheets, sheetsReadSpreadsheet, sheetsTrashSpreadsheet],
  revokeTokens: revokeGoogleTokens,
};
