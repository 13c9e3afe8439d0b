import { findServiceByKey } from "@shifu/contract";
import { z } from "zod";
import { type AppTool, defineTool, type ListedItem, type ToolOutput } from "../../integrations/app-tool";
import { createRecallKnowledgeTool, type ReadKnowledge } from "./create-recall-knowledge-tool";
import { isStopword } from "./local-engine/is-stopword";
import { normalizeText } from "./local-engine/normalize-text";
import { rankCandidates, selectMatches } from "./local-engine/rank-candidates";
import { planChatSearches } from "./plan-chat-searches";

/** How many things each app adds to a search or summary across apps, so one busy app cannot crowd out the rest. */
const ITEMS_PER_APP = 5;

export type RunAppTool = (tool: AppTool, args: Record<string, unknown>) => Promise<ToolOutput>;

function nameApp(tool: AppTool): string {
  return findServiceByKey(tool.app)?.name ?? tool.app;
}

/** Runs each app's chosen tool at once; an app that fails is left out instead of failing the whole answer. */
async function gatherItems(calls: { tool: AppTool; args: Record<string, unknown> }[], run: RunAppTool) {
  const results = await Promise.allSettled(calls.map(({ tool, args }) => run(tool, args)));
  const items: ListedItem[] = [];
  results.forEach((result, index) => {
    const call = calls[index];
    if (result.status !== "fulfilled" || result.value.kind !== "list" || !call) return;
    for (const item of result.value.items.slice(0, ITEMS_PER_APP)) {
      const app = nameApp(call.tool);
      items.push({ ...item, app: call.tool.app, place: item.place ? `${app} · ${item.place}` : app });
    }
  });
  return items;
}

/** How many of its latest things each silent app lists for a search by meaning. */
const LATEST_COUNT = 20;

/** The latest things of each app whose search found nothing, for a search by meaning. */
function listLatestOfSilentApps(appTools: readonly AppTool[], searches: readonly AppTool[]) {
  return searches.flatMap((search) => {
    const listing = appTools.find(
      (tool) =>
        tool.app === search.app &&
        !tool.writes &&
        tool.intent.action === "list" &&
        tool.intent.objects.some((object) => search.intent.objects.includes(object)),
    );
    const args = listing?.argsFromRequest({ text: "", count: LATEST_COUNT });
    return listing && args ? [{ tool: listing, args }] : [];
  });
}

/** What the listings hold that the words describe by meaning, each with its app named. */
async function findByMeaning(
  calls: { tool: AppTool; args: Record<string, unknown> }[],
  query: string,
  run: RunAppTool,
): Promise<ListedItem[]> {
  if (calls.length === 0) return [];
  const results = await Promise.allSettled(calls.map(({ tool, args }) => run(tool, args)));
  const latest = results.flatMap((result, index) => {
    const call = calls[index];
    if (result.status !== "fulfilled" || result.value.kind !== "list" || !call) return [];
    const app = nameApp(call.tool);
    return result.value.items.map((item) => ({
      ...item,
      app: call.tool.app,
      place: item.place ? `${app} · ${item.place}` : app,
    }));
  });
  return selectMatches(rankCandidates(latest, { alternatives: [query.split(/\s+/)] })).slice(0, ITEMS_PER_APP * 2);
}

/** The words of a query that name something, as written; the query itself when all of them are stopwords. */
function dropStopwords(query: string): string {
  const kept = query.split(/\s+/).filter((word) => !isStopword(normalizeText(word)));
  return kept.length > 0 ? kept.join(" ") : query;
}

function pickOnePerApp(tools: readonly AppTool[], accepts: (tool: AppTool) => boolean): AppTool[] {
  const chosen = new Map<string, AppTool>();
  for (const tool of tools) if (!chosen.has(tool.app) && accepts(tool)) chosen.set(tool.app, tool);
  return [...chosen.values()];
}

/**
 * The general assistant's own tools: they work through the tools of every app the user has connected, and through
 * what the user taught Shifu.
 */
export function createGeneralTools(
  appTools: readonly AppTool[],
  run: RunAppTool,
  readKnowledge: ReadKnowledge,
): AppTool[] {
  const searchEverything = defineTool({
    name: "shifu_search_everything",
    app: "shifu",
    description:
      "Busca a la vez en todas las apps conectadas (correo, archivos, tareas, mensajes, páginas, contactos) y devuelve lo encontrado en cada una.",
    inputSchema: z.object({ query: z.string().min(1).max(200).describe("Las palabras que buscar") }),
    writes: false,
    intent: { action: "search", objects: ["anything"] },
    argsFromRequest: (request) => {
      const query = request.quoted ?? request.keywords ?? request.person;
      return query ? { query } : null;
    },
    execute: async (_context, { query }) => {
      const searches = pickOnePerApp(appTools, (tool) => !tool.writes && tool.intent.action === "search");
      // A provider's search wants every word it is given: 'el catálogo de los vinos' finds no «Catálogo de vinos».
      const words = dropStopwords(query);
      const calls = searches.flatMap((tool) => {
        const args = tool.argsFromRequest({ text: words, keywords: words });
        return args ? [{ tool, args }] : [];
      });
      // The team chats are read meanwhile: they have no search to wait on.
      const said = findByMeaning(planChatSearches(appTools, query), query, run);
      const found = await gatherItems(calls, run);
      // An app's search wants every word ('factura de la luz' finds no mail that says 'electricidad'): the apps that
      // found nothing are asked for their latest things, and those the words describe by meaning are kept.
      const silent = searches.filter((tool) => !found.some((item) => item.app === tool.app));
      const latest = await findByMeaning(listLatestOfSilentApps(appTools, silent), query, run);
      return { kind: "list", object: "anything", items: [...found, ...latest, ...(await said)] };
    },
  });

  const summarizePending = defineTool({
    name: "shifu_summarize_pending",
    app: "shifu",
    description:
      "Resume lo que el usuario tiene pendiente en todas las apps conectadas: correos sin leer, tareas por hacer y negocios abiertos.",
    inputSchema: z.object({}),
    writes: false,
    intent: { action: "summarize", objects: ["pending"] },
    argsFromRequest: () => ({}),
    execute: async () => {
      const listsOf = (object: "email" | "task" | "deal") =>
        pickOnePerApp(
          appTools,
          (tool) => !tool.writes && tool.intent.action === "list" && tool.intent.objects.includes(object),
        );
      const calls = [
        ...listsOf("email").map((tool) => ({ tool, args: tool.argsFromRequest({ text: "", unreadOnly: true }) })),
        ...listsOf("task").map((tool) => ({ tool, args: tool.argsFromRequest({ text: "" }) })),
        ...listsOf("deal").map((tool) => ({ tool, args: tool.argsFromRequest({ text: "" }) })),
      ].flatMap(({ tool, args }) => (args ? [{ tool, args }] : []));
      return { kind: "list", object: "pending", items: await gatherItems(calls, run) };
    },
  });

  return [searchEverything, summarizePending, createRecallKnowledgeTool(readKnowledge)];
}
