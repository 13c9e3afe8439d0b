import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { runEngineStep } from "./test-support/ask-local-engine";

const DAY = 86_400_000;

/** Two recurring meetings over five weeks: the committee every Monday at 9:30, the weekly meeting every Thursday at 10. */
function seedSessions(): ListedItem[] {
  const sessions: ListedItem[] = [];
  for (let week = 0; week < 5; week += 1) {
    const monday = new Date(Date.parse("2026-11-16T09:30:00+01:00") + week * 7 * DAY);
    const thursday = new Date(Date.parse("2026-11-19T10:00:00+01:00") + week * 7 * DAY);
    sessions.push({
      id: `comite_${monday.toISOString().slice(0, 10)}`,
      title: "Comité de dirección",
      date: monday.toISOString(),
      series: "comite",
    });
    sessions.push({
      id: `semanal_${thursday.toISOString().slice(0, 10)}`,
      title: "Reunión semanal de equipo",
      date: thursday.toISOString(),
      series: "semanal",
    });
  }
  return sessions.sort((a, b) => Date.parse(a.date ?? "") - Date.parse(b.date ?? ""));
}

/**
 * Answers the next-meeting search as Calendar would over the seeded sessions: the first one still to come after the
 * clock and the search's own start, within its end, whose title holds the words asked for.
 */
function findNextMeeting(input: Record<string, unknown>, now: Date): ListedItem[] {
  const words = String(input.query ?? "")
    .toLowerCase()
    .split(" ")
    .filter(Boolean);
  const from = Math.max(now.getTime(), input.from ? Date.parse(String(input.from)) : 0);
  const to = input.to ? Date.parse(String(input.to)) : Number.POSITIVE_INFINITY;
  const next = seedSessions().find((session) => {
    const start = Date.parse(session.date ?? "");
    return start >= from && start <= to && words.every((word) => session.title.toLowerCase().includes(word));
  });
  return next ? [next] : [];
}

type Turn = { role: "user" | "assistant"; text: string };

/** Runs the engine over a conversation until it proposes a write or answers in words, answering each search. */
async function runConversation(
  turns: Turn[],
  now: Date,
  app: { assistant: "calendar" | "outlook"; answer: (input: Record<string, unknown>, now: Date) => ListedItem[] } = {
    assistant: "calendar",
    answer: findNextMeeting,
  },
) {
  const prompt: LanguageModelV3Prompt = turns.map((turn) =>
    turn.role === "user"
      ? { role: "user", content: [{ type: "text", text: turn.text }] }
      : { role: "assistant", content: [{ type: "text", text: turn.text }] },
  );
  const options = { assistant: app.assistant, connectedApps: [app.assistant], now };
  let step = await runEngineStep(prompt, options);
  const reads = ["calendar_find_next_meeting", "calendar_list_events", "outlook_list_events"];
  for (let index = 0; reads.includes(step.toolName ?? ""); index += 1) {
    expect(index, step.text).toBeLessThan(3);
    const items = app.answer(step.input ?? {}, now);
    const toolCallId = `call-${index}`;
    const toolName = step.toolName ?? "";
    prompt.push({
      role: "assistant",
      content: [{ type: "tool-call", toolCallId, toolName, input: step.input ?? {} }],
    });
    prompt.push({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId,
          toolName,
          output: {
            type: "json",
            value: { status: "ok", notice: UNTRUSTED_NOTICE, output: { kind: "list", object: "event", items } },
          },
        },
      ],
    });
    step = await runEngineStep(prompt, options);
  }
  return step;
}

const run = (text: string, now: Date) => runConversation([{ role: "user", text }], now);

