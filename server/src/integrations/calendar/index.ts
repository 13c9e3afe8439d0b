import { createGoogleOAuth, fetchGoogleAccount, revokeGoogleTokens } from "../families/google";
import type { IntegrationDefinition } from "../types";
import { calendarCancelEvent } from "./tools/cancel-event";
import { calendarCreateEvent } from "./tools/create-event";
import { calendarFindNextMeeting } from "./tools/find-next-meeting";
import { calendarListEvents } from "./tools/list-events";
import { calendarMoveEvent } from "./tools/move-event";

export const calendar: IntegrationDefinition = {
  key: "calendar",
  family: "google",
  // The events scope reads and writes events without touching the calendars' own settings or sharing.
  oauth: createGoogleOAuth(["https://www.googleapis.com/auth/calendar.events"]),
  apiBaseUrl: "https://www.googleapis.com/calendar/v3",
  fetchAccount: fetchGoogleAccount,
  tools: [calendarListEvents, calendarFindNextMeeting, calendarCreateEvent, calendarMoveEvent, calendarCancelEvent],
  revokeTokens: revokeGoogleTokens,
};
