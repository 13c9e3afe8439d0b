import { createHash } from "node:crypto";
import { demoAccounts } from "../demo-accounts";
import { CALENDAR_TIME_ZONE, formatCalendarDateTime } from "./google-calendar-data";
import { toDemoDay } from "./to-demo-day";

const account = demoAccounts.microsoft;

export type GraphResponse = "none" | "organizer" | "tentativelyAccepted" | "accepted" | "declined" | "notResponded";
export type GraphDateTimeZone = { dateTime: string; timeZone: string };
export type GraphAttendee = {
  type: "required" | "optional" | "resource";
  status: { response: GraphResponse; time: string };
  emailAddress: { name: string; address: string };
};

/** An event as Graph v1.0 gives it; times in UTC (no `Prefer: outlook.timezone`), to the ten-millionth of a second. */
export type GraphEvent = {
  id: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  changeKey: string;
  iCalUId: string;
  subject: string;
  bodyPreview: string;
  body: { contentType: "html" | "text"; content: string };
  importance: "normal";
  isAllDay: boolean;
  isCancelled: boolean;
  isOrganizer: boolean;
  responseRequested: boolean;
  isOnlineMeeting: boolean;
  onlineMeetingProvider: "teamsForBusiness" | "unknown";
  onlineMeeting: { joinUrl: string } | null;
  showAs: "busy" | "tentative" | "free";
  type: "singleInstance" | "occurrence" | "exception" | "seriesMaster";
  seriesMasterId: string | null;
  /** On an occurrence or an exception: the start its series' pattern gave it, in UTC, kept when it is moved alone. */
  originalStart?: string;
  /** The zones the start and end were written in when the event was made (a Windows name or an IANA one). */
  originalStartTimeZone: string;
  originalEndTimeZone: string;
  recurrence: GraphRecurrence | null;
  /**
   * On a series master: the occurrenceId (`OID.{master id}.{day}`, the day in the series' zone) of each session deleted
   * on its own, which Graph answers only when `$select` names it on a get of the master.
   */
  cancelledOccurrences?: string[];
  webLink: string;
  start: GraphDateTimeZone;
  end: GraphDateTimeZone;
  location: { displayName: string; locationType: "default" };
  attendees: GraphAttendee[];
  organizer: { emailAddress: { name: string; address: string } };
  responseStatus: { response: GraphResponse; time: string };
};

/** Graph's `patternedRecurrence`, every field present as Graph answers it (0 or 'first' where a pattern has none). */
export type GraphRecurrence = {
  pattern: {
    type: GraphPatternType;
    interval: number;
    month: number;
    dayOfMonth: number;
    daysOfWeek: string[];
    firstDayOfWeek: string;
    index: GraphWeekIndex;
  };
  range: {
    type: "endDate" | "noEnd" | "numbered";
    startDate: string;
    endDate: string;
    numberOfOccurrences: number;
    recurrenceTimeZone: string;
  };
};

export type GraphPatternType =
  | "daily"
  | "weekly"
  | "absoluteMonthly"
  | "relativeMonthly"
  | "absoluteYearly"
  | "relativeYearly";
export type GraphWeekIndex = "first" | "second" | "third" | "fourth" | "last";

/** Whom Outlook told of a write, so that a test sees attendees invited, told of a move or of a cancellation. */
export type GraphCalendarMessage = {
  eventId: string;
  change: "invited" | "updated" | "cancelled" | "accepted" | "declined" | "tentativelyAccepted";
  to: string[];
  comment?: string;
};

type Person = { name: string; address: string };
const me: Person = { name: account.displayName, address: account.email };
const javier: Person = { name: "Javier Ruiz", address: "javier.ruiz@gruponorte.es" };
const marta: Person = { name: "Marta López", address: "marta.lopez@ejemplo.com" };
const pedro: Person = { name: "Pedro Sánchez", address: "pedro.sanchez@ejemplo.com" };
const rosa: Person = { name: "Rosa Medina", address: "rosa.medina@ejemplo.com" };
const elena: Person = { name: "Elena Vidal", address: "elena.vidal@proveedoresiberia.es" };

export const NO_TIME = "0001-01-01T00:00:00Z";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Graph's event ids are long base64 strings; a hash of the seed keeps them stable across resets. */
export function createGraphEventId(seed: string): string {
  const digest = createHash("sha256").update(seed).digest("base64url");
  return `AAMkAGI2TG93AAA${digest.slice(0, 40)}AAA=`;
}

/** Graph writes a UTC event time without offset, to the ten-millionth: '2026-11-27T09:00:00.0000000'. */
export function toGraphDateTime(instant: number): GraphDateTimeZone {
  return { dateTime: `${new Date(instant).toISOString().slice(0, 19)}.0000000`, timeZone: "UTC" };
}

/** The demo person's zone as Outlook names it: Windows' name for Madrid's. */
export const OUTLOOK_TIME_ZONE = "Romance Standard Time";

