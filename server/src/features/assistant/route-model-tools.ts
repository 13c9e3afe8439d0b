import { findServiceByKey, isMcpAppKey, type ServiceKey, serviceCatalogue } from "@shifu/contract";
import { z } from "zod";
import type { AppTool, IntentAction } from "../../integrations/app-tool";
import { findAppTool } from "../../integrations/registry";
import { estimateTokens } from "./build-model-context";
import { RECALL_KNOWLEDGE_TOOL } from "./create-recall-knowledge-tool";
import { asksForAgenda } from "./local-engine/asks-for-agenda";
import { detectIntent } from "./local-engine/detect-intent";
import { findAppsForObject } from "./local-engine/find-apps-for-object";
import { matchAppName } from "./local-engine/match-app-name";
import { foldCharacters, normalizeText } from "./local-engine/normalize-text";
import { tokenizeRequest } from "./local-engine/tokenize-request";
import type { ToolTraceEntry } from "./tool-trace";

/** Small local models (3 to 8 B) choose well among a dozen tools and badly among sixty. */
export const MAX_ROUTED_TOOLS = 12;

/** The tool through which a model asks for the tools of an app it was not given. */
export const MORE_TOOLS_NAME = "shifu_more_tools";

export const MoreToolsInputSchema = z.object({
  app: z
    .string()
    .max(60)
    .optional()
    .describe("El nombre de la app cuyas herramientas necesitas, por ejemplo «Slack». Sin él, lista las apps."),
});

export const MORE_TOOLS_DESCRIPTION =
  "Da acceso a las herramientas de otra app conectada cuando ninguna de las que tienes sirve para la petición. Sin app, lista las apps conectadas y lo que hace cada una; con app, activa sus herramientas para el paso siguiente.";

type ToolShape = { name: string; description: string; inputSchema: z.ZodType };

/** What one tool's definition costs in the prompt: its name, description and JSON schema, as the server sends them. */
export function estimateToolTokens(tools: readonly ToolShape[]): number {
  return tools.reduce(
    (total, tool) =>
      total +
      estimateTokens(
        JSON.stringify({
          type: "function",
          function: { name: tool.name, description: tool.description, parameters: z.toJSONSchema(tool.inputSchema) },
        }),
      ),
    0,
  );
}

const MORE_TOOLS_SHAPE: ToolShape = {
  name: MORE_TOOLS_NAME,
  description: MORE_TOOLS_DESCRIPTION,
  inputSchema: MoreToolsInputSchema,
};

/** The apps a request names ('en Slack', 'mi gmial'), in the order it names them. */
function findNamedApps(text: string): ServiceKey[] {
  const tokens = tokenizeRequest(text);
  const skip = new Set<number>();
  const apps: ServiceKey[] = [];
  for (let mention = matchAppName(tokens, skip); mention; mention = matchAppName(tokens, skip)) {
    if (!apps.includes(mention.app)) apps.push(mention.app);
    for (const index of mention.tokenIndexes) skip.add(index);
  }
  return apps;
}

/** The apps whose tools the conversation used last, newest first. */
export function findRecentApps(traces: readonly (readonly ToolTraceEntry[])[]): ServiceKey[] {
  const apps: ServiceKey[] = [];
  for (const trace of traces) {
    for (const entry of [...trace].reverse()) {
      const app = findAppTool(entry.tool)?.app;
      if (app && app !== "shifu" && !isMcpAppKey(app) && !apps.includes(app)) apps.push(app);
    }
  }
  return apps;
}

/** An app as a model names it ('Slack', 'google drive', 'gmail', 'linkedin_sales'). */
function readAppName(name: string): ServiceKey | undefined {
  const folded = foldCharacters(name.trim());
  const exact = serviceCatalogue.find(
    (service) => foldCharacters(service.name) === folded || service.key === folded.replace(/\s+/g, "_"),
  )?.key;
  return exact ?? findNamedApps(name)[0];
}

export type ToolRoute = {
  /** The names of the tools the model is offered at the next step. */
  active(): string[];
  /** Whether some tool of a connected app is left out, so the model needs a way to ask for it. */
  canWiden: boolean;
  /** The most the offered tools' schemas can cost in any step of this turn, to be kept out of the context budget. */
  reservedTokens: number;
  /** Offers `app`'s tools from the next step on, keeping as many of those already offered as fit. */
  widen(app: ServiceKey): string[];
  /** The connected apps whose tools are not offered now. */
  appsLeftOut(): ServiceKey[];
};

type RouteInput = {
  /** The user's request as written. */
  request: string;
  /** Every tool of the connected apps this assistant may use. */
  appTools: readonly AppTool[];
  /** Shifu's own tools (search everywhere, what is pending, what the user taught). */
  generalTools: readonly AppTool[];
  /** Apps the conversation used last, newest first. */
  recentApps: readonly ServiceKey[];
  /** The app of the item a notification card is about. */
  focusApp?: ServiceKey;
};

/** Whether a tool's act is the one asked: 'borra' is a bin where the app has one and a delete where it has not. */
function doesSameAct(toolAction: IntentAction, asked: IntentAction): boolean {
  const removals: readonly IntentAction[] = ["trash", "delete"];
  return toolAction === asked || (removals.includes(toolAction) && removals.includes(asked));
}

/** An app's tools, those that do what the request asks (its verb, its kind of object) first. */
function orderForRequest(tools: readonly AppTool[], intent: ReturnType<typeof detectIntent>): AppTool[] {
  const score = (tool: AppTool) =>
    (intent.action && doesSameAct(tool.intent.action, intent.action) ? 2 : 0) +
    (intent.objects.some((object) => tool.intent.objects.includes(object)) ? 1 : 0);
  return [...tools].sort((first, second) => score(second) - score(first));
}

