import { createHash } from "node:crypto";
import { demoAccounts } from "../demo-accounts";
import { toDemoDay } from "./to-demo-day";

const account = demoAccounts.google;
export const CALENDAR_TIME_ZONE = "Europe/Madrid";

export type CalendarResponseStatus = "needsAction" | "declined" | "tentative" | "accepted";

export type CalendarAttendee = {
  email: string;
  displayName?: string;
  organizer?: boolean;
  self?: boolean;
  responseStatus: CalendarResponseStatus;
  /** The note an attendee added to their answer. */
  comment?: string;
};

export type CalendarPerson = { email: string; displayName?: string; self?: boolean };

/** A timed event has `dateTime` (RFC 3339 with offset); an all-day one has `date`, the end day exclusive. */
export type CalendarTime = { dateTime?: string; date?: string; timeZone?: string };

export type CalendarConferenceData = {
  createRequest?: { requestId: string; conferenceSolutionKey: { type: string }; status: { statusCode: string } };
  entryPoints?: { entryPointType: string; uri: string; label?: string }[];
  conferenceSolution?: { key: { type: string }; name: string; iconUri: string };
  conferenceId?: string;
};

/** An event as Calendar v3 describes it; `events.list` and `events.get` answer with these fields. */
export type CalendarEvent = {
  kind: "calendar#event";
  etag: string;
  id: string;
  status: "confirmed" | "tentative" | "cancelled";
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  creator: CalendarPerson;
  organizer: CalendarPerson;
  start: CalendarTime;
  end: CalendarTime;
  iCalUID: string;
  sequence: number;
  attendees?: CalendarAttendee[];
  hangoutLink?: string;
  conferenceData?: CalendarConferenceData;
  reminders: { useDefault: boolean };
  eventType: "default";
  /** A series: its RRULE lines, the starts expanded from `start` in its zone. */
  recurrence?: string[];
  /** An occurrence of a series: the series' id, and where the rule placed it (it may have moved since). */
  recurringEventId?: string;
  originalStartTime?: CalendarTime;
};

/** Whom Google told of a change (the `sendUpdates` of each write), so a test can see that attendees were told. */
export type CalendarUpdateSent = {
  eventId: string;
  change: "created" | "changed" | "cancelled";
  sendUpdates: string;
  to: string[];
};

/**
 * Ana's calendar. `revision` counts its changes and `revisions` keeps the one of each event's last change, so an
 * incremental `events.list` with a `syncToken` (which carries the revision it was issued at) returns what changed since.
 */
export type GoogleCalendar = {
  events: CalendarEvent[];
  updatesSent: CalendarUpdateSent[];
  nextId: number;
  revision: number;
  revisions: Record<string, number>;
};

type Person = { name: string; email: string };

const me: Person = { name: account.displayName, email: account.email };
const laura: Person = { name: "Laura Gómez", email: "laura.gomez@ejemplo.com" };
const pedro: Person = { name: "Pedro Sánchez", email: "pedro.sanchez@ejemplo.com" };
const carlos: Person = { name: "Carlos Martínez", email: "carlos.martinez@ejemplo.com" };
const marta: Person = { name: "Marta López", email: "marta.lopez@ejemplo.com" };
const javier: Person = { name: "Javier Ruiz", email: "javier.ruiz@gruponorte.es" };
const sofia: Person = { name: "Sofía Navarro", email: "sofia.navarro@logisticacastellana.es" };

