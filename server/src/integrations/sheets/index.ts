import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchSheetsAccount } from "./client";

export const sheets: IntegrationDefinition = {
  key: "sheets",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/spreadsheets"]),
  apiBaseUrl: "https://sheets.googleapis.com/v4",
  fetchAccount: fetchSheetsAccount,
  tools: [],
  revokeTokens: revokeGoogleTokens,
};
