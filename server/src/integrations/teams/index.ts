import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchTeamsAccount } from "./client";
import { listTeamsDirectory } from "./list-teams-directory";
import { teamsNotifications } from "./notifications";
import { teamsListChatMessages } from "./tools/list-chat-messages";
import { teamsListRecentChats } from "./tools/list-recent-chats";
import { teamsSendMessage } from "./tools/send-message";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const teams: IntegrationDefinition = {
  key: "teams",
  family: "microsoft",
  oauth: createMicrosoftOAuth(["Chat.ReadWrite", "ChannelMessage.Send", "Team.ReadBasic.All", "User.ReadBasic.All"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchTeamsAccount,
  listDirectory: listTeamsDirectory,
  tools: [teamsListRecentChats, teamsListChatMessages, teamsSendMessage],
  notifications: teamsNotifications,
};