/** The offset of `timeZone` at an instant, as RFC 3339 writes it ('+01:00'). */
function readOffset(instant: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name?.replace("GMT", "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** A wall time of a day in Madrid as Calendar writes it: '2026-11-27T10:00:00+01:00'. */
export function formatCalendarDateTime(day: string, time: string, timeZone = CALENDAR_TIME_ZONE): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const offset = readOffset(guess, timeZone);
  const sign = offset.startsWith("-") ? -1 : 1;
  const [offsetHours = 0, offsetMinutes = 0] = offset.slice(1).split(":").map(Number);
  const exact = readOffset(guess - sign * (offsetHours * 60 + offsetMinutes) * 60_000, timeZone);
  return `${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00${exact}`;
}

/** The instant an event time begins: a dateTime as written, a bare date at midnight in Madrid. */
export function readCalendarInstant(time: CalendarTime): number {
  if (time.dateTime) return Date.parse(time.dateTime);
  return Date.parse(formatCalendarDateTime(time.date ?? "1970-01-01", "00:00", time.timeZone ?? CALENDAR_TIME_ZONE));
}

/** Calendar's ids are base32hex; a hash's hex digits are among them. */
export function createCalendarEventId(seed: string): string {
  return createHash("sha256").update(seed).digest("hex").slice(0, 26);
}

export function createCalendarEtag(seed: string): string {
  return `"${BigInt(`0x${createHash("sha256").update(seed).digest("hex").slice(0, 13)}`).toString()}"`;
}

/** The link Calendar's web app opens the event at: the id and the calendar, base64 encoded. */
export function createCalendarHtmlLink(id: string): string {
  return `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${account.email}`).toString("base64url")}`;
}

export function createMeetLink(seed: string): { hangoutLink: string; conferenceData: CalendarConferenceData } {
  const letters = createHash("sha256")
    .update(seed)
    .digest()
    .subarray(0, 10)
    .reduce((code, byte) => code + String.fromCharCode(97 + (byte % 26)), "");
  const conferenceId = `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  const hangoutLink = `https://meet.google.com/${conferenceId}`;
  return {
    hangoutLink,
    conferenceData: {
      entryPoints: [{ entryPointType: "video", uri: hangoutLink, label: hangoutLink.replace("https://", "") }],
      conferenceSolution: {
        key: { type: "hangoutsMeet" },
        name: "Google Meet",
        iconUri:
          "https://fonts.gstatic.com/s/i/productlogos/meet_2020q4/v6/web-512dp/logo_meet_2020q4_color_2x_web_512dp.png",
      },
      conferenceId,
    },
  };
}

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The working day `count` working days after today in Madrid (today itself for 0 when it is one), or before it for a
 * negative count.
 */
function toWorkingDay(now: number, count: number): string {
  const step = count < 0 ? -1 : 1;
  let left = Math.abs(count);
  for (let offset = count < 0 ? -1 : 0; ; offset += step) {
    const day = toDemoDay(now, offset);
    if (!isWorkingDay(day)) continue;
    if (left === (count < 0 ? 1 : 0)) return day;
    left -= 1;
  }
}

type SeedEvent = {
  summary: string;
  /** Working days from today; negative ones are in the past. */
  workingDay: number;
  /** '09:30'; absent for an all-day event. */
  from?: string;
  to?: string;
  organizer: Person;
  attendees?: { person: Person; responseStatus: CalendarResponseStatus }[];
  location?: string;
  description?: string;
  meet?: boolean;
  /** Moved by its organiser a few hours ago: Ana's copy shows the new time and a raised sequence. */
  movedByOrganizer?: boolean;
};

const seedEvents: SeedEvent[] = [
  {
    summary: "Reunión de seguimiento del proyecto Atlas",
    workingDay: -3,
    from: "10:00",
    to: "11:00",
    organizer: pedro,
    attendees: [
      { person: pedro, responseStatus: "accepted" },
      { person: me, responseStatus: "accepted" },
      { person: laura, responseStatus: "accepted" },
    ],
    location: "Sala Retiro, planta 3",
  },
  {
    summary: "Llamada con Javier Ruiz (Grupo Norte)",
    workingDay: 0,
    from: "17:00",
    to: "17:30",
    organizer: me,
    attendees: [
      { person: me, responseStatus: "accepted" },
      { person: javier, responseStatus: "accepted" },
    ],
    description: "Repasar la propuesta comercial antes del día 30.",
    meet: true,
  },
  {
    summary: "Revisión de presupuesto con Marta López",
    workingDay: 1,
    from: "12:00",
    to: "12:30",
    organizer: marta,
    attendees: [
      { person: marta, responseStatus: "accepted" },
      { person: me, responseStatus: "accepted" },
    ],
    description: "Desviación de la partida de marketing digital del Presupuesto 2026.",
    meet: true,
    movedByOrganizer: true,
  },
  {
    summary: "Demo con Logística Castellana",
    workingDay: 2,
    from: "10:00",
    to: "11:00",
    organizer: me,
    attendees: [
      { person: me, responseStatus: "accepted" },
      { person: sofia, responseStatus: "accepted" },
      { person: carlos, responseStatus: "accepted" },
    ],
    description: "Demostración de Shifu para el equipo de operaciones de Logística Castellana.",
    meet: true,
  },
  {
    summary: "Formación en ciberseguridad",
    workingDay: 3,
    organizer: carlos,
    attendees: [
      { person: carlos, responseStatus: "accepted" },
      { person: me, responseStatus: "needsAction" },
    ],
    location: "Oficina de Alcalá",
  },
  {
    summary: "Comida con Javier Ruiz",
    workingDay: 7,
    from: "14:00",
    to: "15:30",
    organizer: javier,
    attendees: [
      { person: javier, responseStatus: "accepted" },
      { person: me, responseStatus: "needsAction" },
    ],
    location: "Restaurante La Castellana, Madrid",
  },
  {
    summary: "Revisión de presupuesto con Marta López",
    workingDay: 8,
    from: "16:00",
    to: "17:00",
    organizer: me,
    attendees: [
      { person: me, responseStatus: "accepted" },
      { person: marta, responseStatus: "accepted" },
      { person: laura, responseStatus: "tentative" },
    ],
    meet: true,
  },
];

