import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type AppTool, defineTool, type ListedItem } from "../../integrations/app-tool";
import { createGeneralTools } from "./create-general-tools";

function fakeTool(name: string, action: "search" | "list", items: ListedItem[]): AppTool {
  return defineTool({
    name,
    app: "gmail",
    description: name,
    inputSchema: z.object({}).passthrough(),
    writes: false,
    intent: { action, objects: ["email"] },
    argsFromRequest: (request) => (action === "search" ? { words: request.keywords } : { count: request.count }),
    execute: async () => ({ kind: "list", object: "email", items }),
  });
}

const mails: ListedItem[] = [
  { id: "1", title: "Factura de electricidad de octubre", from: "Endesa" },
  { id: "2", title: "Confirmación de tu vuelo", from: "Iberia" },
];

describe("shifu_search_everything", () => {
  it("falls back on the latest things of an app whose search found nothing, kept by meaning, each with its app", async () => {
    const calls: string[] = [];
    const tools = [fakeTool("gmail_search", "search", []), fakeTool("gmail_list", "list", mails)];
    const [searchEverything] = createGeneralTools(
      tools,
      (tool, args) => {
        calls.push(`${tool.name} ${JSON.stringify(args)}`);
        return tool.execute({} as never, args as never);
      },
      () => Promise.resolve([]),
    );
    const output = await searchEverything?.execute({} as never, { query: "factura de la luz" } as never);
    // The provider's search gets the words that name something: it wants every word it is given.
    expect(calls).toEqual(['gmail_search {"words":"factura luz"}', 'gmail_list {"count":20}']);
    expect(output?.kind === "list" ? output.items.map((item) => [item.title, item.app]) : []).toEqual([
      ["Factura de electricidad de octubre", "gmail"],
    ]);
  });

  it("does not list an app whose search found something", async () => {
    const calls: string[] = [];
    const tools = [fakeTool("gmail_search", "search", mails.slice(1)), fakeTool("gmail_list", "list", mails)];
    const [searchEverything] = createGeneralTools(
      tools,
      (tool, args) => {
        calls.push(tool.name);
        return tool.execute({} as never, args as never);
      },
      () => Promise.resolve([]),
    );
    const output = await searchEverything?.execute({} as never, { query: "vuelo" } as never);
    expect(calls).toEqual(["gmail_search"]);
    expect(output?.kind === "list" ? output.items.map((item) => item.title) : []).toEqual(["Confirmación de tu vuelo"]);
  });

  it("asks a team chat, which has no search, for its messages with the words, kept by meaning", async () => {
    const calls: string[] = [];
    const said: ListedItem[] = [
      { id: "C1/1", title: "Mañana a las 9:30 hay corte de luz en la oficina", from: "Javier Moreno" },
      { id: "C1/2", title: "Tortilla de patatas para el desayuno", from: "Pedro Sánchez" },
    ];
    const chat = defineTool({
      name: "slack_list",
      app: "slack",
      description: "slack_list",
      inputSchema: z.object({}).passthrough(),
      writes: false,
      intent: { action: "list", objects: ["message", "chat"] },
      argsFromRequest: (request) => ({ count: request.count, text: request.lookFor }),
      execute: async () => ({ kind: "list", object: "message", items: said }),
    });
    const tools = [fakeTool("gmail_search", "search", mails.slice(1)), chat];
    const [searchEverything] = createGeneralTools(
      tools,
      (tool, args) => {
        calls.push(`${tool.name} ${JSON.stringify(args)}`);
        return tool.execute({} as never, args as never);
      },
      () => Promise.resolve([]),
    );
    const output = await searchEverything?.execute({} as never, { query: "corte de luz" } as never);
    expect(calls).toContain('slack_list {"count":20,"text":"corte de luz"}');
    expect(output?.kind === "list" ? output.items.map((item) => [item.title, item.app]) : []).toContainEqual([
      "Mañana a las 9:30 hay corte de luz en la oficina",
      "slack",
    ]);
    expect(output?.kind === "list" ? output.items.map((item) => item.title) : []).not.toContain(
      "Tortilla de patatas para el desayuno",
    );
  });
});
