import { createSlackOAuth } from "../families/slack";
import type { IntegrationDefinition } from "../types";
import { fetchSlackAccount, revokeSlackTokens, SLACK_API_URL } from "./client";

export const slack: IntegrationDefinition = {
  key: "slack",
  family: "slack",
  oauth: createSlackOAuth(["channels:history", "channels:read", "chat:write", "im:history", "users:read"]),
  apiBaseUrl: SLACK_API_URL,
  fetchAccount: fetchSlackAccount,
  tools: [],
  revokeTokens: revokeSlackTokens,
};
