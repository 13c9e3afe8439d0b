import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchOutlookAccount } from "./client";
import { outlookNotifications } from "./notifications";
import { outlookArchiveMessage } from "./tools/archive-message";
import { outlookDeleteMessage } from "./tools/delete-message";
import { outlookForwardMessage } from "./tools/forward-message";
import { outlookListRecentMessages } from "./tools/list-recent-messages";
import { outlookReadMessage } from "./tools/read-message";
import { outlookReplyMessage } from "./tools/reply-message";
import { outlookSearchMessages } from "./tools/search-messages";
import { outlookSendMessage } from "./tools/send-message";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const outlook: IntegrationDefinition = {
  key: "outlook",
  family: "microsoft",
  oauth: createMicrosoftOAuth(["Mail.ReadWrite", "Mail.Send"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchOutlookAccount,
  tools: [
    outlookListRecentMessages,
    outlookSearchMessages,
    outlookReadMessage,
    outlookArchiveMessage,
    outlookDeleteMessage,
    outlookSendMessage,
    outlookReplyMessage,
    outlookForwardMessage,
  ],
  notifications: outlookNotifications,
};
