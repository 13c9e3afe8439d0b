import type { AssistantKey } from "@shifu/contract";
import { describe, expect, test } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readSeriesScope } from "./read-meeting-request";
import { askLocalEngine, promptWithToolResult, runEngineStep, TEST_ZONE } from "./test-support/ask-local-engine";

type Case = { assistant: AssistantKey; text: string; tool: string; args?: Record<string, unknown> };

// Monday 23 November 2026, 11:30 in Madrid: 'mañana' is the 24th, 'el jueves' (ahead) the 26th.
const MAÑANA = { from: "2026-11-24T00:00:00+01:00", to: "2026-11-24T23:59:59+01:00" };
const JUEVES = { from: "2026-11-26T00:00:00+01:00", to: "2026-11-26T23:59:59+01:00" };

const cases: Case[] = [
  { assistant: "calendar", text: "¿Qué tengo mañana?", tool: "calendar_list_events", args: MAÑANA },
  { assistant: "shifu", text: "¿qué tengo mañana?", tool: "calendar_list_events", args: MAÑANA },
  { assistant: "shifu", text: "¿tengo algo el jueves?", tool: "calendar_list_events", args: JUEVES },
  { assistant: "shifu", text: "¿qué reuniones tengo el jueves?", tool: "calendar_list_events", args: JUEVES },
  { assistant: "calendar", text: "muéstrame mi agenda del jueves", tool: "calendar_list_events", args: JUEVES },
  { assistant: "shifu", text: "¿con quién me reúno el jueves?", tool: "calendar_list_events", args: JUEVES },
  { assistant: "shifu", text: "¿qué reuniones tengo esta semana?", tool: "calendar_list_events" },
  { assistant: "calendar", text: "¿Cuándo es mi próxima reunión?", tool: "calendar_find_next_meeting", args: {} },
  {
    assistant: "shifu",
    text: "¿cuándo es mi próxima reunión con Marta?",
    tool: "calendar_find_next_meeting",
    args: { person: "Marta" },
  },
  {
    assistant: "calendar",
    text: "¿cuándo me toca la siguiente cita con Pedro Sánchez?",
    tool: "calendar_find_next_meeting",
    args: { person: "Pedro Sánchez" },
  },
  {
    assistant: "shifu",
    text: "crea una reunión con marta el jueves a las 10 de media hora",
    tool: "calendar_create_event",
    args: {
      title: "Reunión con Marta",
      start: "2026-11-26T10:00:00+01:00",
      durationMinutes: 30,
      attendees: ["marta"],
    },
  },
  {
    assistant: "calendar",
    text: "Crea una reunión con Pedro el viernes a las 9 de una hora con videollamada",
    tool: "calendar_create_event",
    args: {
      title: "Reunión con Pedro",
      start: "2026-11-27T09:00:00+01:00",
      durationMinutes: 60,
      attendees: ["Pedro"],
      videoMeeting: true,
    },
  },
  {
    assistant: "shifu",
    text: "crea una reunión con Pedro Sánchez pasado mañana de 4 a 5 con videollamada",
    tool: "calendar_create_event",
    args: {
      title: "Reunión con Pedro Sánchez",
      start: "2026-11-25T16:00:00+01:00",
      end: "2026-11-25T17:00:00+01:00",
      attendees: ["Pedro Sánchez"],
      videoMeeting: true,
    },
  },
  {
    assistant: "calendar",
    text: "crea el evento «Revisión trimestral» mañana a las 16:30 de hora y media",
    tool: "calendar_create_event",
    args: { title: "Revisión trimestral", start: "2026-11-24T16:30:00+01:00", durationMinutes: 90 },
  },
  {
    assistant: "calendar",
    text: "acepta la invitación de Javier",
    tool: "calendar_list_invitations",
    args: {},
  },
  { assistant: "shifu", text: "¿tengo invitaciones pendientes?", tool: "calendar_list_invitations", args: {} },
  {
    assistant: "calendar",
    text: "¿tengo algún hueco el viernes?",
    tool: "calendar_find_free_slots",
    args: { from: "2026-11-27T00:00:00+01:00", to: "2026-11-27T23:59:59+01:00" },
  },
  {
    assistant: "shifu",
    text: "búscame un hueco de una hora con Marta la semana que viene",
    tool: "calendar_find_free_slots",
    args: {
      from: "2026-11-30T00:00:00+01:00",
      to: "2026-12-06T23:59:59+01:00",
      durationMinutes: 60,
      attendees: ["Marta"],
    },
  },
  {
    assistant: "calendar",
    text: "¿cuándo tengo media hora libre pasado mañana por la tarde?",
    tool: "calendar_find_free_slots",
    args: { from: "2026-11-25T14:00:00+01:00", to: "2026-11-25T21:00:00+01:00", durationMinutes: 30 },
  },
  {
    assistant: "calendar",
    text: "ponme una reunión de una hora con Marta el jueves a las 10",
    tool: "calendar_create_event",
    args: { title: "Reunión con Marta", start: "2026-11-26T10:00:00+01:00", durationMinutes: 60, attendees: ["Marta"] },
  },
];

