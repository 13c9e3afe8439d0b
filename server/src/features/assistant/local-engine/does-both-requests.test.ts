import type { ServiceKey } from "@shifu/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLocalLanguageModel } from "./create-local-language-model";
import { parseSpanishRequest } from "./parse-spanish-request";
import { splitRequests } from "./split-requests";
import { askLocalEngine, offerTools, TEST_NOW, TEST_ZONE } from "./test-support/ask-local-engine";

/** Every tool call the engine makes in one step for `text` in `app`'s own chat, with only that app connected. */
async function callTools(app: "slack" | "teams" | "shifu", text: string, connectedApps: ServiceKey[] = []) {
  const apps = app === "shifu" ? connectedApps : [app];
  const tools = offerTools(app, apps);
  const model = createLocalLanguageModel({
    assistant: app,
    connectedApps: apps,
    tools,
    now: () => TEST_NOW,
    timeZone: TEST_ZONE,
  });
  const result = await model.doGenerate({
    prompt: [{ role: "user", content: [{ type: "text", text }] }],
    tools: tools.map((tool) => ({
      type: "function" as const,
      name: tool.name,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.inputSchema) as never,
    })),
  });
  return result.content.flatMap((part) => (part.type === "tool-call" ? [part] : []));
}

describe("two requests in one sentence", () => {
  it("splits at a voseo verb with its pronoun ('y después escribile a Miguel …')", () => {
    const spans = splitRequests(
      "mirá si alguien me nombró y después escribile a Miguel que ya revisé el informe de gastos",
    );
    expect(spans.map((span) => span.text)).toEqual([
      "mirá si alguien me nombró",
      "escribile a Miguel que ya revisé el informe de gastos",
    ]);
  });

  it("reads a mention with no noun for it as a listing of the person's mentions", () => {
    const parsed = parseSpanishRequest("mirá si alguien me nombró", { now: TEST_NOW, timeZone: TEST_ZONE });
    expect(parsed).toMatchObject({ action: "list", objects: ["message"], request: { mentionsOnly: true } });
    expect(parsed.act).toBeUndefined();
  });

  it("does both halves: the mentions are read and the direct message is proposed, in one step", async () => {
    const calls = await callTools(
      "slack",
      "mirá si alguien me nombró y después escribile a Miguel que ya revisé el informe de gastos",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["slack_list_mentions", "slack_send_direct_message"]);
    expect(JSON.parse(calls[1]?.input ?? "{}")).toMatchObject({
      person: "Miguel",
      text: "ya revisé el informe de gastos",
    });
  });

  it("keeps a read asked after a look verb ('mira qué me ha escrito…') before the reply to it", async () => {
    const calls = await callTools(
      "teams",
      "mira qué me ha escrito Laura por Teams y después respóndele que el martes paso los textos",
    );
    expect(calls.map((call) => call.toolName)).toEqual(["teams_list_chat_messages", "teams_send_message"]);
  });

  it("takes 'archiva la de …' after a page as another page, called by every word after 'de'", async () => {
    const step = await askLocalEngine(
      "crea una página llamada Acta reunión Levante y archiva la de Lista de tareas de la semana",
      { assistant: "notion", connectedApps: ["notion"] },
    );
    expect(step).toMatchObject({
      toolName: "notion_search_pages",
      input: { query: "Lista de tareas de la semana" },
    });
  });

  it.each([
    "pon una llamada con Sofía Navarro mañana a las 11, y mándale un correo avisándole de la llamada",
    "crea una tarea para llamar a Sofía Navarro y escríbele un mail recordándole lo de la factura",
  ])("sends '%s' to whom the thing made before was with", async (text) => {
    const calls = await callTools("shifu", text, ["calendar", "gmail", "asana"]);
    const mail = calls.find((call) => call.toolName === "gmail_send_message");
    expect(JSON.parse(String(mail?.input))).toMatchObject({ to: ["Sofía Navarro"] });
  });
});
