import type { ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import type { AppDirectory, ListedItem, ToolOutput } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { readReaction } from "./read-reaction";
import { askLocalEngine, promptWithToolResult, runEngineStep } from "./test-support/ask-local-engine";
import { tokenizeRequest } from "./tokenize-request";

/** A workspace unlike the demo data, so nothing here leans on its names. */
const directories: Partial<Record<ServiceKey, AppDirectory>> = {
  slack: {
    places: ["general", "compras", "obra"].map((name) => ({ id: `C-${name}`, name, holds: "message" as const })),
    people: ["Yo Mismo", "Rocío Lastra", "Ignacio Pardo"],
  },
};

const reaction = (text: string) => readReaction(text, tokenizeRequest(text))?.name;

describe("the emoji a request reacts with", () => {
  it.each([
    ["reacciona con 👍 al último mensaje de Rocío", "thumbsup"],
    ["ponle un ❤️ a lo que ha dicho Ignacio", "heart"],
    ["ponle un corazón al mensaje de Ignacio en #obra", "heart"],
    ["dale like a lo último de compras", "thumbsup"],
    ["dale un me gusta al mensaje de Rocío", "thumbsup"],
    ["marca con ✅ el último de Ignacio", "white_check_mark"],
    ["marca con un ok el mensaje de Rocío", "white_check_mark"],
    ["reacciona con fiesta al último mensaje de general", "tada"],
    ["reacciona al mensaje de Rocío con un 🔥", "fire"],
    ["reacciónale con 😂 a Ignacio", "joy"],
    ["pon 🙏 en el último de Rocío", "pray"],
    ["dale 👀 al mensaje de compras", "eyes"],
    ["pon un pulgar arriba al mensaje de Ignacio en compras", "thumbsup"],
    ["ponle un pulgar hacia abajo a lo último de Rocío", "thumbsdown"],
    ["pon un 👍 al mensaje de Rocío en general", "thumbsup"],
    ["añade un emoji de fiesta al mensaje de Ignacio", "tada"],
  ])("«%s» → %s", (text, name) => {
    expect(reaction(text)).toBe(name);
  });

  it.each([
    "dale el visto bueno a la propuesta de Rocío",
    "marca como hecha la tarea del informe",
    "manda a Ignacio que me gusta el plan",
    "¿qué ha dicho Rocío en #general? 👍",
    "pon en #general: gracias a todos 🎉",
  ])("«%s» is no reaction", (text) => {
    expect(reaction(text)).toBeUndefined();
  });
});

describe("reacting to a message from the chat", () => {
  const messages: ListedItem[] = [
    {
      id: "C-obra/300.000100",
      title: "Mañana llega la grúa a las 8.",
      from: "Rocío Lastra",
      date: "2026-11-22T09:00:00Z",
    },
    { id: "C-obra/200.000100", title: "Hormigonado terminado.", from: "Rocío Lastra", date: "2026-11-23T09:00:00Z" },
    {
      id: "C-obra/100.000100",
      title: "Rocío, ¿revisas el plano?",
      from: "Ignacio Pardo",
      date: "2026-11-23T10:00:00Z",
    },
  ];
  const listed: ToolOutput = { kind: "list", object: "message", items: messages.slice(0, 2) };

  it("looks only among the messages the person wrote, in the channel named", async () => {
    const step = await askLocalEngine("ponle un corazón al último mensaje de Rocío en #obra", {
      assistant: "slack",
      directories,
    });
    expect(step).toMatchObject({
      toolName: "slack_list_recent_messages",
      input: { channel: "obra", from: "Rocío Lastra" },
    });
  });

  it("reacts to the newest of them when 'último' is said, without asking which", async () => {
    const step = await runEngineStep(
      promptWithToolResult("reacciona con 👍 al último mensaje de Rocío", [
        {
          toolName: "slack_list_recent_messages",
          input: { count: 50, from: "Rocío Lastra" },
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: listed },
        },
      ]),
      { assistant: "slack", directories },
    );
    expect(step).toMatchObject({
      toolName: "slack_add_reaction",
      input: { channel: "C-obra", ts: "200.000100", emoji: "thumbsup" },
    });
  });

  it("asks which when several fit and 'último' was not said", async () => {
    const step = await runEngineStep(
      promptWithToolResult("dale like al mensaje de Rocío", [
        {
          toolName: "slack_list_recent_messages",
          input: { count: 50, from: "Rocío Lastra" },
          result: { status: "ok", notice: UNTRUSTED_NOTICE, output: listed },
        },
      ]),
      { assistant: "slack", directories },
    );
    expect(step.toolName).toBeUndefined();
    expect(step.text).toContain("Hormigonado terminado");
    expect(step.text).toContain("grúa");
  });

  it("reacts to the one picked when the person answers which ('el segundo')", async () => {
    const request = "dale like al mensaje de Rocío";
    const listing = { toolName: "slack_list_recent_messages", input: { count: 50, from: "Rocío Lastra" } };
    const found = { status: "ok" as const, notice: UNTRUSTED_NOTICE, output: listed };
    const question = await runEngineStep(promptWithToolResult(request, [{ ...listing, result: found }]), {
      assistant: "slack",
      directories,
    });
    const answer = await runEngineStep(
      [
        { role: "user", content: [{ type: "text", text: request }] },
        { role: "assistant", content: [{ type: "text", text: question.text ?? "" }] },
        { role: "user", content: [{ type: "text", text: "el segundo" }] },
        {
          role: "assistant",
          content: [{ type: "tool-call", toolCallId: "again", toolName: listing.toolName, input: listing.input }],
        },
        {
          role: "tool",
          content: [
            {
              type: "tool-result",
              toolCallId: "again",
              toolName: listing.toolName,
              output: { type: "json", value: found },
            },
          ],
        },
      ],
      { assistant: "slack", directories },
    );
    expect(answer).toMatchObject({
      toolName: "slack_add_reaction",
      input: { channel: "C-obra", ts: "200.000100", emoji: "thumbsup" },
    });
  });

  it("takes the newest message of a channel named without '#'", async () => {
    const step = await askLocalEngine("dale un me gusta al último de compras", { assistant: "slack", directories });
    expect(step).toMatchObject({ toolName: "slack_list_recent_messages", input: { channel: "compras" } });
  });

  it("reacts from the general chat when Slack is the chat app connected", async () => {
    const step = await askLocalEngine("reacciona con 🎉 al último mensaje de Ignacio", {
      assistant: "shifu",
      connectedApps: ["gmail", "slack", "drive"],
      directories,
    });
    // The general chat may not read Slack's directory for this; the name as written is matched by the tool itself.
    expect(step.toolName).toBe("slack_list_recent_messages");
    expect(String(step.input?.from)).toMatch(/^Ignacio/);
  });
});
