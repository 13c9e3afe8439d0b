import { beforeEach, describe, expect, it } from "vitest";
import { buildSandboxApp, type SandboxApp } from "../build-sandbox-app";
import { type GraphEvent, readGraphInstant } from "../demo-data/microsoft-calendar-data";
import type { MicrosoftData } from "../demo-data/microsoft-data";
import { connectWithPkce } from "../test/oauth-test-client";

const GRAPH = "/graph.microsoft.com/v1.0";
const DAY = 86_400_000;

describe("Microsoft Graph calendar", () => {
  let app: SandboxApp;
  let headers: Record<string, string>;

  beforeEach(async () => {
    app = buildSandboxApp();
    const tokens = await connectWithPkce(app, "microsoft", {
      scope: "openid offline_access User.Read Calendars.ReadWrite",
      response_mode: "query",
    });
    headers = { authorization: `Bearer ${tokens.access_token}` };
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    app.inject({ method, url: `${GRAPH}${url}`, headers, ...(payload ? { payload } : {}) });
  const readData = async () =>
    (await app.inject({ method: "GET", url: "/__sandbox/data/microsoft" })).json() as MicrosoftData;
  const view = async (days = 10) => {
    const from = new Date(Date.now() - 3 * DAY).toISOString();
    const to = new Date(Date.now() + days * DAY).toISOString();
    const response = await call(
      "GET",
      `/me/calendarView?startDateTime=${from}&endDateTime=${to}&$top=100&$orderby=start/dateTime`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: GraphEvent[] }).value;
  };

  it("seeds a week of meetings in Spanish: a daily series, a Teams link, two invitations and one moved by its organiser", async () => {
    const { events } = await readData();
    expect(events.filter((event) => event.type === "seriesMaster")).toHaveLength(1);
    expect(events.filter((event) => event.type === "occurrence").length).toBeGreaterThanOrEqual(5);
    expect(events.some((event) => event.onlineMeeting?.joinUrl.startsWith("https://teams.microsoft.com/"))).toBe(true);
    const pending = events.filter((event) => event.responseStatus.response === "notResponded");
    expect(pending.map((event) => event.subject).sort()).toEqual(["Comida con Javier Ruiz", "Comité de seguridad"]);
    const moved = events.find((event) => event.subject === "Plan de rutas del primer trimestre");
    expect(Date.now() - Date.parse(moved?.lastModifiedDateTime ?? "")).toBeLessThan(DAY);
  });

  it("answers calendarView with occurrences and single events in the window, in order, never the series master", async () => {
    const events = await view();
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.some((event) => event.type === "seriesMaster")).toBe(false);
    const starts = events.map((event) => Date.parse(`${event.start.dateTime.slice(0, 19)}Z`));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(events[0]?.start.timeZone).toBe("UTC");
    expect((await call("GET", "/me/calendarView")).statusCode).toBe(400);
  });

  it("creates a meeting with a Teams link and invites, moves it, and cancels it with a comment", async () => {
    const created = await call("POST", "/me/events", {
      subject: "Revisión de inventario",
      start: { dateTime: "2026-12-03T10:00:00", timeZone: "Europe/Madrid" },
      end: { dateTime: "2026-12-03T10:30:00", timeZone: "Europe/Madrid" },
      attendees: [{ emailAddress: { address: "marta.lopez@ejemplo.com", name: "Marta López" }, type: "required" }],
      isOnlineMeeting: true,
      onlineMeetingProvider: "teamsForBusiness",
    });
    expect(created.statusCode).toBe(201);
    const event = created.json() as GraphEvent;
    expect(event).toMatchObject({
      subject: "Revisión de inventario",
      isOrganizer: true,
      start: { dateTime: "2026-12-03T09:00:00.0000000", timeZone: "UTC" },
      responseStatus: { response: "organizer" },
    });
    expect(event.onlineMeeting?.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    const moved = await call("PATCH", `/me/events/${encodeURIComponent(event.id)}`, {
      start: { dateTime: "2026-12-04T16:00:00", timeZone: "Europe/Madrid" },
      end: { dateTime: "2026-12-04T16:30:00", timeZone: "Europe/Madrid" },
    });
    expect(moved.json()).toMatchObject({ start: { dateTime: "2026-12-04T15:00:00.0000000" } });
    expect(
      (await call("POST", `/me/events/${encodeURIComponent(event.id)}/cancel`, { comment: "Lo aplazamos" })).statusCode,
    ).toBe(202);
    const { events, calendarMessages } = await readData();
    expect(events.some((candidate) => candidate.id === event.id)).toBe(false);
    expect(calendarMessages.map((message) => message.change)).toEqual(["invited", "updated", "cancelled"]);
    expect(calendarMessages.at(-1)).toMatchObject({ to: ["marta.lopez@ejemplo.com"], comment: "Lo aplazamos" });
  });

  it("accepts an invitation, which then shows as accepted, and refuses to answer or cancel for the wrong person", async () => {
    const { events } = await readData();
    const lunch = events.find((event) => event.subject === "Comida con Javier Ruiz");
    const own = events.find((event) => event.isOrganizer && event.type === "singleInstance");
    if (!lunch || !own) throw new Error("seed missing");
    const id = encodeURIComponent(lunch.id);
    expect(
      (await call("POST", `/me/events/${id}/accept`, { comment: "Allí estaré", sendResponse: true })).statusCode,
    ).toBe(202);
    const after = (await call("GET", `/me/events/${id}`)).json() as GraphEvent;
    expect(after.responseStatus.response).toBe("accepted");
    expect((await readData()).calendarMessages.at(-1)).toEqual({
      eventId: lunch.id,
      change: "accepted",
      to: ["javier.ruiz@gruponorte.es"],
      comment: "Allí estaré",
    });
    expect((await call("POST", `/me/events/${encodeURIComponent(own.id)}/decline`, {})).statusCode).toBe(400);
    expect((await call("POST", `/me/events/${id}/cancel`, {})).statusCode).toBe(400);
    expect((await call("POST", "/me/events/nope/accept", {})).statusCode).toBe(404);
  });

  it("follows the calendarView delta: the window's events, then only what changed, a deletion as @removed", async () => {
    type DeltaPage = { value: (GraphEvent & { "@removed"?: object })[]; "@odata.deltaLink"?: string };
    const from = new Date(Date.now() - DAY).toISOString();
    const to = new Date(Date.now() + 30 * DAY).toISOString();
    const first = await app.inject({
      method: "GET",
      url: `${GRAPH}/me/calendarView/delta?startDateTime=${from}&endDateTime=${to}`,
      headers: { ...headers, prefer: "odata.maxpagesize=100" },
    });
    const initial = first.json() as DeltaPage;
    expect(initial.value.some((event) => event.type === "seriesMaster")).toBe(false);
    expect(initial.value.map((event) => event.subject)).toContain("Comité de seguridad");
    const next = (link: string | undefined) =>
      app.inject({ method: "GET", url: (link ?? "").replace("https://graph.microsoft.com/v1.0", GRAPH), headers });
    const quiet = (await next(initial["@odata.deltaLink"])).json() as DeltaPage;
    expect(quiet.value).toEqual([]);

    const lunch = initial.value.find((event) => event.subject === "Comida con Javier Ruiz");
    const own = initial.value.find((event) => event.subject === "Presentación de resultados a dirección");
    await call("POST", `/me/events/${lunch?.id}/accept`, { sendResponse: true });
    await call("DELETE", `/me/events/${own?.id}`);
    const changes = (await next(quiet["@odata.deltaLink"])).json() as DeltaPage;
    expect(changes.value).toHaveLength(2);
    expect(changes.value.find((entry) => entry.id === lunch?.id)?.responseStatus.response).toBe("accepted");
    expect(changes.value.find((entry) => entry.id === own?.id)).toEqual({
      "@odata.type": "#microsoft.graph.event",
      id: own?.id,
      "@removed": { reason: "deleted" },
    });
    expect((await next(`${GRAPH}/me/calendarView/delta?$deltatoken=bm9wZQ`)).statusCode).toBe(410);
    expect((await call("GET", "/me/calendarView/delta")).statusCode).toBe(400);
  });

  it("adds an invitation and its organiser's cancellation through /__sandbox/items/microsoft", async () => {
    const add = (payload: object) => app.inject({ method: "POST", url: "/__sandbox/items/microsoft", payload });
    const start = new Date(Date.now() + 2 * DAY).toISOString();
    const end = new Date(Date.now() + 2 * DAY + 3_600_000).toISOString();
    const added = await add({
      kind: "event",
      subject: "Auditoría",
      organizer: "Rosa Medina <rosa.medina@ejemplo.com>",
      start,
      end,
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json() as { id: string };
    const invitation = (await call("GET", `/me/events/${id}`)).json() as GraphEvent;
    expect(invitation).toMatchObject({ isOrganizer: false, responseStatus: { response: "notResponded" } });
    expect((await add({ kind: "event_change", event: id, cancelled: true })).statusCode).toBe(201);
    expect(((await call("GET", `/me/events/${id}`)).json() as GraphEvent).isCancelled).toBe(true);
    expect((await add({ kind: "event", subject: "Mal", organizer: "Rosa", start, end })).statusCode).toBe(400);
  });

  it("answers getSchedule with each colleague's busy items and availability view, and an error for an outsider", async () => {
    const events = await view(20);
    const committee = events.find((event) => event.subject === "Comité de seguridad");
    const startTime = committee?.start;
    const endTime = committee?.end;
    const response = await call("POST", "/me/calendar/getSchedule", {
      schedules: ["ana.garcia@ejemplo.com", "pedro.sanchez@ejemplo.com", "javier.ruiz@gruponorte.es"],
      startTime,
      endTime,
      availabilityViewInterval: 15,
    });
    expect(response.statusCode).toBe(200);
    const [ana, pedro, javier] = (response.json() as { value: Record<string, unknown>[] }).value;
    // Ana has not answered: tentative for her; Pedro accepted it.
    expect(ana).toMatchObject({
      availabilityView: "1111",
      scheduleItems: [{ status: "tentative", subject: "Comité de seguridad" }],
    });
    expect(pedro).toMatchObject({ availabilityView: "2222", scheduleItems: [{ status: "busy" }] });
    expect(javier).toMatchObject({ scheduleItems: [], error: { responseCode: "ErrorNoFreeBusyAccess" } });
    expect((await call("POST", "/me/calendar/getSchedule", { schedules: [] })).statusCode).toBe(400);
  });

  it("changes one occurrence alone as an exception, and every occurrence through the series master", async () => {
    const occurrences = (await view()).filter((event) => event.seriesMasterId);
    const [first, second, third] = occurrences;
    const masterId = first?.seriesMasterId ?? "";
    if (!first || !second || !third) throw new Error("seed missing");
    const at = (event: GraphEvent, minutes: number) =>
      `${new Date(Date.parse(`${event.start.dateTime}Z`) + minutes * 60_000).toISOString().slice(0, 19)}`;

    const alone = await call("PATCH", `/me/events/${first.id}`, {
      start: { dateTime: at(first, 120), timeZone: "UTC" },
      end: { dateTime: at(first, 135), timeZone: "UTC" },
    });
    expect(alone.json()).toMatchObject({ id: first.id, type: "exception", seriesMasterId: masterId });
    // Graph's originalStart keeps the start the pattern gave the session, in UTC.
    expect((alone.json() as GraphEvent).originalStart).toBe(`${first.start.dateTime.slice(0, 19)}Z`);

    const master = (await call("GET", `/me/events/${masterId}`)).json() as GraphEvent;
    const whole = await call("PATCH", `/me/events/${masterId}`, {
      start: { dateTime: at(master, 60), timeZone: "UTC" },
      end: { dateTime: at(master, 90), timeZone: "UTC" },
    });
    expect(whole.statusCode).toBe(200);
    const after = await view();
    const byId = (id: string) => after.find((event) => event.id === id);
    expect(byId(first.id)?.start.dateTime.slice(0, 19)).toBe(at(first, 120));
    expect(byId(second.id)?.start.dateTime.slice(0, 19)).toBe(at(second, 60));
    expect(byId(third.id)?.end.dateTime.slice(0, 19)).toBe(at(third, 90));

    expect((await call("POST", `/me/events/${masterId}/cancel`, { comment: "Se acaba la daily" })).statusCode).toBe(
      202,
    );
    expect((await view()).some((event) => event.seriesMasterId === masterId)).toBe(false);
  });
  it("counts a series' days in its range's zone: its sessions' wall time there, and a cancelled one's occurrenceId", async () => {
    const mexico = "America/Mexico_City";
    const dayIn = (instant: number, timeZone: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(instant));
    const firstDay = dayIn(Date.now() + 2 * DAY, mexico);
    const created = await call("POST", "/me/events", {
      subject: "Llamada con México",
      start: { dateTime: `${firstDay}T18:00:00`, timeZone: mexico },
      end: { dateTime: `${firstDay}T18:30:00`, timeZone: mexico },
      recurrence: {
        pattern: { type: "daily", interval: 1 },
        range: { type: "numbered", startDate: firstDay, numberOfOccurrences: 3 },
      },
    });
    expect(created.statusCode).toBe(201);
    const master = created.json() as GraphEvent;
    // A range written with no zone is in the event's, which Graph keeps as the zone the event was written in.
    expect(master).toMatchObject({
      originalStartTimeZone: mexico,
      recurrence: { range: { recurrenceTimeZone: mexico } },
    });
    const sessions = (await readData()).events.filter((event) => event.seriesMasterId === master.id);
    const starts = sessions.map((event) => readGraphInstant(event.start)).sort((a, b) => a - b);
    expect(starts.map((start) => new Date(start).toISOString().slice(11, 16))).toEqual(["00:00", "00:00", "00:00"]);
    expect(dayIn(starts[0] ?? 0, mexico)).toBe(firstDay);
    expect(dayIn(starts[0] ?? 0, "Europe/Madrid")).not.toBe(firstDay);

    const last = sessions.find((event) => readGraphInstant(event.start) === starts[2]);
    expect((await call("DELETE", `/me/events/${last?.id}`)).statusCode).toBe(204);
    const selected = (await call("GET", `/me/events/${master.id}?$select=cancelledOccurrences`)).json() as GraphEvent;
    expect(selected.cancelledOccurrences).toEqual([`OID.${master.id}.${dayIn(starts[2] ?? 0, mexico)}`]);
    const seeded = (await readData()).events.find((event) => event.type === "seriesMaster");
    expect(seeded).toMatchObject({ originalStartTimeZone: "Romance Standard Time" });
  });

  it("keeps a series' hour in the zone its start was written in, across the clock changes", async () => {
    const firstDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(Date.now() + DAY));
    const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" })
      .format(new Date(`${firstDay}T12:00:00Z`))
      .toLowerCase();
    const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Madrid", hour: "2-digit", hourCycle: "h23" });
    // Forty weeks cross at least one change of the clocks in Madrid.
    const madridHours = async (timeZone: string) => {
      const created = await call("POST", "/me/events", {
        subject: `Serie en ${timeZone}`,
        start: { dateTime: `${firstDay}T08:30:00`, timeZone },
        end: { dateTime: `${firstDay}T09:00:00`, timeZone },
        recurrence: {
          pattern: { type: "weekly", interval: 1, daysOfWeek: [weekday] },
          range: {
            type: "numbered",
            startDate: firstDay,
            numberOfOccurrences: 40,
            recurrenceTimeZone: "Romance Standard Time",
          },
        },
      });
      const masterId = (created.json() as GraphEvent).id;
      const sessions = (await readData()).events.filter((event) => event.seriesMasterId === masterId);
      return [...new Set(sessions.map((event) => hour.format(new Date(readGraphInstant(event.start)))))].sort();
    };
    expect(await madridHours("Romance Standard Time")).toEqual(["08"]);
    expect(await madridHours("UTC")).toEqual(["09", "10"]);
  });

  it("refuses to move a session alone to or before the day of the one before it, or to or after the day of the next", async () => {
    const [, second, third, fourth] = (await view(20)).filter((event) => event.seriesMasterId);
    if (!second || !third || !fourth) throw new Error("seed missing");
    const onDayOf = (event: GraphEvent, hour: string) => ({
      start: { dateTime: `${event.start.dateTime.slice(0, 10)}T${hour}:00`, timeZone: "UTC" },
      end: { dateTime: `${event.start.dateTime.slice(0, 10)}T${hour}:30`, timeZone: "UTC" },
    });
    for (const neighbour of [second, fourth]) {
      const crossing = await call("PATCH", `/me/events/${third.id}`, onDayOf(neighbour, "12"));
      expect(crossing.statusCode).toBe(400);
      expect(crossing.json()).toMatchObject({ error: { code: "ErrorOccurrenceCrossingBoundary" } });
    }
    expect((await call("PATCH", `/me/events/${third.id}`, onDayOf(third, "12"))).statusCode).toBe(200);
  });

  it("keeps a session deleted on its own out of the instances, names it in the master's cancelledOccurrences when selected, and a shorter range does not bring it back", async () => {
    const master = (await readData()).events.find((event) => event.type === "seriesMaster");
    if (!master?.recurrence) throw new Error("seed missing");
    const window = `startDateTime=${new Date(Date.now() - 3 * DAY).toISOString()}&endDateTime=${new Date(Date.now() + 15 * DAY).toISOString()}`;
    const instances = async () =>
      ((await call("GET", `/me/events/${master.id}/instances?${window}`)).json() as { value: GraphEvent[] }).value;
    const before = await instances();
    const [, second, , fourth] = before;
    if (!second || !fourth) throw new Error("seed missing");
    const dayOf = (event: GraphEvent) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
        new Date(`${event.start.dateTime.slice(0, 19)}Z`),
      );

    expect((await call("DELETE", `/me/events/${second.id}`)).statusCode).toBe(204);
    expect((await instances()).map((event) => event.id)).toEqual(
      before.filter((event) => event.id !== second.id).map((event) => event.id),
    );
    const selected = await call("GET", `/me/events/${master.id}?$select=subject,cancelledOccurrences`);
    expect(selected.json()).toEqual({
      id: master.id,
      subject: master.subject,
      cancelledOccurrences: [`OID.${master.id}.${dayOf(second)}`],
    });
    expect((await call("GET", `/me/events/${master.id}`)).json()).not.toHaveProperty("cancelledOccurrences");

    const ended = await call("PATCH", `/me/events/${master.id}`, {
      recurrence: { pattern: master.recurrence.pattern, range: { ...master.recurrence.range, endDate: dayOf(fourth) } },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).not.toHaveProperty("cancelledOccurrences");
    expect((await instances()).map((event) => event.id)).toEqual(
      before
        .slice(0, 4)
        .filter((event) => event.id !== second.id)
        .map((event) => event.id),
    );
  });

  it("lists a master's instances in a window, ends the series at a shortened range and creates a new one from a pattern", async () => {
    const master = (await readData()).events.find((event) => event.type === "seriesMaster");
    if (!master?.recurrence) throw new Error("seed missing");
    // The window calendarView is asked over below, so both list the same sessions whatever day it is.
    const from = new Date(Date.now() - 3 * DAY).toISOString();
    const to = new Date(Date.now() + 15 * DAY).toISOString();
    const instances = async () => {
      const response = await call("GET", `/me/events/${master.id}/instances?startDateTime=${from}&endDateTime=${to}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { value: GraphEvent[] }).value;
    };
    const before = await instances();
    const dailies = (await view(15)).filter((event) => event.seriesMasterId === master.id);
    expect(before.map((event) => event.id)).toEqual(dailies.slice(0, 10).map((event) => event.id));
    expect((await call("GET", `/me/events/${master.id}/instances`)).statusCode).toBe(400);

    // The range ends the day before the fourth session: three stay, in calendarView and in the instances.
    const fourth = before[3];
    if (!fourth) throw new Error("seed missing");
    const fourthDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
      new Date(`${fourth.start.dateTime.slice(0, 19)}Z`),
    );
    const dayBefore = new Date(Date.parse(`${fourthDay}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    const ended = await call("PATCH", `/me/events/${master.id}`, {
      recurrence: { pattern: master.recurrence.pattern, range: { ...master.recurrence.range, endDate: dayBefore } },
    });
    expect(ended.statusCode).toBe(200);
    expect((await instances()).map((event) => event.id)).toEqual(before.slice(0, 3).map((event) => event.id));
    expect((await view(15)).filter((event) => event.seriesMasterId === master.id)).toHaveLength(3);

    const created = await call("POST", "/me/events", {
      subject: "Daily del equipo de operaciones",
      start: { dateTime: `${fourthDay}T08:30:00`, timeZone: "UTC" },
      end: { dateTime: `${fourthDay}T08:45:00`, timeZone: "UTC" },
      recurrence: {
        pattern: { type: "weekly", interval: 1, daysOfWeek: ["monday", "wednesday"] },
        range: { type: "numbered", startDate: fourthDay, numberOfOccurrences: 3, recurrenceTimeZone: "UTC" },
      },
    });
    expect(created.statusCode).toBe(201);
    const series = created.json() as GraphEvent;
    expect(series.type).toBe("seriesMaster");
    const sessions = (await view(30)).filter((event) => event.seriesMasterId === series.id);
    expect(sessions).toHaveLength(3);
    for (const session of sessions) {
      expect([1, 3]).toContain(new Date(`${session.start.dateTime.slice(0, 19)}Z`).getUTCDay());
      expect(session.type).toBe("occurrence");
    }
    const refused = await call("POST", "/me/events", {
      subject: "Mal",
      start: { dateTime: `${fourthDay}T08:30:00`, timeZone: "UTC" },
      end: { dateTime: `${fourthDay}T08:45:00`, timeZone: "UTC" },
      recurrence: {
        pattern: { type: "weekly", interval: 1, daysOfWeek: [] },
        range: { type: "noEnd", startDate: fourthDay },
      },
    });
    expect(refused.statusCode).toBe(400);
  });
  it("expands Graph's monthly and yearly patterns, the 31st on a short month's last day, and answers them in Graph's shape", async () => {
    const create = async (
      pattern: object,
      range: object = { type: "numbered", startDate: "2027-01-01", numberOfOccurrences: 4 },
    ) =>
      call("POST", "/me/events", {
        subject: "Revisión mensual",
        start: { dateTime: "2027-01-01T09:00:00", timeZone: "Europe/Madrid" },
        end: { dateTime: "2027-01-01T10:00:00", timeZone: "Europe/Madrid" },
        recurrence: { pattern, range: { recurrenceTimeZone: "Romance Standard Time", ...range } },
      });
    const sessionDays = async (created: Awaited<ReturnType<typeof create>>) => {
      expect(created.statusCode).toBe(201);
      const master = created.json() as GraphEvent;
      const window = "startDateTime=2026-12-01T00:00:00Z&endDateTime=2032-12-31T00:00:00Z&$top=100";
      const response = await call("GET", `/me/events/${master.id}/instances?${window}`);
      expect(response.statusCode).toBe(200);
      const days = (response.json() as { value: GraphEvent[] }).value.map((event) =>
        new Intl.DateTimeFormat("en-CA", {
          timeZone: "Europe/Madrid",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          hourCycle: "h23",
        })
          .format(new Date(`${event.start.dateTime.slice(0, 19)}Z`))
          .replace(", ", "T"),
      );
      return { master, days };
    };

    const last = await sessionDays(await create({ type: "absoluteMonthly", interval: 1, dayOfMonth: 31 }));
    expect(last.days).toEqual(["2027-01-31T09", "2027-02-28T09", "2027-03-31T09", "2027-04-30T09"]);
    // Graph answers every field of the pattern, those a type has no use for as 0 or 'first'.
    expect(last.master.recurrence?.pattern).toEqual({
      type: "absoluteMonthly",
      interval: 1,
      month: 0,
      dayOfMonth: 31,
      daysOfWeek: [],
      firstDayOfWeek: "sunday",
      index: "first",
    });

    const firstMonday = await sessionDays(
      await create({ type: "relativeMonthly", interval: 2, daysOfWeek: ["monday"], index: "first" }),
    );
    expect(firstMonday.days).toEqual(["2027-01-04T09", "2027-03-01T09", "2027-05-03T09", "2027-07-05T09"]);
    const lastFriday = await sessionDays(
      await create({ type: "relativeMonthly", interval: 1, daysOfWeek: ["friday"], index: "last" }),
    );
    expect(lastFriday.days).toEqual(["2027-01-29T09", "2027-02-26T09", "2027-03-26T09", "2027-04-30T09"]);

    const leapDay = await sessionDays(
      await create(
        { type: "absoluteYearly", interval: 1, dayOfMonth: 29, month: 2 },
        { type: "endDate", startDate: "2027-01-01", endDate: "2029-12-31" },
      ),
    );
    expect(leapDay.days).toEqual(["2027-02-28T09", "2028-02-29T09", "2029-02-28T09"]);
    const thirdThursday = await sessionDays(
      await create(
        { type: "relativeYearly", interval: 1, daysOfWeek: ["thursday"], index: "third", month: 11 },
        { type: "noEnd", startDate: "2027-01-01" },
      ),
    );
    expect(thirdThursday.days.slice(0, 3)).toEqual(["2027-11-18T09", "2028-11-16T09", "2029-11-15T09"]);

    // Each pattern needs its own fields: a day of the month, a month, or days of the week.
    expect((await create({ type: "absoluteMonthly", interval: 1 })).statusCode).toBe(400);
    expect((await create({ type: "absoluteYearly", interval: 1, dayOfMonth: 3 })).statusCode).toBe(400);
    expect((await create({ type: "relativeMonthly", interval: 1, index: "second" })).statusCode).toBe(400);
    expect(
      (await create({ type: "relativeMonthly", interval: 1, daysOfWeek: ["monday"], index: "fifth" })).statusCode,
    ).toBe(400);
    expect((await create({ type: "hourly", interval: 1 })).statusCode).toBe(400);
  });
});
