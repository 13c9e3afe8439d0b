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
});