describe("a recurring meeting named by its series alone", () => {
  // Wednesday 25 November 2026, 12:00 in Madrid: the committee's next session is Monday the 30th.
  const now = new Date("2026-11-25T11:00:00Z");
  const asked = "mueve el comité de dirección a las 10";

  test("asks which sessions with a short numbered choice, the next one named by its day, and proposes nothing", async () => {
    const step = await run(asked, now);
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("«Comité de dirección» se repite. ¿Qué sesiones cambio?");
    expect(step.text).toContain("1. Solo la próxima (lunes 30 de noviembre)");
    expect(step.text).toContain("2. Todas");
    expect(step.text).toContain("3. A partir de la próxima (lunes 30 de noviembre)");
  });

  test("asks 'cancelo' for a cancellation", async () => {
    const step = await run("cancela el comité de dirección", now);
    expect(step.text).toContain("¿Qué sesiones cancelo?");
  });

  test.each([
    ["solo la próxima", "occurrence"],
    ["el primero", "occurrence"],
    ["todas", "series"],
    ["el segundo", "series"],
    ["3", "following"],
    ["a partir de la próxima", "following"],
  ])("the answer '%s' makes the move reach %s", async (answer, scope) => {
    const question = (await run(asked, now)).text ?? "";
    const step = await runConversation(
      [
        { role: "user", text: asked },
        { role: "assistant", text: question },
        { role: "user", text: answer },
      ],
      now,
    );
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "comite_2026-11-30", startTime: "10:00", scope },
    });
  });

  test("the answer 'solo la del lunes 7 de diciembre' picks that day's session", async () => {
    const question = (await run(asked, now)).text ?? "";
    const step = await runConversation(
      [
        { role: "user", text: asked },
        { role: "assistant", text: question },
        { role: "user", text: "solo la del lunes 7 de diciembre" },
      ],
      now,
    );
    expect(step).toMatchObject({ toolName: "calendar_move_event", input: { eventId: "comite_2026-12-07" } });
  });

  test("the answer 'solo la de esta semana' on a Sunday picks the coming week's session", async () => {
    const sunday = new Date("2026-11-29T18:00:00Z");
    const question = (await run(asked, sunday)).text ?? "";
    const step = await runConversation(
      [
        { role: "user", text: asked },
        { role: "assistant", text: question },
        { role: "user", text: "solo la de esta semana" },
      ],
      sunday,
    );
    expect(step).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "comite_2026-11-30", scope: "occurrence" },
    });
  });

  test("a session named by its day, or the sessions said, is not asked about", async () => {
    const day = await run("cancela la del lunes del comité de dirección", now);
    expect(day).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: "comite_2026-11-30" } });
    const picked = await run("mueve la del lunes del comité a las 11", now);
    expect(picked).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "comite_2026-11-30", startTime: "11:00" },
    });
    const all = await run("mueve el comité de dirección a las 10 todas las semanas", now);
    expect(all).toMatchObject({ toolName: "calendar_move_event", input: { scope: "series" } });
  });
});

describe("a meeting named with the session's day after it", () => {
  // Wednesday 25 November 2026, 12:00 in Madrid.
  const now = new Date("2026-11-25T11:00:00Z");

  test.each([
    ["mueve el comité de dirección del lunes a las 10", "calendar_move_event", "comite_2026-11-30"],
    ["cancela el comité de dirección del lunes", "calendar_cancel_event", "comite_2026-11-30"],
    ["anula la reunión semanal de equipo del jueves 3 de diciembre", "calendar_cancel_event", "semanal_2026-12-03"],
    ["cancela la reunión semanal de equipo de mañana", "calendar_cancel_event", "semanal_2026-11-26"],
    ["suspende el comité de dirección del lunes", "calendar_cancel_event", "comite_2026-11-30"],
    ["desconvoca la reunión semanal de equipo de mañana", "calendar_cancel_event", "semanal_2026-11-26"],
    ["pasa el comité de dirección del 7 de diciembre a las 11", "calendar_move_event", "comite_2026-12-07"],
  ])("'%s' is that day's session, the day not part of the name", async (text, toolName, id) => {
    const step = await run(text, now);
    expect(step).toMatchObject({ toolName, input: { eventId: id } });
  });

  test("the day after the name picks the session, and where it goes is read apart", async () => {
    const friday = await run("mueve la reunión semanal de equipo del jueves al viernes", now);
    expect(friday).toMatchObject({ toolName: "calendar_move_event", input: { eventId: "semanal_2026-11-26" } });
    // A day with no hour is that day at the session's own hour, never its midnight.
    expect(friday.input).toMatchObject({ day: "2026-11-27" });
    const noon = await run("mueve la reunión semanal de equipo de mañana a las 12", now);
    expect(noon).toMatchObject({
      toolName: "calendar_move_event",
      input: { eventId: "semanal_2026-11-26", startTime: "12:00" },
    });
  });
});

