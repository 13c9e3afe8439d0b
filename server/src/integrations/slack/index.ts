import { createSlackOAuth } from "../families/slack";
import type { IntegrationDefinition } from "../types";
import { fetchSlackAccount, revokeSlackTokens, SLACK_API_URL } from "./client";
import { slackNotifications } from "./notifications";
import { slackListRecentMessages } from "./tools/list-recent-messages";
import { slackPostMessage } from "./tools/post-message";

export const slack: IntegrationDefinition = {
  key: "slack",
  family: "slack",
  oauth: createSlackOAuth([
    "channels:history",
    "channels:read",
    "groups:history",
    "groups:read",
    "chat:write",
    "im:history",
    "im:read",
    "mpim:history",
    "mpim:read",
    "users:read",
    "users:read.email",
  ]),
  apiBaseUrl: SLACK_API_URL,
  fetchAccount: fetchSlackAccount,
  tools: [slackListRecentMessages, slackPostMessage],
  notifications: slackNotifications,
  revokeTokens: revokeSlackTokens,
};