describe("the local engine understands calendar requests", () => {
  test.each(cases)("$assistant: «$text» → $tool", async ({ assistant, text, tool, args }) => {
    const step = await askLocalEngine(text, { assistant });
    expect(step.toolName, step.text).toBe(tool);
    if (args) expect(step.input).toEqual(args);
  });

  test.each([
    ["clickup", "¿qué tengo para hoy?", "clickup_list_my_tasks"],
    ["asana", "tengo algo mañana?", "asana_list_my_tasks"],
  ] as const)("in %s's chat, «%s» asks for that app's things, not the calendar's", async (assistant, text, tool) => {
    const step = await askLocalEngine(text, { assistant });
    expect(step.toolName, step.text).toBe(tool);
  });

  test("a meeting question without a calendar still asks what the person taught", async () => {
    const step = await askLocalEngine("¿qué reuniones tengo el jueves?", { connectedApps: ["gmail"] });
    expect(step.toolName).toBe("shifu_recall_knowledge");
  });

  test("'de media hora' is a length, never Instagram's media", async () => {
    const step = await askLocalEngine("crea una reunión con Laura mañana a las 12 de media hora", {
      assistant: "shifu",
    });
    expect(step.toolName).toBe("calendar_create_event");
    expect(step.input).toMatchObject({ durationMinutes: 30, start: "2026-11-24T12:00:00+01:00" });
  });
});

