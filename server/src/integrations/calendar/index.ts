import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { calendarNotifications } from "./notifications";
import { calendarCancelEvent } from "./tools/cancel-event";
import { calendarCreateEvent } from "./tools/create-event";
import { calendarFindFreeSlots } from "./tools/find-free-slots";
import { calendarFindNextMeeting } from "./tools/find-next-meeting";
import { calendarListEvents } from "./tools/list-events";
import { calendarListInvitations } from "./tools/list-invitations";
import { calendarMoveEvent } from "./tools/move-event";
import { calendarRespondInvitation } from "./tools/respond-invitation";

export const calendar: IntegrationDefinition = {
  key: "calendar",
  family: "google",
  // The events scope reads and writes events without touching the calendars' own settings or sharing.
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/calendar.events"]),
  apiBaseUrl: "https://www.googleapis.com/calendar/v3",
  fetchAccount: fetchGoogleAccount,
  tools: [
    calendarListEvents,
    calendarFindNextMeeting,
    calendarListInvitations,
    calendarFindFreeSlots,
    calendarCreateEvent,
    calendarMoveEvent,
    calendarCancelEvent,
    calendarRespondInvitation,
  ],
  notifications: calendarNotifications,
  revokeTokens: revokeGoogleTokens,
};
