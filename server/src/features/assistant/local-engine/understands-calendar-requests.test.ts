import type { AssistantKey } from "@shifu/contract";
import { describe, expect, test } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

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

  async function runAfterListing(text: string) {
    const first = await askLocalEngine(text, { assistant: "calendar" });
    expect(first.toolName, first.text).toBe("calendar_list_events");
    return runEngineStep(
      promptWithToolResult(text, [{ toolName: "calendar_list_events", input: first.input ?? {}, result: listed }]),
      { assistant: "calendar", connectedApps: ["calendar"] },
    );
  }

  test("'mueve la reunión con Marta del viernes a las 13' moves that meeting to Friday at 13:00", async () => {
    const step = await runAfterListing("mueve la reunión con Marta del viernes a las 13");
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "e2", start: "2026-11-27T13:00:00+01:00" },
    });
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

  test("'cancela la reunión con Marta' cancels that meeting", async () => {
    const step = await runAfterListing("cancela la reunión con Marta");
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: "e2" } });
  });
});
