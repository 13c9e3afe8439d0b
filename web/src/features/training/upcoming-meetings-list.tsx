import type { UpcomingMeeting } from "@shifu/contract/training";
import { trainingTexts } from "./training-texts";

const whenFormat = new Intl.DateTimeFormat("es-ES", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'jue, 26 nov, 10:00 · Sala Atocha · Outlook': when, where and which calendar. */
function describeMeeting(meeting: UpcomingMeeting): string {
  return [whenFormat.format(new Date(meeting.start)), meeting.place, meeting.source].filter(Boolean).join(" · ");
}

/**
 * The next meetings of the connected calendars under 'Próximas en tu calendario': in a panel as plain text (the panel
 * is itself a button), in its dialog with a link to each meeting at its calendar.
 */
export function UpcomingMeetingsList({ meetings, linked }: { meetings: readonly UpcomingMeeting[]; linked: boolean }) {
  if (meetings.length === 0) return null;
  return (
    <span className="flex flex-col gap-2">
      <span className="text-xs font-bold tracking-wide text-brand-700 uppercase dark:text-brand-100">
        {trainingTexts.upcomingMeetings}
      </span>
      {meetings.map((meeting) => (
        <span key={meeting.id} className="flex flex-col">
          <span className="text-sm text-slate-500 dark:text-slate-400">{describeMeeting(meeting)}</span>
          {linked && meeting.link ? (
            <a
              href={meeting.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={trainingTexts.openMeeting(meeting.title)}
              className="line-clamp-2 font-semibold text-slate-800 underline-offset-2 hover:underline dark:text-slate-100"
            >
              {meeting.title}
            </a>
          ) : (
            <span className="line-clamp-2 text-slate-800 dark:text-slate-100">{meeting.title}</span>
          )}
        </span>
      ))}
    </span>
  );
}