describe("the local engine moves and cancels the meeting it finds", () => {
  const meetings: ListedItem[] = [
    { id: "e1", title: "Comité de dirección", date: "2026-11-24T09:30:00+01:00", details: ["hasta las 10:30"] },
    {
      id: "e2",
      title: "Revisión de presupuesto con Marta López",
      date: "2026-11-27T12:00:00+01:00",
      details: ["hasta las 12:30", "Asistentes: Marta López (asistirá)"],
    },
  ];
  const listed = {
    status: "ok" as const,
    notice: UNTRUSTED_NOTICE,
    output: { kind: "list" as const, object: "event" as const, items: meetings },
  };

  /** Answers each read the engine makes (the next-meeting search, the agenda) with the two meetings, until it acts. */
  async function runAfterListing(text: string) {
    const calls: Parameters<typeof promptWithToolResult>[1] = [];
    let step = await askLocalEngine(text, { assistant: "calendar" });
    while (step.toolName === "calendar_find_next_meeting" || step.toolName === "calendar_list_events") {
      expect(calls.length, step.text).toBeLessThan(3);
      calls.push({ toolName: step.toolName, input: step.input ?? {}, result: listed });
      step = await runEngineStep(promptWithToolResult(text, calls), {
        assistant: "calendar",
        connectedApps: ["calendar"],
      });
    }
    expect(calls.length).toBeGreaterThan(0);
    return step;
  }

  test("'mueve la reunión con Marta del viernes a las 13' moves Friday's meeting to 13:00 on its own day", async () => {
    const step = await runAfterListing("mueve la reunión con Marta del viernes a las 13");
    expect(step).toMatchObject({ toolName: "calendar_move_event", input: { eventId: "e2", startTime: "13:00" } });
    expect(step.input).not.toHaveProperty("start");
  });

  test("'aplaza el comité de dirección al jueves a las 10' moves it to Thursday", async () => {
    const step = await runAfterListing("aplaza el comité de dirección al jueves a las 10");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e1", start: "2026-11-26T10:00:00+01:00" },
    });
  });

  test("'cambia el comité de dirección al lunes a las 11' moves it, though 'comité' names no meeting", async () => {
    const step = await runAfterListing("cambia el comité de dirección al lunes a las 11");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e1", start: "2026-11-30T11:00:00+01:00" },
    });
  });

  test("'pasa la revisión de presupuesto al lunes a las 4' moves it to Monday afternoon", async () => {
    const step = await runAfterListing("pasa la revisión de presupuesto al lunes a las 4");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e2", start: "2026-11-30T16:00:00+01:00" },
    });
  });

  test("'cambia el comité de dirección a las 5' keeps its day: only the hour is given", async () => {
    const step = await runAfterListing("cambia el comité de dirección a las 5");
    expect(step).toMatchObject({ toolName: "calendar_move_event", input: { eventId: "e1", startTime: "17:00" } });
  });

  test("'cancela toda la serie del comité' cancels the whole series", async () => {
    const step = await runAfterListing("cancela toda la serie del comité");
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: "e1", scope: "series" } });
  });

  test("'mueve el comité de dirección a las 10 todas las semanas' moves every session to 10:00", async () => {
    const step = await runAfterListing("mueve el comité de dirección a las 10 todas las semanas");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e1", startTime: "10:00", scope: "series" },
    });
  });

  test("'a partir de ahora el comité es a las 10' moves the next session and the later ones, though no verb of change is said", async () => {
    const step = await runAfterListing("a partir de ahora el comité es a las 10");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e1", startTime: "10:00", scope: "following" },
    });
  });

  test("'mueve el comité a las 10 desde la del jueves en adelante' looks for Thursday's session and moves it and the later ones", async () => {
    const text = "mueve el comité a las 10 desde la del jueves en adelante";
    const first = await askLocalEngine(text, { assistant: "calendar" });
    expect(first).toMatchObject({
      toolName: "calendar_find_next_meeting",
      input: { query: "comité", from: "2026-11-26T00:00:00+01:00" },
    });
    const step = await runAfterListing(text);
    expect(step).toMatchObject({ toolName: "calendar_move_event", input: { startTime: "10:00", scope: "following" } });
  });

  test("'cancela solo la de esta semana del comité' cancels one session", async () => {
    const step = await runAfterListing("cancela solo la de esta semana del comité");
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: "e1", scope: "occurrence" } });
  });

  test("'cambia el comité de dirección a las 5' says no scope: the tool keeps its default, one session", async () => {
    const step = await runAfterListing("cambia el comité de dirección a las 5");
    expect(step?.input).not.toHaveProperty("scope");
  });

  test("'cancela la reunión con Marta' cancels that meeting", async () => {
    const step = await runAfterListing("cancela la reunión con Marta");
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: "e2" } });
  });
});

describe("the local engine answers invitations", () => {
  const invitation: ListedItem = {
    id: "ev9:invitation",
    title: "Comida con Javier Ruiz",
    date: "2026-12-07T14:00:00+01:00",
    from: "Javier Ruiz",
  };

  test.each([
    ["Aceptar", "accepted"],
    ["Rechazar", "declined"],
    ["responde quizás a la invitación", "tentative"],
    ["dile que quizás", "tentative"],
  ] as const)("on an invitation card, «%s» answers it %s", async (text, response) => {
    const step = await askLocalEngine(text, { assistant: "calendar", focus: { app: "calendar", item: invitation } });
    expect(step).toMatchObject({ toolName: "calendar_respond_invitation", input: { eventId: "ev9", response } });
  });

  test.each([
    ["Aceptar", "accepted"],
    ["dile que quizás", "tentative"],
  ] as const)("on an Outlook invitation card, «%s» answers it %s", async (text, response) => {
    const step = await askLocalEngine(text, { assistant: "outlook", focus: { app: "outlook", item: invitation } });
    expect(step).toMatchObject({ toolName: "outlook_respond_invitation", input: { eventId: "ev9", response } });
  });

  test.each([
    ["dile a Javier que quizás voy a la comida", "shifu"],
    ["cancela la comida con Javier", "shifu"],
    ["¿tengo invitaciones sin contestar?", "outlook"],
  ] as const)("«%s» looks for the invitation, not for a mail or a message", async (text, assistant) => {
    const step = await askLocalEngine(text, { assistant });
    expect(step.toolName, step.text).toMatch(/_(list_invitations|find_next_meeting|list_events)$/);
  });

  test("'rechaza la invitación de Javier diciendo que estoy de viaje' declines the one found, with the note", async () => {
    const text = "rechaza la invitación de Javier diciendo que estoy de viaje";
    const first = await askLocalEngine(text, { assistant: "calendar" });
    expect(first.toolName).toBe("calendar_list_invitations");
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "calendar_list_invitations",
          input: first.input ?? {},
          result: {
            status: "ok",
            notice: UNTRUSTED_NOTICE,
            output: { kind: "list", object: "invitation", items: [{ ...invitation, id: "ev9" }] },
          },
        },
      ]),
      { assistant: "calendar", connectedApps: ["calendar"] },
    );
    expect(step).toMatchObject({
      toolName: "calendar_respond_invitation",
      input: { eventId: "ev9", response: "declined", note: "estoy de viaje" },
    });
  });
});

