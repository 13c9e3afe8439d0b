import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchDocsAccount } from "./client";

export const docs: IntegrationDefinition = {
  key: "docs",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/documents"]),
  apiBaseUrl: "https://docs.googleapis.com/v1",
  fetchAccount: fetchDocsAccount,
  tools: [],
  revokeTokens: revokeGoogleTokens,
};
