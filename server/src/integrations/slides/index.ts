import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchSlidesAccount } from "./client";

export const slides: IntegrationDefinition = {
  key: "slides",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/presentations"]),
  apiBaseUrl: "https://slides.googleapis.com/v1",
  fetchAccount: fetchSlidesAccount,
  tools: [],
  revokeTokens: revokeGoogleTokens,
};
