import type { UpcomingMeeting } from "@shifu/contract";
import type { AppTool, ListedItem } from "../../integrations/app-tool";
import { calendarListEvents } from "../../integrations/calendar/tools/list-events";
import { outlookListEvents } from "../../integrations/outlook/tools/list-events";
import type { AssistantContext } from "../assistant/assistant.service";
import { listConnectedApps, runAppTool } from "../assistant/run-app-tool";

/** The panel shows the next few; the rest is the calendar's to show. */
const SHOWN = 5;

/** Each calendar Shifu reads, with the name the panel gives it. */
const CALENDARS: readonly { tool: AppTool; source: string }[] = [
  { tool: calendarListEvents as AppTool, source: "Google Calendar" },
  { tool: outlookListEvents as AppTool, source: "Outlook" },
];

function toUpcomingMeeting(item: ListedItem, source: string): UpcomingMeeting {
  return {
    id: `${source}:${item.id}`,
    title: item.title,
    start: item.date ?? "",
    place: item.place ?? null,
    source,
    link: item.link ?? null,
  };
}

/**
 * The person's next meetings of the coming week from the calendars they connected (Google Calendar, Outlook), by start,
 * for the training's 'Reuniones' panel. A calendar that cannot be read now (a connection to renew) is left out, so the
 * panel still shows what was taught and the other calendar.
 */
export async function listUpcomingMeetings(context: AssistantContext, userId: string): Promise<UpcomingMeeting[]> {
  const connected = new Set<string>(await listConnectedApps(context, userId));
  const identity = { userId, timeZone: context.settings.timeZone };
  const lists = await Promise.all(
    CALENDARS.filter(({ tool }) => connected.has(tool.app)).map(async ({ tool, source }) => {
      try {
        const output = await runAppTool(context, identity, tool, { count: SHOWN });
        return output.kind === "list" ? output.items.map((item) => toUpcomingMeeting(item, source)) : [];
      } catch (error) {
        context.logger.warn({ err: error, app: tool.app }, "the training panel could not read a calendar");
        return [];
      }
    }),
  );
  return lists
    .flat()
    .filter((meeting) => meeting.start)
    .sort((left, right) => Date.parse(left.start) - Date.parse(right.start))
    .slice(0, SHOWN);
}