/**
 * Chooses the tools a model is offered for one request: those of the app it names, of the app that holds the kind of
 * thing it asks about, and of the app the conversation used last, at most MAX_ROUTED_TOOLS. What the user taught is
 * always there; Shifu's search across apps and its pending summary come when no app fits or room is left; and
 * `shifu_more_tools` lets the model reach any other connected app. An assistant with few tools gets them all.
 */
export function routeModelTools(input: RouteInput): ToolRoute {
  const everything = [...input.appTools, ...input.generalTools];
  const byApp = new Map<ServiceKey, AppTool[]>();
  for (const tool of input.appTools) {
    const app = tool.app as ServiceKey;
    byApp.set(app, [...(byApp.get(app) ?? []), tool]);
  }
  if (everything.length <= MAX_ROUTED_TOOLS) {
    const names = everything.map((tool) => tool.name);
    return {
      active: () => names,
      canWiden: false,
      reservedTokens: estimateToolTokens(everything),
      widen: () => names,
      appsLeftOut: () => [],
    };
  }

  const intent = detectIntent(tokenizeRequest(input.request));
  const named = findNamedApps(input.request);
  // '¿qué tengo mañana?' names no thing, and asks for the agenda.
  const objects =
    intent.objects.length === 0 && asksForAgenda(normalizeText(input.request)) ? ["event" as const] : intent.objects;
  const byObject = objects.flatMap((object) => findAppsForObject(object));
  const candidates = [
    ...(input.focusApp ? [input.focusApp] : []),
    ...named,
    ...input.recentApps.slice(0, 1),
    ...byObject,
    ...input.recentApps.slice(1, 2),
  ];
  const apps = [...new Set(candidates)].filter((app) => byApp.has(app));
  const knowledge = input.generalTools.filter((tool) => tool.name === RECALL_KNOWLEDGE_TOOL);
  const acrossApps = input.generalTools.filter((tool) => !knowledge.includes(tool));
  const pinned: ToolShape[] = [MORE_TOOLS_SHAPE, ...knowledge];

  function fill(appOrder: readonly ServiceKey[], withAcrossApps: boolean): string[] {
    const chosen: ToolShape[] = [...pinned, ...(withAcrossApps ? acrossApps : [])];
    for (const app of appOrder) {
      for (const tool of orderForRequest(byApp.get(app) ?? [], intent)) {
        if (chosen.length < MAX_ROUTED_TOOLS) chosen.push(tool);
      }
    }
    for (const tool of acrossApps) if (chosen.length < MAX_ROUTED_TOOLS && !chosen.includes(tool)) chosen.push(tool);
    return chosen.map((tool) => tool.name);
  }

  const shapesByName = new Map<string, ToolShape>([
    [MORE_TOOLS_NAME, MORE_TOOLS_SHAPE],
    ...everything.map((tool): [string, ToolShape] => [tool.name, tool]),
  ]);
  const cost = (names: readonly string[]) => estimateToolTokens(names.flatMap((name) => shapesByName.get(name) ?? []));

  let active = fill(apps, apps.length === 0);
  let offeredApps = apps;
  // Any widening offers one app's tools beside the pinned ones; the reserve covers the largest such set.
  const reservedTokens = Math.max(cost(active), ...[...byApp.keys()].map((app) => cost(fill([app], false))));

  return {
    active: () => active,
    canWiden: true,
    reservedTokens,
    widen(app) {
      offeredApps = [app, ...offeredApps.filter((other) => other !== app)];
      let next = fill([app], false);
      // Earlier apps stay while they fit, in the budget reserved as well as in the count.
      for (let kept = offeredApps.length; kept > 1; kept--) {
        const candidate = fill(offeredApps.slice(0, kept), false);
        if (cost(candidate) <= reservedTokens) {
          next = candidate;
          break;
        }
      }
      active = next;
      return active;
    },
    appsLeftOut: () =>
      [...byApp.keys()].filter((app) => !(byApp.get(app) ?? []).some((tool) => active.includes(tool.name))),
  };
}

/** What `shifu_more_tools` answers the model, in Spanish: the apps it can widen to, or the tools now offered. */
export function describeMoreTools(
  route: ToolRoute,
  appTools: readonly AppTool[],
  requested: string | undefined,
  connectedApps: readonly ServiceKey[],
): string {
  const nameOf = (app: string) => findServiceByKey(app)?.name ?? app;
  if (requested) {
    const app = readAppName(requested);
    if (app && connectedApps.includes(app)) {
      const offered = route.widen(app);
      const tools = appTools.filter((tool) => tool.app === app && offered.includes(tool.name));
      return `Ya tienes las herramientas de ${nameOf(app)}: ${tools.map((tool) => `${tool.name} (${tool.description})`).join("; ")}.`;
    }
    const service = findServiceByKey(app ?? "");
    if (service?.comingSoon) return `${service.name} todavía no se puede conectar en Shifu (Próximamente).`;
    if (service) return `${service.name} no está conectada; el usuario puede conectarla con «Agregar servicio» (+).`;
  }
  const leftOut = route.appsLeftOut();
  if (leftOut.length === 0) return "Ya tienes las herramientas de todas las apps conectadas.";
  const lines = leftOut.map((app) => {
    const does = appTools
      .filter((tool) => tool.app === app)
      .map((tool) => tool.description.split(".")[0])
      .join("; ");
    return `- ${nameOf(app)}: ${does}`;
  });
  return [`Apps conectadas cuyas herramientas no tienes ahora (pide una con ${MORE_TOOLS_NAME}):`, ...lines].join("\n");
}
