import type { AssistantKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { RECALL_KNOWLEDGE_TOOL } from "../create-recall-knowledge-tool";
import { ALL_APPS, askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";

// Monday 23 November 2026 in Madrid: 'el martes' ahead is the 24th, 'mañana' too.
const TUESDAY = { from: "2026-11-24", to: "2026-11-24" };

const recalled: [string, Record<string, unknown>][] = [
  ["¿qué sabes de mí?", {}],
  ["¿qué has aprendido?", {}],
  ["¿Qué te he enseñado hasta ahora?", {}],
  ["¿qué tienes anotado?", {}],
  ["¿con quién tengo reunión el martes?", { types: ["reuniones"], ...TUESDAY }],
  ["¿tengo alguna reunión mañana?", { types: ["reuniones"], ...TUESDAY }],
  ["¿cuándo es mi reunión con Ana?", { types: ["reuniones"], person: "Ana" }],
  ["¿a qué hora es la cita con Ana?", { types: ["reuniones"], person: "Ana" }],
  ["¿quién es mi jefe?", { types: ["contactos"], words: "jefe" }],
  ["¿cómo prefiero las respuestas?", { types: ["preferencias", "tono"] }],
  ["¿qué tono prefiero?", { types: ["tono", "preferencias"] }],
  ["¿qué recuerdas de mis contactos?", { types: ["contactos"] }],
  ["¿cuál es mi horario?", { types: ["horarios"] }],
  ["¿en qué empresa trabajo?", { types: ["empresa", "horarios"] }],
  ["dime mis proyectos", { types: ["proyectos"] }],
  ["¿conoces a Ana?", { person: "Ana" }],
  ["¿qué sabes de Ana?", { person: "Ana" }],
  ["¿con quién me reúno el martes?", { types: ["reuniones"], ...TUESDAY }],
  ["¿qué citas tengo el jueves?", { types: ["reuniones"], from: "2026-11-26", to: "2026-11-26" }],
  ["¿cómo quiero que me respondas?", { types: ["tono"] }],
];

// With a calendar connected (Google Calendar or Outlook's), meetings are the calendar's; without one, they are
// what the person taught.
const WITHOUT_CALENDAR = ALL_APPS.filter((app) => app !== "calendar" && app !== "outlook");

describe("questions about what the person taught go to Shifu's memory", () => {
  it.each(recalled)("«%s»", async (text, args) => {
    const step = await askLocalEngine(text, { connectedApps: WITHOUT_CALENDAR });
    expect(step.toolName).toBe(RECALL_KNOWLEDGE_TOOL);
    expect(step.input).toEqual(args);
  });

  it.each<[AssistantKey, string]>([
    ["gmail", "¿quién es mi jefe?"],
    ["asana", "¿qué sabes de mí?"],
  ])("also in an app's assistant: %s «%s»", async (assistant, text) => {
    expect((await askLocalEngine(text, { assistant, connectedApps: [] })).toolName).toBe(RECALL_KNOWLEDGE_TOOL);
  });

  it.each<[string, string]>([
    ["¿qué tengo pendiente?", "shifu_summarize_pending"],
    ["busca los correos de Ana", "gmail_search_messages"],
    ["recuérdame llamar a Ana mañana", "asana_create_task"],
    ["¿qué me ha dicho Laura en el correo?", "gmail_"],
    ["¿qué hay en mi Drive?", "drive_list_recent_files"],
  ])("leaves app requests to the apps: «%s»", async (text, tool) => {
    const step = await askLocalEngine(text, { connectedApps: ["gmail", "asana", "drive"] });
    expect(step.toolName).toMatch(new RegExp(`^${tool}`));
  });

  it("reads '¿y el jueves?' after a question about meetings as the same question, looking ahead", async () => {
    const step = await runEngineStep([
      { role: "user", content: [{ type: "text", text: "¿con quién tengo reunión el martes?" }] },
      { role: "assistant", content: [{ type: "text", text: "Esto es lo que me has contado: …" }] },
      { role: "user", content: [{ type: "text", text: "¿y el jueves?" }] },
    ]);
    expect(step).toMatchObject({
      toolName: RECALL_KNOWLEDGE_TOOL,
      input: { types: ["reuniones"], from: "2026-11-26", to: "2026-11-26" },
    });
  });

  it("still answers '¿qué sabes hacer?' with what it can do", async () => {
    expect((await askLocalEngine("¿qué sabes hacer?")).text).toMatch(/^Esto es lo que puedo hacer/);
  });

  it("words what it recalled as what the person told, naming who the meeting is with", async () => {
    const step = await runEngineStep(
      promptWithToolResult("¿con quién tengo reunión el martes?", [
        {
          toolName: RECALL_KNOWLEDGE_TOOL,
          input: { types: ["reuniones"], ...TUESDAY },
          result: {
            status: "ok",
            notice: "",
            output: {
              kind: "list",
              object: "anything",
              items: [{ id: "k1", title: "Reunión con Ana", date: "2026-11-24T10:00:00+01:00", place: "Reuniones" }],
            },
          },
        },
      ]),
    );
    expect(step.text).toBe("Esto es lo que me has contado:\n\n1. **Reunión con Ana** — mar, 24 nov, 10:00 · Reuniones");
  });
});