/**
 * A zone Graph was given, as Intl reads it: the demo's Windows name is Madrid's, an IANA name or UTC is itself, and
 * any other is read as Madrid, where the demo person lives.
 */
export function readGraphZone(name: string | undefined): string {
  if (!name || name === OUTLOOK_TIME_ZONE) return CALENDAR_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return CALENDAR_TIME_ZONE;
  }
}

/** The instant a Graph time stands for, read in its own zone (UTC, or a Windows or IANA zone given on a write). */
export function readGraphInstant(time: GraphDateTimeZone): number {
  const wall = time.dateTime.replace(/\.\d+$/, "");
  if (/[zZ]|[+-]\d{2}:\d{2}$/.test(wall)) return Date.parse(wall);
  const zone = readGraphZone(time.timeZone);
  if (zone === "UTC") return Date.parse(`${wall}Z`);
  return Date.parse(formatCalendarDateTime(wall.slice(0, 10), wall.slice(11, 16), zone));
}

export function createEventWebLink(id: string): string {
  return `https://outlook.office365.com/owa/?itemid=${encodeURIComponent(id)}&exvsurl=1&path=/calendar/item`;
}

export function createTeamsJoinUrl(seed: string): string {
  const code = createHash("sha256").update(seed).digest("hex").slice(0, 32);
  return `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${code}%40thread.v2/0`;
}

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Working days from today in Madrid: 0 is today (or the next working day), negative ones are past. */
function toWorkingDay(now: number, count: number): string {
  const days: string[] = [];
  for (let offset = -10; offset <= 20; offset++) {
    const day = toDemoDay(now, offset);
    if (isWorkingDay(day)) days.push(day);
  }
  const today = toDemoDay(now, 0);
  const first = days.findIndex((day) => day >= today);
  return days[first + count] ?? today;
}

type SeedEvent = {
  subject: string;
  workingDay: number;
  from: string;
  to: string;
  organizer: Person;
  attendees: { person: Person; response: GraphResponse }[];
  location?: string;
  body?: string;
  teams?: boolean;
  /** The organiser moved it a few hours ago. */
  moved?: boolean;
};

const seeds: SeedEvent[] = [
  {
    subject: "Revisión semanal de operaciones",
    workingDay: -2,
    from: "09:00",
    to: "09:30",
    organizer: me,
    attendees: [{ person: pedro, response: "accepted" }],
    location: "Sala Atocha",
  },
  {
    subject: "Llamada con Proveedores Iberia",
    workingDay: 0,
    from: "16:00",
    to: "16:30",
    organizer: me,
    attendees: [{ person: elena, response: "accepted" }],
    body: "Plazos de entrega del material de oficina para diciembre.",
    teams: true,
  },
  {
    subject: "Plan de rutas del primer trimestre",
    workingDay: 1,
    from: "11:00",
    to: "12:00",
    organizer: marta,
    attendees: [
      { person: me, response: "accepted" },
      { person: pedro, response: "accepted" },
    ],
    location: "Sala Castellana",
    moved: true,
  },
  {
    subject: "Comité de seguridad",
    workingDay: 2,
    from: "10:00",
    to: "11:00",
    organizer: rosa,
    attendees: [
      { person: me, response: "notResponded" },
      { person: pedro, response: "accepted" },
    ],
    location: "Sala Atocha",
    body: "Revisión de los incidentes del mes y del plan de evacuación.",
  },
  {
    subject: "Comida con Javier Ruiz",
    workingDay: 3,
    from: "14:00",
    to: "15:30",
    organizer: javier,
    attendees: [{ person: me, response: "notResponded" }],
    location: "Restaurante Sacha, Madrid",
  },
  {
    subject: "Presentación de resultados a dirección",
    workingDay: 4,
    from: "12:00",
    to: "13:00",
    organizer: me,
    attendees: [
      { person: marta, response: "accepted" },
      { person: rosa, response: "tentativelyAccepted" },
    ],
    teams: true,
  },
];

function toAttendees(seed: { attendees: { person: Person; response: GraphResponse }[] }, stamp: string) {
  return seed.attendees.map(({ person, response }) => ({
    type: "required" as const,
    status: { response, time: response === "none" || response === "notResponded" ? NO_TIME : stamp },
    emailAddress: { name: person.name, address: person.address },
  }));
}

