import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchGmailAccount } from "./client";

export const gmail: IntegrationDefinition = {
  key: "gmail",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/gmail.modify"]),
  apiBaseUrl: "https://gmail.googleapis.com/gmail/v1",
  fetchAccount: fetchGmailAccount,
  tools: [],
  revokeTokens: revokeGoogleTokens,
};
