import { describe, expect, it } from "vitest";
import type { AppDirectory } from "../../../integrations/app-tool";
import { UNTRUSTED_NOTICE } from "../model-tool-result";
import { createLocalLanguageModel } from "./create-local-language-model";
import { parseSpanishRequest } from "./parse-spanish-request";
import { readWhichAppAsWhere } from "./read-which-app-as-where";
import { sendToChatMember } from "./send-to-chat-member";
import {
  askLocalEngine,
  offerTools,
  promptWithToolResult,
  runEngineStep,
  TEST_NOW,
  TEST_ZONE,
} from "./test-support/ask-local-engine";

const parse = (text: string) => parseSpanishRequest(text, { now: TEST_NOW, timeZone: TEST_ZONE });

const slack: AppDirectory = {
  places: [
    { id: "C1", name: "ventas", holds: "message", kind: "chat" },
    { id: "C2", name: "soporte", holds: "message", kind: "chat" },
  ],
  people: ["Laura Gómez", "Sofía Herrera"],
};
const discord: AppDirectory = {
  places: [{ id: "D1", name: "eventos", within: "Comunidad Emprendedores Madrid", holds: "message", kind: "chat" }],
  people: [],
};
const teams: AppDirectory = { places: [], people: ["Laura Gómez", "Pablo Moreno"] };

