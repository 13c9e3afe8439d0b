import { createMicrosoftOAuth, MICROSOFT_GRAPH_URL } from "../families/microsoft";
import type { IntegrationDefinition } from "../types";
import { fetchOutlookAccount } from "./client";
import { outlookNotifications } from "./notifications";
import { outlookArchiveMessage } from "./tools/archive-message";
import { outlookCancelEvent } from "./tools/cancel-event";
import { outlookCategorizeMessage } from "./tools/categorize-message";
import { outlookCreateEvent } from "./tools/create-event";
import { outlookDeleteMessage } from "./tools/delete-message";
import { outlookFindFreeSlots } from "./tools/find-free-slots";
import { outlookForwardMessage } from "./tools/forward-message";
import { outlookListEvents } from "./tools/list-events";
import { outlookListInvitations } from "./tools/list-invitations";
import { outlookListRecentMessages } from "./tools/list-recent-messages";
import { outlookMarkRead } from "./tools/mark-read";
import { outlookMoveEvent } from "./tools/move-event";
import { outlookReadMessage } from "./tools/read-message";
import { outlookReplyMessage } from "./tools/reply-message";
import { outlookRespondInvitation } from "./tools/respond-invitation";
import { outlookSearchMessages } from "./tools/search-messages";
import { outlookSendMessage } from "./tools/send-message";

/** Microsoft can revoke only all of a user's sessions, not one app's tokens: disconnecting drops them. */
export const outlook: IntegrationDefinition = {
  key: "outlook",
  family: "microsoft",
  // Calendars.ReadWrite: the Outlook calendar answers in the Outlook chat (decision 31). MailboxSettings.ReadWrite: the
  // master list of categories, read and added to when a mail gets a category, is a mailbox setting to Graph.
  oauth: createMicrosoftOAuth(["Mail.ReadWrite", "Mail.Send", "Calendars.ReadWrite", "MailboxSettings.ReadWrite"]),
  apiBaseUrl: MICROSOFT_GRAPH_URL,
  fetchAccount: fetchOutlookAccount,
  tools: [
    outlookListRecentMessages,
    outlookSearchMessages,
    outlookReadMessage,
    outlookArchiveMessage,
    outlookMarkRead,
    outlookCategorizeMessage,
    outlookDeleteMessage,
    outlookSendMessage,
    outlookReplyMessage,
    outlookForwardMessage,
    outlookListEvents,
    outlookListInvitations,
    outlookFindFreeSlots,
    outlookCreateEvent,
    outlookMoveEvent,
    outlookCancelEvent,
    outlookRespondInvitation,
  ],
  notifications: outlookNotifications,
};
