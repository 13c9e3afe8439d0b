import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchOutlookAccount } from "./client";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const outlook: IntegrationDefinition = {
  key: "outlook",
  family: "microsoft",
  oauth: createMicrosoftOAuth(["Mail.ReadWrite", "Mail.Send"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchOutlookAccount,
  tools: [],
};
