import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchDriveAccount } from "./client";

export const drive: IntegrationDefinition = {
  key: "drive",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/drive"]),
  apiBaseUrl: "https://www.googleapis.com/drive/v3",
  fetchAccount: fetchDriveAccount,
  tools: [],
  revokeTokens: revokeGoogleTokens,
};