describe("the session of a week or a day, whatever day it is today", () => {
  // Clocks through a week in Madrid: Monday before the committee, Thursday before the weekly meeting, Friday
  // evening, Saturday and Sunday.
  test.each([
    ["2026-11-23T07:00:00Z", "comite_2026-11-23"],
    // At the weekend this week's working days are over: 'esta semana' is the coming one.
    ["2026-11-28T10:00:00Z", "comite_2026-11-30"],
    ["2026-11-29T18:00:00Z", "comite_2026-11-30"],
  ])("'cancela solo la de esta semana del comité' at %s cancels %s", async (clock, id) => {
    const step = await run("cancela solo la de esta semana del comité", new Date(clock));
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: id, scope: "occurrence" } });
  });

  test("on Wednesday this week's Monday committee is over: nothing is cancelled, and next week's is not guessed", async () => {
    const step = await run("cancela solo la de esta semana del comité", new Date("2026-11-25T11:00:00Z"));
    expect(step.toolName).toBeUndefined();
    expect(step.text).toBeTruthy();
  });

  test.each([
    ["2026-11-23T07:00:00Z", "semanal_2026-11-26"],
    // 'el jueves' said on a Thursday is next week's: today's would be 'hoy'.
    ["2026-11-26T07:00:00Z", "semanal_2026-12-03"],
    ["2026-11-27T19:00:00Z", "semanal_2026-12-03"],
    ["2026-11-29T18:00:00Z", "semanal_2026-12-03"],
  ])("'anula la del jueves de la reunión semanal' at %s cancels %s", async (clock, id) => {
    const step = await run("anula la del jueves de la reunión semanal", new Date(clock));
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: id } });
  });

  test.each([
    ["2026-11-23T07:00:00Z", "semanal_2026-11-26"],
    ["2026-11-26T07:00:00Z", "semanal_2026-11-26"],
    ["2026-11-28T10:00:00Z", "semanal_2026-12-03"],
    ["2026-11-29T18:00:00Z", "semanal_2026-12-03"],
  ])("'cancela solo la de esta semana de la reunión semanal' at %s cancels %s", async (clock, id) => {
    const step = await run("cancela solo la de esta semana de la reunión semanal", new Date(clock));
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: id, scope: "occurrence" } });
  });
});

describe("a session picked right after the meeting was named", () => {
  const named: Turn[] = [
    { role: "user", text: "¿cuándo es el próximo comité de dirección?" },
    { role: "assistant", text: "El próximo «Comité de dirección» es el lunes a las 9:30." },
  ];

  test.each([
    ["2026-11-23T07:00:00Z", "cancela solo la de esta semana", "comite_2026-11-23"],
    ["2026-11-29T18:00:00Z", "cancela solo la de esta semana", "comite_2026-11-30"],
    ["2026-11-23T07:00:00Z", "anula la del lunes que viene", "comite_2026-11-30"],
    ["2026-11-27T19:00:00Z", "anula la del lunes", "comite_2026-11-30"],
  ])("at %s '%s' cancels %s", async (clock, text, id) => {
    const step = await runConversation([...named, { role: "user", text }], new Date(clock));
    expect(step).toMatchObject({ toolName: "calendar_cancel_event", input: { eventId: id } });
  });
});

describe("Outlook's daily series, listed as every occurrence", () => {
  // Wednesday 25 November 2026, 12:00 in Madrid: today's 9:00 daily is over, Thursday's is the next.
  const now = new Date("2026-11-25T11:00:00Z");
  const dailies: ListedItem[] = ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-30"].map((day) => ({
    id: `daily_${day}`,
    title: "Daily del equipo de operaciones",
    date: new Date(`${day}T09:00:00+01:00`).toISOString(),
    series: "daily",
  }));
  /** calendarView over the window asked (from now when none), as Graph expands the series. */
  const listCalendarView = (input: Record<string, unknown>, clock: Date) => {
    const from = input.from ? Date.parse(String(input.from)) : clock.getTime();
    const to = input.to ? Date.parse(String(input.to)) : from + 7 * DAY;
    return dailies.filter((item) => Date.parse(item.date ?? "") >= from && Date.parse(item.date ?? "") <= to);
  };
  const outlook = { assistant: "outlook" as const, answer: listCalendarView };

  test("asks which sessions, naming the next one still to come, not this morning's", async () => {
    const step = await runConversation(
      [{ role: "user", text: "mueve la daily del equipo de operaciones a las 9:30" }],
      now,
      outlook,
    );
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("¿Qué sesiones cambio?");
    expect(step.text).toContain("Solo la próxima (jueves 26 de noviembre)");
  });

  test("moves every session from the next one when the sessions are said", async () => {
    const step = await runConversation(
      [{ role: "user", text: "mueve la daily del equipo de operaciones a las 9:30 todas las semanas" }],
      now,
      outlook,
    );
    expect(step).toMatchObject({
      toolName: "outlook_move_event",
      input: { eventId: "daily_2026-11-26", scope: "series" },
    });
  });
});
