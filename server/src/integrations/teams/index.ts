import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchTeamsAccount } from "./client";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const teams: IntegrationDefinition = {
  key: "teams",
  family: "microsoft",
  oauth: createMicrosoftOAuth(["Chat.ReadWrite", "ChannelMessage.Send", "Team.ReadBasic.All"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchTeamsAccount,
  tools: [],
};