export function buildGraphEvent(fields: {
  id: string;
  subject: string;
  start: number;
  end: number;
  organizer: Person;
  attendees: GraphAttendee[];
  created: string;
  modified: string;
  location?: string;
  body?: string;
  teams?: boolean;
  type?: GraphEvent["type"];
  seriesMasterId?: string;
  /** The zone the event was written in; the demo person's own unless a write names another. */
  timeZone?: string;
}): GraphEvent {
  const isOrganizer = fields.organizer.address === me.address;
  const own = fields.attendees.find((attendee) => attendee.emailAddress.address === me.address);
  const response: GraphResponse = isOrganizer ? "organizer" : (own?.status.response ?? "none");
  const joinUrl = fields.teams ? createTeamsJoinUrl(fields.id) : undefined;
  const text = fields.body ?? "";
  return {
    id: fields.id,
    createdDateTime: fields.created,
    lastModifiedDateTime: fields.modified,
    changeKey: createHash("sha256").update(`${fields.id}-${fields.modified}`).digest("base64").slice(0, 28),
    iCalUId: `040000008200E00074C5B7101A82E008${createHash("sha256").update(fields.id).digest("hex").slice(0, 40).toUpperCase()}`,
    subject: fields.subject,
    bodyPreview: text.slice(0, 255),
    body: { contentType: "html", content: text ? `<html><body><p>${text}</p></body></html>` : "" },
    importance: "normal",
    isAllDay: false,
    isCancelled: false,
    isOrganizer,
    responseRequested: true,
    isOnlineMeeting: Boolean(joinUrl),
    onlineMeetingProvider: joinUrl ? "teamsForBusiness" : "unknown",
    onlineMeeting: joinUrl ? { joinUrl } : null,
    showAs: response === "tentativelyAccepted" || response === "notResponded" ? "tentative" : "busy",
    type: fields.type ?? "singleInstance",
    seriesMasterId: fields.seriesMasterId ?? null,
    recurrence: null,
    originalStartTimeZone: fields.timeZone ?? OUTLOOK_TIME_ZONE,
    originalEndTimeZone: fields.timeZone ?? OUTLOOK_TIME_ZONE,
    webLink: createEventWebLink(fields.id),
    start: toGraphDateTime(fields.start),
    end: toGraphDateTime(fields.end),
    location: { displayName: fields.location ?? "", locationType: "default" },
    attendees: fields.attendees,
    organizer: { emailAddress: { name: fields.organizer.name, address: fields.organizer.address } },
    // When Ana answered: a change after it (a moved meeting) is the organiser's.
    responseStatus: { response, time: own?.status.time ?? NO_TIME },
  };
}

/** A daily stand-up every working day, seeded as Graph keeps it: a series master and its occurrences. */
function seedStandUp(now: number): GraphEvent[] {
  const masterId = createGraphEventId("daily-operaciones");
  const created = new Date(now - 30 * 86_400_000).toISOString();
  const days = [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7].map((offset) => toWorkingDay(now, offset));
  const instant = (day: string, time: string) => Date.parse(formatCalendarDateTime(day, time));
  const attendees = toAttendees(
    {
      attendees: [
        { person: pedro, response: "accepted" },
        { person: rosa, response: "accepted" },
      ],
    },
    created,
  );
  const base = {
    subject: "Daily del equipo de operaciones",
    organizer: me,
    attendees,
    created,
    modified: created,
    teams: true,
  };
  const first = days[0] ?? toDemoDay(now, 0);
  const master = {
    ...buildGraphEvent({
      ...base,
      id: masterId,
      start: instant(first, "09:00"),
      end: instant(first, "09:15"),
      type: "seriesMaster",
    }),
    recurrence: {
      pattern: {
        type: "weekly" as const,
        interval: 1,
        month: 0,
        dayOfMonth: 0,
        daysOfWeek: WEEKDAYS.slice(1, 6),
        firstDayOfWeek: "monday",
        index: "first" as const,
      },
      range: {
        type: "endDate" as const,
        startDate: first,
        endDate: days.at(-1) ?? first,
        numberOfOccurrences: 0,
        recurrenceTimeZone: OUTLOOK_TIME_ZONE,
      },
    },
  };
  const occurrences = days.map((day) => ({
    ...buildGraphEvent({
      ...base,
      id: `${masterId.slice(0, -4)}${day.replaceAll("-", "")}AAA=`,
      start: instant(day, "09:00"),
      end: instant(day, "09:15"),
      type: "occurrence",
      seriesMasterId: masterId,
    }),
    originalStart: new Date(instant(day, "09:00")).toISOString().replace(".000Z", "Z"),
  }));
  return [master, ...occurrences];
}

/** A week of Ana's meetings around today in Madrid: two invitations to answer, one moved by its organiser. */
export function seedOutlookCalendar(now: number): { events: GraphEvent[]; calendarMessages: GraphCalendarMessage[] } {
  const singles = seeds.map((seed, index) => {
    const day = toWorkingDay(now, seed.workingDay);
    const created = new Date(now - (12 - index) * 86_400_000).toISOString();
    const modified = seed.moved ? new Date(now - 2 * 3_600_000).toISOString() : created;
    return buildGraphEvent({
      id: createGraphEventId(`${seed.subject}-${index}`),
      subject: seed.subject,
      start: Date.parse(formatCalendarDateTime(day, seed.from)),
      end: Date.parse(formatCalendarDateTime(day, seed.to)),
      organizer: seed.organizer,
      attendees: toAttendees(seed, created),
      created,
      modified,
      ...(seed.location ? { location: seed.location } : {}),
      ...(seed.body ? { body: seed.body } : {}),
      ...(seed.teams ? { teams: true } : {}),
    });
  });
  return { events: [...seedStandUp(now), ...singles], calendarMessages: [] };
}