describe("the general chat and the team chats in everyday words", () => {
  it("reads where a thing is kept as a question of where, not of what was taught", () => {
    expect(readWhichAppAsWhere("¿en qué app tengo guardado el plan de vacaciones?")).toBe(
      "¿dónde tengo guardado el plan de vacaciones?",
    );
    expect(readWhichAppAsWhere("¿en qué parte del contrato dice la duración?")).toBe(
      "¿en qué parte del contrato dice la duración?",
    );
    const parsed = parse("dónde tengo guardado el plan de vacaciones del equipo?");
    expect(parsed.aboutKnowledge).toBeUndefined();
    expect(parsed.request.keywords).toBe("plan de vacaciones del equipo");
  });

  it("keeps words of progress, people and keeping out of what is looked for", () => {
    expect(parse("por cuanto vamos del objetivo del trimestre?").request.keywords).not.toMatch(/vamos/);
    expect(parse("cuanta gente se ha inscrito al webinar").request.keywords).toBe("webinar");
    expect(parse("tengo el catalogo de los vinos guardado?").request.keywords).toBe("catalogo de los vinos");
  });

  it("reads something urgent in a channel as what the channel holds, not as what is pending everywhere", () => {
    const parsed = parse("¿hay algo urgente en el canal de soporte?");
    expect(parsed.action).toBe("list");
    expect(parsed.objects).not.toContain("pending");
    expect(parse("¿hay algo urgente?").objects).toEqual(["pending"]);
  });

  it("sends to the one team chat that lists the whole name, and leaves a first name alone", () => {
    const directories = new Map([
      ["slack" as const, slack],
      ["teams" as const, teams],
    ]);
    const send = (text: string) => sendToChatMember(parse(text), "shifu", directories);
    expect(send("escribele a sofia herrera que me quedo con los folletos azules")?.app).toBe("slack");
    expect(send("escribele a sofia que me quedo con los folletos azules")).toBeUndefined();
    // Laura Gómez is in Slack and in Teams: no one chat is hers.
    expect(send("escribele a laura gomez que mañana hablamos")).toBeUndefined();
    expect(send("mandale un correo a sofia herrera diciendole que vale")).toBeUndefined();
    expect(sendToChatMember(parse("escribele a sofia herrera que vale"), "slack", directories)).toBeUndefined();
  });

  it("posts the message to the app where that person is", async () => {
    const step = await askLocalEngine("escribele a sofia herrera que me quedo con los folletos azules", {
      assistant: "shifu",
      connectedApps: ["gmail", "slack", "teams"],
      directories: { slack, teams },
    });
    expect(step).toMatchObject({ toolName: "slack_send_direct_message", input: { person: "Sofía Herrera" } });
  });

  it("takes 'en ventas' after a verb of saying as the channel where it was said", async () => {
    const step = await askLocalEngine("mira que dijo laura de hoteles mirador en ventas", {
      assistant: "shifu",
      connectedApps: ["slack", "hubspot", "discord"],
      directories: { slack, discord },
    });
    expect(step).toMatchObject({ toolName: "slack_list_recent_messages", input: { channel: "ventas" } });
  });

  it("looks a removal of a thing named only by its title up across apps, and removes it in its own app", async () => {
    const text = "manda a la papelera el borrador del contrato de servicios";
    const first = await askLocalEngine(text, { assistant: "shifu", connectedApps: ["drive", "docs", "dropbox"] });
    expect(first).toMatchObject({ toolName: "shifu_search_everything" });
    const found = [{ id: "doc-1", title: "Contrato de servicios (borrador)", app: "docs", place: "Google Docs" }];
    const second = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "shifu_search_everything",
          input: first.input ?? {},
          toolCallId: "r0-f0-1",
          result: {
            status: "ok",
            notice: UNTRUSTED_NOTICE,
            output: { kind: "list", object: "anything", items: found },
          },
        },
      ]),
      { assistant: "shifu", connectedApps: ["drive", "docs", "dropbox"] },
    );
    expect(second).toMatchObject({ toolName: "docs_trash_document", input: { documentId: "doc-1" } });
  });

  it("shows a chat message found across apps, which no app reads, instead of asking which", async () => {
    const text = "por cuanto vamos del objetivo del trimestre?";
    const first = await askLocalEngine(text, { assistant: "shifu", connectedApps: ["drive", "slack"] });
    expect(first).toMatchObject({ toolName: "shifu_search_everything" });
    const found = [
      { id: "C1/1", title: "Objetivo del trimestre: llevamos el 78 %.", app: "slack", place: "Slack · ventas" },
    ];
    const answer = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "shifu_search_everything",
          input: first.input ?? {},
          toolCallId: "r0-f0-1",
          result: {
            status: "ok",
            notice: UNTRUSTED_NOTICE,
            output: { kind: "list", object: "anything", items: found },
          },
        },
      ]),
      { assistant: "shifu", connectedApps: ["drive", "slack"] },
    );
    expect(answer.text).toMatch(/78 %/);
  });

  it("answers from the one chat message that bears every described word before reading a document", async () => {
    const text = "por cuanto vamos del objetivo del trimestre?";
    const found = [
      { id: "f1", title: "Estrategia de marketing digital", app: "drive", place: "Google Drive" },
      { id: "C1/1", title: "Objetivo del trimestre: llevamos el 78 %.", app: "slack", place: "Slack · ventas" },
    ];
    const step = await runEngineStep(
      promptWithToolResult(text, [
        {
          toolName: "shifu_search_everything",
          input: { query: "objetivo del trimestre" },
          toolCallId: "r0-f0-1",
          result: {
            status: "ok",
            notice: UNTRUSTED_NOTICE,
            output: { kind: "list", object: "anything", items: found },
          },
        },
      ]),
      { assistant: "shifu", connectedApps: ["drive", "slack"] },
    );
    expect(step.toolName).toBeUndefined();
    expect(step.text).toMatch(/78 %/);
  });

  it("answers a question before the reply that follows it ('¿qué me escribió Pablo? y contéstale…')", async () => {
    const tools = offerTools("shifu", ["teams"]);
    const model = createLocalLanguageModel({
      assistant: "shifu",
      connectedApps: ["teams"],
      tools,
      now: () => TEST_NOW,
      timeZone: TEST_ZONE,
      readDirectory: (app) => Promise.resolve(app === "teams" ? teams : undefined),
    });
    const result = await model.doGenerate({
      prompt: [
        { role: "user", content: [{ type: "text", text: "que me escribio pablo en teams y contestale que genial" }] },
      ],
      tools: tools.map((tool) => ({
        type: "function" as const,
        name: tool.name,
        description: tool.description,
        inputSchema: {} as never,
      })),
    });
    const called = result.content.flatMap((part) => (part.type === "tool-call" ? [part.toolName] : []));
    expect(called).toEqual(["teams_list_chat_messages", "teams_send_message"]);
  });
});
