import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import type { CalendarEvent } from "../demo-data/google-calendar-data";
import type { GoogleData } from "../demo-data/google-data";
import { connectWithPkce } from "../test/oauth-test-client";

const CALENDAR = "https://www.googleapis.com/auth/calendar";
const READONLY = "https://www.googleapis.com/auth/calendar.readonly";
const BASE = "/www.googleapis.com/calendar/v3/calendars/primary/events";
const DAY = 86_400_000;

async function connect(app: SandboxApp, scope: string): Promise<string> {
  const tokens = await connectWithPkce(app, "google", {
    scope: `openid email profile ${scope}`,
    access_type: "offline",
  });
  return tokens.access_token;
}

describe("Google Calendar API", () => {
  let app: SandboxApp;
  let token: string;
  const callApi = (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, payload?: object) =>
    app.inject({ method, url: `${BASE}${path}`, headers: { authorization: `Bearer ${token}` }, payload });
  const readCalendar = async () =>
    ((await app.inject({ method: "GET", url: "/__sandbox/data/google" })).json() as GoogleData).calendar;

  beforeEach(async () => {
    app = buildSandboxApp();
    token = await connect(app, CALENDAR);
  });

  it("seeds Spanish meetings this week and next, with attendees, a place and Meet links", async () => {
    const { events } = await readCalendar();
    const titles = events.map((event) => event.summary);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Comité de dirección",
        "Demo con Logística Castellana",
        "Revisión de presupuesto con Marta López",
      ]),
    );
    const upcoming = events.filter(
      (event) => Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00Z`) > Date.now(),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(events.some((event) => event.hangoutLink?.startsWith("https://meet.google.com/"))).toBe(true);
    expect(events.some((event) => event.start.date !== undefined)).toBe(true);
    const committee = events.find((event) => event.summary === "Comité de dirección");
    expect(committee?.start.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T09:30:00\+0[12]:00$/);
    expect(committee?.attendees?.find((attendee) => attendee.self)?.email).toBe("ana.garcia@ejemplo.com");
  });

  it("lists the events of a range in start order, searched with q and paged", async () => {
    const timeMin = new Date().toISOString();
    const timeMax = new Date(Date.now() + 15 * DAY).toISOString();
    const range = `timeMin=${encodeURIComponent(timeMin)}&timeMax=${encodeURIComponent(timeMax)}`;
    const response = await callApi("GET", `?${range}&singleEvents=true&orderBy=startTime&maxResults=3`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { kind: string; timeZone: string; items: CalendarEvent[]; nextPageToken?: string };
    expect(body).toMatchObject({ kind: "calendar#events", timeZone: "Europe/Madrid" });
    expect(body.items).toHaveLength(3);
    expect(body.nextPageToken).toBeDefined();
    const starts = body.items.map((event) => Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00+01:00`));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(
      body.items.every(
        (event) => Date.parse(event.end.dateTime ?? `${event.end.date}T00:00:00+01:00`) > Date.parse(timeMin),
      ),
    ).toBe(true);

    const searched = await callApi("GET", `?${range}&singleEvents=true&orderBy=startTime&q=marta%20lopez`);
    const found = (searched.json() as { items: CalendarEvent[] }).items;
    expect(found.length).toBeGreaterThanOrEqual(1);
    expect(
      found.every((event) => event.attendees?.some((attendee) => attendee.email === "marta.lopez@ejemplo.com")),
    ).toBe(true);
  });

  it("refuses orderBy=startTime without singleEvents, a timeMin without offset, and a token without a calendar scope", async () => {
    expect((await callApi("GET", "?orderBy=startTime")).statusCode).toBe(400);
    expect((await callApi("GET", "?timeMin=2026-11-26T10:00:00")).statusCode).toBe(400);
    token = await connect(app, "https://www.googleapis.com/auth/drive");
    expect((await callApi("GET", "")).statusCode).toBe(403);
    token = await connect(app, READONLY);
    expect((await callApi("GET", "")).statusCode).toBe(200);
    expect((await callApi("POST", "", { summary: "x" })).statusCode).toBe(403);
  });

  it("inserts an event with attendees and a Meet when conferenceDataVersion=1, and tells the attendees", async () => {
    const response = await callApi("POST", "?sendUpdates=all&conferenceDataVersion=1", {
      summary: "Reunión con Marta",
      location: "Sala Retiro",
      start: { dateTime: "2026-12-03T10:00:00+01:00", timeZone: "Europe/Madrid" },
      end: { dateTime: "2026-12-03T10:30:00+01:00", timeZone: "Europe/Madrid" },
      attendees: [{ email: "marta.lopez@ejemplo.com" }],
      conferenceData: { createRequest: { requestId: "abc123", conferenceSolutionKey: { type: "hangoutsMeet" } } },
    });
    expect(response.statusCode).toBe(200);
    const event = response.json() as CalendarEvent;
    expect(event).toMatchObject({
      kind: "calendar#event",
      status: "confirmed",
      summary: "Reunión con Marta",
      organizer: { email: "ana.garcia@ejemplo.com", self: true },
      attendees: [{ email: "marta.lopez@ejemplo.com", responseStatus: "needsAction" }],
    });
    expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    const calendar = await readCalendar();
    expect(calendar.events.some((stored) => stored.id === event.id)).toBe(true);
    expect(calendar.updatesSent.at(-1)).toEqual({
      eventId: event.id,
      change: "created",
      sendUpdates: "all",
      to: ["marta.lopez@ejemplo.com"],
    });

    const missingEnd = await callApi("POST", "", { summary: "x", start: { dateTime: "2026-12-03T10:00:00+01:00" } });
    expect(missingEnd.statusCode).toBe(400);
  });

  it("moves an event with PATCH and cancels it with DELETE, which later reads see", async () => {
    const { events } = await readCalendar();
    const target = events.find((event) => event.summary === "Demo con Logística Castellana");
    if (!target) throw new Error("seed missing");
    const patched = await callApi("PATCH", `/${target.id}?sendUpdates=all`, {
      start: { dateTime: "2026-12-04T16:00:00+01:00" },
      end: { dateTime: "2026-12-04T17:00:00+01:00" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ start: { dateTime: "2026-12-04T16:00:00+01:00" }, sequence: 1 });

    const deleted = await callApi("DELETE", `/${target.id}?sendUpdates=all`);
    expect(deleted.statusCode).toBe(204);
    const after = await readCalendar();
    expect(after.events.find((event) => event.id === target.id)?.status).toBe("cancelled");
    expect(after.updatesSent.at(-1)).toMatchObject({
      change: "cancelled",
      to: expect.arrayContaining(["sofia.navarro@logisticacastellana.es"]),
    });
    const listed = (await callApi("GET", "")).json() as { items: CalendarEvent[] };
    expect(listed.items.some((event) => event.id === target.id)).toBe(false);
    expect((await callApi("DELETE", `/${target.id}`)).statusCode).toBe(410);
    expect((await callApi("PATCH", "/nope123", { summary: "x" })).statusCode).toBe(404);
  });

  it("syncs incrementally with nextSyncToken: only what changed since, a cancellation included, and 410 for a bad token", async () => {
    const full = (await callApi("GET", "?maxResults=2500")).json() as {
      items: CalendarEvent[];
      nextSyncToken?: string;
    };
    expect(full.nextSyncToken).toBeDefined();
    const token1 = full.nextSyncToken ?? "";
    const quiet = (await callApi("GET", `?syncToken=${token1}`)).json() as {
      items: CalendarEvent[];
      nextSyncToken: string;
    };
    expect(quiet.items).toEqual([]);

    const { events } = await readCalendar();
    const lunch = events.find((event) => event.summary === "Comida con Javier Ruiz");
    const demo = events.find((event) => event.summary === "Demo con Logística Castellana");
    if (!lunch || !demo) throw new Error("seed missing");
    const answered = await callApi("PATCH", `/${lunch.id}`, {
      attendees: [
        { email: "javier.ruiz@gruponorte.es", responseStatus: "declined" },
        { email: "ana.garcia@ejemplo.com", responseStatus: "accepted", comment: "Allí estaré" },
      ],
    });
    expect(answered.statusCode).toBe(200);
    // Only the user's own answer is written: the organiser's stays as he gave it.
    expect((answered.json() as CalendarEvent).attendees).toEqual([
      { email: "javier.ruiz@gruponorte.es", displayName: "Javier Ruiz", organizer: true, responseStatus: "accepted" },
      {
        email: "ana.garcia@ejemplo.com",
        displayName: expect.any(String),
        self: true,
        responseStatus: "accepted",
        comment: "Allí estaré",
      },
    ]);
    expect((await callApi("DELETE", `/${demo.id}`)).statusCode).toBe(204);

    const changes = (await callApi("GET", `?syncToken=${quiet.nextSyncToken}`)).json() as {
      items: CalendarEvent[];
      nextSyncToken: string;
    };
    const changed = changes.items.map((event) => [event.id, event.status]);
    expect(changed).toHaveLength(2);
    expect(changed).toEqual(
      expect.arrayContaining([
        [demo.id, "cancelled"],
        [lunch.id, "confirmed"],
      ]),
    );
    const again = (await callApi("GET", `?syncToken=${changes.nextSyncToken}`)).json() as { items: CalendarEvent[] };
    expect(again.items).toEqual([]);

    expect((await callApi("GET", `?syncToken=${token1}&timeMin=2026-01-01T00:00:00Z`)).statusCode).toBe(400);
    const expired = await callApi("GET", "?syncToken=bm9wZQ");
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: { errors: [{ reason: "fullSyncRequired" }] } });
  });

  it("adds an invitation through POST /__sandbox/items/google, which the next sync returns", async () => {
    const full = (await callApi("GET", "")).json() as { nextSyncToken: string };
    const added = await app.inject({
      method: "POST",
      url: "/__sandbox/items/google",
      payload: {
        kind: "event",
        summary: "Planificación de 2027",
        organizer: "Marta López <marta.lopez@ejemplo.com>",
        start: "2026-12-09T11:00:00+01:00",
        end: "2026-12-09T12:00:00+01:00",
        meet: true,
      },
    });
    expect(added.statusCode).toBeLessThan(300);
    const changes = (await callApi("GET", `?syncToken=${full.nextSyncToken}`)).json() as { items: CalendarEvent[] };
    expect(changes.items).toHaveLength(1);
    expect(changes.items[0]).toMatchObject({
      summary: "Planificación de 2027",
      organizer: { email: "marta.lopez@ejemplo.com", displayName: "Marta López" },
      attendees: [
        { email: "marta.lopez@ejemplo.com", organizer: true, responseStatus: "accepted" },
        { email: "ana.garcia@ejemplo.com", self: true, responseStatus: "needsAction" },
      ],
    });
    const bad = await app.inject({
      method: "POST",
      url: "/__sandbox/items/google",
      payload: {
        kind: "event",
        summary: "x",
        organizer: "nadie",
        start: "2026-12-09T11:00:00+01:00",
        end: "2026-12-09T12:00:00+01:00",
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers freeBusy with merged busy blocks for Ana and a colleague, and notFound for an outside calendar", async () => {
    const { events } = await readCalendar();
    const committee = events.find((event) => event.summary === "Comité de dirección" && event.start.dateTime);
    if (!committee?.start.dateTime || !committee.end.dateTime) throw new Error("seed missing");
    const day = committee.start.dateTime.slice(0, 10);
    const response = await app.inject({
      method: "POST",
      url: "/www.googleapis.com/calendar/v3/freeBusy",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        timeMin: `${day}T00:00:00+01:00`,
        timeMax: `${day}T23:59:00+01:00`,
        items: [{ id: "primary" }, { id: "marta.lopez@ejemplo.com" }, { id: "javier.ruiz@gruponorte.es" }],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      kind: string;
      calendars: Record<string, { busy: { start: string; end: string }[]; errors?: { reason: string }[] }>;
    };
    expect(body.kind).toBe("calendar#freeBusy");
    const own = body.calendars.primary?.busy ?? [];
    expect(own).toContainEqual({
      start: new Date(committee.start.dateTime).toISOString().replace(".000Z", "Z"),
      end: new Date(committee.end.dateTime).toISOString().replace(".000Z", "Z"),
    });
    const martaBusy = body.calendars["marta.lopez@ejemplo.com"]?.busy ?? [];
    const martaEvents = events.filter(
      (event) =>
        event.start.dateTime?.startsWith(day) &&
        event.attendees?.some((attendee) => attendee.email === "marta.lopez@ejemplo.com"),
    );
    expect(martaBusy).toHaveLength(martaEvents.length);
    expect(body.calendars["javier.ruiz@gruponorte.es"]).toEqual({
      busy: [],
      errors: [{ domain: "global", reason: "notFound" }],
    });
    const empty = await app.inject({
      method: "POST",
      url: "/www.googleapis.com/calendar/v3/freeBusy",
      headers: { authorization: `Bearer ${token}` },
      payload: { timeMin: `${day}T10:00:00+01:00`, timeMax: `${day}T09:00:00+01:00`, items: [{ id: "primary" }] },
    });
    expect(empty.statusCode).toBe(400);
  });

  describe("the weekly committee, a series", () => {
    // The window ends at a midnight, so a session moved later in its day stays in or out of it whatever the clock says.
    // From the start of today, not from now: whether today's session has ended must not change which sessions are
    // first, second and third (after 10:30 on a Monday a third session moved a day later fell past the window).
    const startOfToday = () =>
      `${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date())}T00:00:00Z`;
    const range = (days: number) =>
      `timeMin=${encodeURIComponent(startOfToday())}&timeMax=${encodeURIComponent(`${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00Z`)}`;
    const listCommittee = async (days = 22) =>
      (
        (await callApi("GET", `?${range(days)}&singleEvents=true&orderBy=startTime&q=comit%C3%A9`)).json() as {
          items: CalendarEvent[];
        }
      ).items;

    it("is stored once with its RRULE and listed with singleEvents as Monday occurrences at 9:30", async () => {
      const series = (await readCalendar()).events.filter((event) => event.recurrence);
      expect(series).toHaveLength(1);
      expect(series[0]?.recurrence).toEqual(["RRULE:FREQ=WEEKLY;BYDAY=MO"]);
      const occurrences = await listCommittee();
      expect(occurrences.length).toBeGreaterThanOrEqual(3);
      for (const occurrence of occurrences) {
        expect(occurrence.recurringEventId).toBe(series[0]?.id);
        expect(occurrence.id).toMatch(new RegExp(`^${series[0]?.id}_\\d{8}T\\d{6}Z$`));
        expect(occurrence.originalStartTime?.dateTime).toBe(occurrence.start.dateTime);
        expect(occurrence.start.dateTime).toMatch(/T09:30:00\+0[12]:00$/);
        expect(new Date(occurrence.start.dateTime ?? "").getUTCDay()).toBe(1);
        expect(occurrence.recurrence).toBeUndefined();
      }
      const plain = (await callApi("GET", "?q=comit%C3%A9")).json() as { items: CalendarEvent[] };
      expect(plain.items.map((event) => event.id)).toEqual([series[0]?.id]);
    });

    it("answers events.instances with the occurrences of the series, and one occurrence by its id", async () => {
      const [first] = await listCommittee();
      if (!first?.recurringEventId) throw new Error("seed missing");
      const response = await callApi("GET", `/${first.recurringEventId}/instances?${range(22)}&maxResults=2`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { kind: string; items: CalendarEvent[]; nextPageToken?: string };
      expect(body.kind).toBe("calendar#events");
      expect(body.items.map((event) => event.id)).toEqual((await listCommittee()).slice(0, 2).map((event) => event.id));
      expect(body.nextPageToken).toBeDefined();
      const one = await callApi("GET", `/${first.id}`);
      expect(one.json()).toMatchObject({ id: first.id, recurringEventId: first.recurringEventId });
      expect((await callApi("GET", `/${first.recurringEventId}_20200106T083000Z`)).statusCode).toBe(404);
    });

    it("changes one occurrence alone as an exception, and the whole series through its id", async () => {
      const [first, second] = await listCommittee();
      if (!first?.recurringEventId || !second?.start.dateTime) throw new Error("seed missing");
      const day = first.start.dateTime?.slice(0, 10);
      const moved = await callApi("PATCH", `/${first.id}`, {
        start: { dateTime: `${day}T11:00:00+01:00` },
        end: { dateTime: `${day}T12:00:00+01:00` },
      });
      expect(moved.statusCode).toBe(200);
      let listed = await listCommittee();
      expect(listed[0]).toMatchObject({ id: first.id, originalStartTime: first.originalStartTime });
      expect(Date.parse(listed[0]?.start.dateTime ?? "")).toBe(Date.parse(`${day}T11:00:00+01:00`));
      expect(listed[1]?.start.dateTime).toBe(second.start.dateTime);

      const series = (await callApi("GET", `/${first.recurringEventId}`)).json() as CalendarEvent;
      const later = (minutes: number) =>
        new Date(Date.parse(series.start.dateTime ?? "") + minutes * 60_000).toISOString();
      const whole = await callApi("PATCH", `/${first.recurringEventId}`, {
        start: { dateTime: later(30), timeZone: "Europe/Madrid" },
        end: { dateTime: later(90), timeZone: "Europe/Madrid" },
      });
      expect(whole.statusCode).toBe(200);
      listed = await listCommittee();
      expect(listed.length).toBeGreaterThanOrEqual(3);
      for (const occurrence of listed) expect(occurrence.start.dateTime).toMatch(/T10:00:00\+0[12]:00$/);

      expect((await callApi("DELETE", `/${listed[0]?.id}`)).statusCode).toBe(204);
      expect((await listCommittee()).map((event) => event.id)).toEqual(listed.slice(1).map((event) => event.id));
      expect((await callApi("DELETE", `/${first.recurringEventId}`)).statusCode).toBe(204);
      expect(await listCommittee()).toEqual([]);
    });

    it("ends a series at an UNTIL patched into its rule, in both listings, and expands a new series inserted with one", async () => {
      const sessions = await listCommittee();
      const [first, second, third] = sessions;
      if (!first?.recurringEventId || !second?.start.dateTime || !third) throw new Error("seed missing");
      // Just before the second session, as a split of 'this and following' writes it: the first stays, the rest go.
      const until = new Date(Date.parse(second.start.dateTime) - 1000).toISOString().replace(/[-:]|\.\d+/g, "");
      const ended = await callApi("PATCH", `/${first.recurringEventId}`, {
        recurrence: [`RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=${until}`],
      });
      expect(ended.statusCode).toBe(200);
      expect((await listCommittee()).map((event) => event.id)).toEqual([first.id]);
      const instances = (await callApi("GET", `/${first.recurringEventId}/instances?${range(22)}`)).json() as {
        items: CalendarEvent[];
      };
      expect(instances.items.map((event) => event.id)).toEqual([first.id]);

      const [day, offset] = [second.start.dateTime.slice(0, 10), second.start.dateTime.slice(19)];
      const created = await callApi("POST", "?sendUpdates=none", {
        summary: "Comité de dirección",
        start: { dateTime: `${day}T10:00:00${offset}`, timeZone: "Europe/Madrid" },
        end: { dateTime: `${day}T11:00:00${offset}`, timeZone: "Europe/Madrid" },
        recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=MO"],
      });
      expect(created.statusCode).toBe(200);
      const newSeries = created.json() as CalendarEvent;
      const listed = await listCommittee();
      // Three Mondays fall in the window, or four on a Monday before the session: the new series takes every one after
      // the first.
      expect(listed.map((event) => event.recurringEventId)).toEqual([
        first.recurringEventId,
        ...sessions.slice(1).map(() => newSeries.id),
      ]);
      expect(listed.slice(1).map((event) => event.start.dateTime?.slice(11, 16))).toEqual(
        sessions.slice(1).map(() => "10:00"),
      );
      expect(listed[2]?.start.dateTime?.slice(0, 10)).toBe(third.start.dateTime?.slice(0, 10));
      const refused = await callApi("PATCH", `/${first.recurringEventId}`, { recurrence: ["RRULE:FREQ=NEVER"] });
      expect(refused.statusCode).toBe(400);
    });

    it("goes on listing a session moved on its own past an UNTIL patched in later, with its originalStartTime, until it is deleted", async () => {
      const [first, second, third] = await listCommittee();
      if (!first?.recurringEventId || !second?.start.dateTime || !third?.start.dateTime)
        throw new Error("seed missing");
      // The third session moved alone to 12:00 the next day: an exception of the series.
      const [day, offset] = [third.start.dateTime.slice(0, 10), third.start.dateTime.slice(19)];
      const nextDay = new Date(Date.parse(`${day}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
      const moved = await callApi("PATCH", `/${third.id}`, {
        start: { dateTime: `${nextDay}T12:00:00${offset}` },
        end: { dateTime: `${nextDay}T13:00:00${offset}` },
      });
      expect(moved.statusCode).toBe(200);
      const until = new Date(Date.parse(second.start.dateTime) - 1000).toISOString().replace(/[-:]|\.\d+/g, "");
      await callApi("PATCH", `/${first.recurringEventId}`, {
        recurrence: [`RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=${until}`],
      });

      const leftBehind = { id: third.id, recurringEventId: first.recurringEventId, originalStartTime: third.start };
      const listed = await listCommittee();
      expect(listed.map((event) => event.id)).toEqual([first.id, third.id]);
      expect(listed[1]).toMatchObject(leftBehind);
      expect(Date.parse(listed[1]?.start.dateTime ?? "")).toBe(Date.parse(`${nextDay}T12:00:00${offset}`));
      const instances = (await callApi("GET", `/${first.recurringEventId}/instances?${range(22)}`)).json() as {
        items: CalendarEvent[];
      };
      expect(instances.items.map((event) => event.id)).toEqual([first.id, third.id]);

      expect((await callApi("DELETE", `/${third.id}?sendUpdates=none`)).statusCode).toBe(204);
      expect((await listCommittee()).map((event) => event.id)).toEqual([first.id]);
    });

    it("lists a session moved alone by where it is now, in a window that its original start is far from", async () => {
      const [, second, third] = await listCommittee();
      if (!second?.recurringEventId || !second.end.dateTime || !third?.start.dateTime) throw new Error("seed missing");
      // The third session moved alone to the Thursday before it, at 12:00; the window ends at that Friday's midnight,
      // days before the Monday the rule gives it.
      const [day, offset] = [third.start.dateTime.slice(0, 10), third.start.dateTime.slice(19)];
      const thursday = new Date(Date.parse(`${day}T12:00:00Z`) - 4 * DAY).toISOString().slice(0, 10);
      const friday = new Date(Date.parse(`${day}T12:00:00Z`) - 3 * DAY).toISOString().slice(0, 10);
      await callApi("PATCH", `/${third.id}`, {
        start: { dateTime: `${thursday}T12:00:00${offset}` },
        end: { dateTime: `${thursday}T13:00:00${offset}` },
      });
      const window = `timeMin=${encodeURIComponent(second.end.dateTime)}&timeMax=${friday}T00:00:00Z`;
      const instances = (await callApi("GET", `/${second.recurringEventId}/instances?${window}`)).json() as {
        items: CalendarEvent[];
      };
      expect(instances.items.map((event) => event.id)).toEqual([third.id]);
      expect(instances.items[0]?.originalStartTime).toEqual(third.originalStartTime);
      const laterWindow = `timeMin=${friday}T00:00:00Z&timeMax=${encodeURIComponent(third.end.dateTime ?? "")}`;
      const later = (await callApi("GET", `/${second.recurringEventId}/instances?${laterWindow}`)).json() as {
        items: CalendarEvent[];
      };
      expect(later.items).toEqual([]);
    });
  });
});
