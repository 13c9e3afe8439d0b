import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchGmailAccount } from "./client";
import { gmailNotifications } from "./notifications";
import { gmailArchiveMessage } from "./tools/archive-message";
import { gmailCreateLabel } from "./tools/create-label";
import { gmailForwardMessage } from "./tools/forward-message";
import { gmailLabelMessage } from "./tools/label-message";
import { gmailListRecentMessages } from "./tools/list-recent-messages";
import { gmailMarkRead } from "./tools/mark-read";
import { gmailReadMessage } from "./tools/read-message";
import { gmailReplyMessage } from "./tools/reply-message";
import { gmailSearchMessages } from "./tools/search-messages";
import { gmailSendMessage } from "./tools/send-message";
import { gmailTrashMessage } from "./tools/trash-message";

export const gmail: IntegrationDefinition = {
  key: "gmail",
  family: "google",
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/gmail.modify"]),
  apiBaseUrl: "https://gmail.googleapis.com/gmail/v1",
  fetchAccount: fetchGmailAccount,
  tools: [
    gmailListRecentMessages,
    gmailSearchMessages,
    gmailReadMessage,
    gmailCreateLabel,
    gmailLabelMessage,
    gmailArchiveMessage,
    gmailMarkRead,
    gmailTrashMessage,
    gmailReplyMessage,
    gmailSendMessage,
    gmailForwardMessage,
  ],
  notifications: gmailNotifications,
  revokeTokens: revokeGoogleTokens,
};
