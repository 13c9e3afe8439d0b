import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { slidesListRecentPresentations } from "./tools/list-recent-presentations";
import { slidesReadPresentation } from "./tools/read-presentation";
import { slidesSearchPresentations } from "./tools/search-presentations";
import { slidesTrashPresentation } from "./tools/trash-presentation";

export const slides: IntegrationDefinition = {
  key: "slides",
  family: "google",
  // Listing, searching and trashing go through Drive, which the presentations scope alone does not open.
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/presentations", "https://www.googleapis.com/auth/drive"]),
  apiBaseUrl: "https://slides.googleapis.com/v1",
  fetchAccount: fetchGoogleAccount,
  tools: [slidesListRecentPresentations, slidesSearchPresentations, slidesReadPresentation, slidesTrashPresentation],
  revokeTokens: revokeGoogleTokens,
};
