import { createGoogleOAuth, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { fetchGmailAccount } from "./client";
import { gmailNotifications } from "./notifications";
import { gmailCreateLabel } from "./tools/create-label";
import { gmailLabelMessage } from "./tools/label-message";
import { gmailListRecentMessages } from "./tools/list-recent-messages";
import { gmailReadMessage } from "./tools/read-message";
import { gmailReplyMessage } from "./tools/reply-message";
import { gmailSearchMessages } from "./tools/search-messages";
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
    gmailTrashMessage,
    gmailReplyMessage,
  ],
  notifications: gmailNotifications,
  revokeTokens: revokeGoogleTokens,
};