/** The weekly committee, a series: every Monday at 9:30 in Madrid, begun three weeks before this week. */
const committeeSeed: SeedEvent = {
  summary: "Comité de dirección",
  workingDay: 0,
  from: "09:30",
  to: "10:30",
  organizer: me,
  attendees: [
    { person: me, responseStatus: "accepted" },
    { person: laura, responseStatus: "accepted" },
    { person: pedro, responseStatus: "accepted" },
    { person: carlos, responseStatus: "tentative" },
  ],
  location: "Sala Retiro, planta 3",
  description: "Informe trimestral, propuesta para Grupo Norte y proveedores de material de oficina.",
};
const COMMITTEE_RULE = "RRULE:FREQ=WEEKLY;BYDAY=MO";

/** The Monday three weeks before the one of this week, in Madrid. */
function readFirstCommitteeDay(now: number): string {
  const today = toDemoDay(now, 0);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return toDemoDay(now, -weekday - 21);
}

function buildCommitteeSeries(now: number): CalendarEvent {
  const event = buildSeedEvent(committeeSeed, seedEvents.length, now);
  const day = readFirstCommitteeDay(now);
  return {
    ...event,
    start: { dateTime: formatCalendarDateTime(day, "09:30"), timeZone: CALENDAR_TIME_ZONE },
    end: { dateTime: formatCalendarDateTime(day, "10:30"), timeZone: CALENDAR_TIME_ZONE },
    recurrence: [COMMITTEE_RULE],
  };
}

function toPerson(person: Person): CalendarPerson {
  return { email: person.email, displayName: person.name, ...(person.email === me.email ? { self: true } : {}) };
}

function buildSeedEvent(seed: SeedEvent, index: number, now: number): CalendarEvent {
  const day = toWorkingDay(now, seed.workingDay);
  const id = createCalendarEventId(`${seed.summary}-${index}`);
  const created = new Date(now - (10 - index) * 86_400_000).toISOString();
  const updated = seed.movedByOrganizer ? new Date(now - 3 * 3_600_000).toISOString() : created;
  const allDay = !seed.from || !seed.to;
  const nextDay = toDemoDay(Date.parse(`${day}T12:00:00Z`), 1);
  return {
    kind: "calendar#event",
    etag: createCalendarEtag(id),
    id,
    status: "confirmed",
    htmlLink: createCalendarHtmlLink(id),
    created,
    updated,
    summary: seed.summary,
    ...(seed.description ? { description: seed.description } : {}),
    ...(seed.location ? { location: seed.location } : {}),
    creator: toPerson(seed.organizer),
    organizer: toPerson(seed.organizer),
    start: allDay
      ? { date: day }
      : { dateTime: formatCalendarDateTime(day, seed.from ?? "00:00"), timeZone: CALENDAR_TIME_ZONE },
    end: allDay
      ? { date: nextDay }
      : { dateTime: formatCalendarDateTime(day, seed.to ?? "00:00"), timeZone: CALENDAR_TIME_ZONE },
    iCalUID: `${id}@google.com`,
    sequence: seed.movedByOrganizer ? 1 : 0,
    ...(seed.attendees
      ? {
          attendees: seed.attendees.map(({ person, responseStatus }) => ({
            ...toPerson(person),
            ...(person.email === seed.organizer.email ? { organizer: true } : {}),
            responseStatus,
          })),
        }
      : {}),
    ...(seed.meet ? createMeetLink(id) : {}),
    reminders: { useDefault: true },
    eventType: "default",
  };
}

/** A week and a half of Ana's meetings around today, on working days, in Madrid, and the weekly committee. */
export function seedGoogleCalendar(now: number): GoogleCalendar {
  return {
    events: [...seedEvents.map((seed, index) => buildSeedEvent(seed, index, now)), buildCommitteeSeries(now)],
    updatesSent: [],
    nextId: 1,
    revision: 0,
    revisions: {},
  };
}
