import { createSlackOAuth } from "../families/slack";
import type { IntegrationDefinition } from "../types";
import { fetchSlackAccount, revokeSlackTokens, SLACK_API_URL } from "./client";
import { listSlackDirectory } from "./list-slack-directory";
import { slackNotifications } from "./notifications";
import { slackAddReaction } from "./tools/add-reaction";
import { slackListDirectMessages } from "./tools/list-direct-messages";
import { slackListMentions } from "./tools/list-mentions";
import { slackListRecentMessages } from "./tools/list-recent-messages";
import { slackPostMessage } from "./tools/post-message";
import { slackSendDirectMessage } from "./tools/send-direct-message";

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
    "im:write",
    "mpim:history",
    "mpim:read",
    // Connections made before reactions were offered lack it: slack_add_reaction then asks to reconnect.
    "reactions:write",
    "users:read",
    "users:read.email",
  ]),
  apiBaseUrl: SLACK_API_URL,
  fetchAccount: fetchSlackAccount,
  listDirectory: listSlackDirectory,
  tools: [
    slackListRecentMessages,
    slackListMentions,
    slackListDirectMessages,
    slackPostMessage,
    slackSendDirectMessage,
    slackAddReaction,
  ],
  notifications: slackNotifications,
  revokeTokens: revokeSlackTokens,
};