describe("an invitation answered without saying which", () => {
  const invitations: ListedItem[] = [
    { id: "ev1", title: "Comité de seguridad", date: "2026-12-09T10:00:00+01:00", from: "Rosa Medina" },
    { id: "ev2", title: "Comida con Javier Ruiz", date: "2026-12-10T14:00:00+01:00", from: "Javier Ruiz" },
  ];
  const listed = (text: string) =>
    promptWithToolResult(text, [
      {
        toolName: "calendar_list_invitations",
        input: {},
        result: {
          status: "ok",
          notice: UNTRUSTED_NOTICE,
          output: { kind: "list", object: "invitation", items: invitations },
        },
      },
    ]);

  test("'dile que no a la invitación' with two waiting asks which, and answers none", async () => {
    const step = await runEngineStep(listed("dile que no a la invitación"), {
      assistant: "calendar",
      connectedApps: ["calendar"],
    });
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("Comité de seguridad");
    expect(step.text).toContain("Comida con Javier Ruiz");
  });

  test("'dile que no a la invitación de la comida' declines the one it names", async () => {
    const step = await runEngineStep(listed("dile que no a la invitación de la comida"), {
      assistant: "calendar",
      connectedApps: ["calendar"],
    });
    expect(step).toMatchObject({
      toolName: "calendar_respond_invitation",
      input: { eventId: "ev2", response: "declined" },
    });
  });
});

describe("calendar dates at the edges of the day and of daylight saving time", () => {
  const parse = (text: string, now: string) => parseSpanishRequest(text, { now: new Date(now), timeZone: TEST_ZONE });

  test("'mañana' asked at 23:30 in Madrid is the next day there, though it is already that day in UTC", () => {
    // 23:30 on Monday 23 November in Madrid is 22:30 UTC.
    expect(parse("¿qué tengo mañana?", "2026-11-23T22:30:00Z").request.dateRange).toEqual({
      from: "2026-11-24T00:00:00+01:00",
      to: "2026-11-24T23:59:59+01:00",
    });
    // 00:30 on Tuesday in Madrid is still Monday in UTC: 'mañana' is Wednesday.
    expect(parse("¿qué tengo mañana?", "2026-11-23T23:30:00Z").request.dateRange?.from).toBe(
      "2026-11-25T00:00:00+01:00",
    );
  });

  test("'mañana' on the night the clocks go forward spans a 23-hour day, starting in winter time", () => {
    // Saturday 28 March 2026, 23:30 in Madrid; the clocks go from 02:00 to 03:00 that night.
    expect(parse("¿qué tengo mañana?", "2026-03-28T22:30:00Z").request.dateRange).toEqual({
      from: "2026-03-29T00:00:00+01:00",
      to: "2026-03-29T23:59:59+02:00",
    });
  });

  test("a meeting on the days the clocks change gets the offset of its own hour", () => {
    const spring = parse("crea una reunión con Marta el domingo a las 10", "2026-03-27T09:00:00Z");
    expect(spring.request.dueDate).toBe("2026-03-29T10:00:00+02:00");
    const autumn = parse("crea una reunión con Marta el domingo a las 10", "2026-10-23T09:00:00Z");
    expect(autumn.request.dueDate).toBe("2026-10-25T10:00:00+01:00");
  });
});

describe("readSeriesScope", () => {
  test.each([
    ["cancela toda la serie del comite", "series"],
    ["a partir de ahora el comite es a las 10", "following"],
    ["de ahora en adelante el comite es a las 10", "following"],
    ["cancela el comite a partir de esta", "following"],
    ["mueve el comite a las 10 desde la del jueves en adelante", "following"],
    ["mueve la daily a las 9 todas las semanas", "series"],
    ["cancela solo la de esta semana", "occurrence"],
    ["cambia unicamente la del lunes a las 11", "occurrence"],
    ["cancela el comite", undefined],
  ])("'%s' → %s", (normalized, scope) => {
    expect(readSeriesScope(normalized)).toBe(scope);
  });
});
