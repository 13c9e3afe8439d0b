import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { AssistantKey, ServiceKey } from "@shifu/contract";
import type { AppTool, ListedItem } from "../../../integrations/app-tool";
import { RECALL_KNOWLEDGE_TOOL } from "../create-recall-knowledge-tool";
import { chooseTool } from "./choose-tool";
import {
  composeBulkRefusal,
  composeCannotDoWith,
  composeCategoryInvitation,
  composeGreeting,
  composeHelp,
  composeInvitation,
  composeMissingPiece,
  composeNoToolsYet,
  composeNotUnderstood,
  composeOtherAppRedirect,
  composeOutOfScope,
  composeThanks,
} from "./compose-spanish-replies";
import { continueFollowUp } from "./continue-follow-up";
import { findAppsForObject } from "./find-apps-for-object";
import { formatToolOutput } from "./format-tool-output";
import { normalizeText } from "./normalize-text";
import { parseSpanishRequest, type SpanishRequest } from "./parse-spanish-request";
import { pickTargetItem } from "./pick-target-item";
import { readConversation, type ToolStep } from "./read-conversation";

export type LocalEngineOptions = {
  assistant: AssistantKey;
  connectedApps: readonly ServiceKey[];
  /** Exactly the tools offered to the model in this call. */
  tools: readonly AppTool[];
  now: () => Date;
  timeZone: string;
  /** The item a notification card's custom action is about: 'etiquétalo' means this one. */
  focus?: { app: ServiceKey; item: ListedItem };
};

/** What the engine answers in one step: words, or one tool call. */
export type LocalReply =
  | { kind: "text"; text: string }
  | { kind: "tool-call"; toolName: string; input: Record<string, unknown> };

type RequestPlan =
  | { kind: "text"; text: string }
  /** `finder` runs first when the tool acts on something that has to be found. */
  | { kind: "call"; tool: AppTool; args: Record<string, unknown>; finder?: AppTool };

/** Bounds the calls of one turn, whatever the tools answer. */
const MAX_STEPS = 4;

function text(value: string): RequestPlan {
  return { kind: "text", text: value };
}

/**
 * A tool's input from the request; when the tool cannot use the person it was given ('la hoja de Marta' to a search
 * by text), the person is offered as words to search for.
 */
function readArgs(tool: AppTool, request: SpanishRequest["request"]): Record<string, unknown> | null {
  const args = tool.argsFromRequest(request);
  if (args || !request.person || request.keywords) return args;
  return tool.argsFromRequest({ ...request, keywords: request.person });
}

/**
 * A search the request cannot feed ('las 2 presentaciones más nuevas' has nothing to search for) falls back to the
 * same app's listing of the same things.
 */
function readListingInstead(
  tool: AppTool,
  parsed: SpanishRequest,
  candidates: readonly AppTool[],
): { tool: AppTool; args: Record<string, unknown> } | undefined {
  if (tool.intent.action !== "search" || parsed.action !== "list") return undefined;
  const listing = candidates.find(
    (candidate) =>
      candidate.app === tool.app &&
      candidate.intent.action === "list" &&
      candidate.intent.objects.some((object) => tool.intent.objects.includes(object)),
  );
  const args = listing && readArgs(listing, parsed.request);
  return listing && args ? { tool: listing, args } : undefined;
}

/** The tool that finds a write's target: its declared search, or a listing of the same app when nothing narrows. */
function planFinder(tool: AppTool, parsed: SpanishRequest, tools: readonly AppTool[]): RequestPlan {
  const search = tools.find((candidate) => candidate.name === tool.target?.searchTool);
  const searchArgs = search && readArgs(search, parsed.request);
  if (search && searchArgs) return { kind: "call", tool, finder: search, args: searchArgs };
  const listing = tools.find(
    (candidate) =>
      candidate.app === tool.app &&
      candidate.intent.action === "list" &&
      !candidate.writes &&
      candidate.intent.objects.some((object) => tool.intent.objects.includes(object)),
  );
  const listingArgs = listing && readArgs(listing, parsed.request);
  if (listing && listingArgs) return { kind: "call", tool, finder: listing, args: listingArgs };
  const direct = tool.argsFromRequest(parsed.request);
  if (direct) return { kind: "call", tool, args: direct };
  return text(composeMissingPiece("target", parsed.objects));
}

const CHANGES: readonly string[] = ["trash", "delete", "archive", "complete", "label"];

/** 'borra todos mis correos': no tool changes things in bulk, so the engine says so instead of picking one. */
function asksForBulkChange(parsed: SpanishRequest): boolean {
  return CHANGES.includes(parsed.action ?? "") && /\b(todos|todas|todo)\b/.test(normalizeText(parsed.request.text));
}

/**
 * A notification card's custom action already names its item ('etiquétalo como Facturas', 'bórralo'): the change the
 * verb asks for is made to that item, with no search and no need to name the object.
 */
function planFocusedRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const { focus } = options;
  if (!focus || !parsed.action) return undefined;
  // 'ponle la etiqueta Pagos' reads as creating a label; said of an item, it labels that item.
  const labelsIt = parsed.action === "create" && parsed.objects.includes("label");
  const action = labelsIt ? "label" : parsed.action;
  const objects = labelsIt ? [] : parsed.objects;
  for (const tool of options.tools) {
    if (tool.app !== focus.app || !tool.target || tool.intent.action !== action) continue;
    if (objects.length > 0 && !tool.intent.objects.some((object) => objects.includes(object))) continue;
    const args = tool.argsFromRequest(parsed.request, focus.item);
    return args ? { kind: "call", tool, args } : text(composeMissingPiece(action, tool.intent.objects));
  }
  return undefined;
}

/**
 * A question about what the person taught goes to Shifu's memory, whatever app is connected; the memory is never an
 * app's tool to choose otherwise.
 */
function planKnowledgeRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan | undefined {
  const recall = options.tools.find((tool) => tool.name === RECALL_KNOWLEDGE_TOOL);
  if (!parsed.aboutKnowledge || !recall) return undefined;
  const args = recall.argsFromRequest(parsed.request);
  return args ? { kind: "call", tool: recall, args } : undefined;
}

/** Decides, from the user's message alone, what to say or which tool to call first. */
function planRequest(parsed: SpanishRequest, options: LocalEngineOptions): RequestPlan {
  const focused = planFocusedRequest(parsed, options);
  if (focused) return focused;
  const knowledge = planKnowledgeRequest(parsed, options);
  if (knowledge) return knowledge;
  const { assistant, connectedApps } = options;
  const own = assistant === "shifu" ? undefined : assistant;
  if (parsed.act === "greeting") return text(composeGreeting(assistant, connectedApps));
  if (parsed.act === "thanks") return text(composeThanks());
  if (parsed.act === "help") return text(composeHelp(assistant, connectedApps));
  if (parsed.act === "outOfScope") return text(composeOutOfScope(assistant, connectedApps));
  if (own && !connectedApps.includes(own)) return text(composeInvitation(own));

  let candidates = options.tools.filter((tool) => tool.name !== RECALL_KNOWLEDGE_TOOL);
  if (parsed.app && parsed.app !== own) {
    if (own) return text(composeOtherAppRedirect(parsed.app));
    if (!connectedApps.includes(parsed.app)) return text(composeInvitation(parsed.app));
    candidates = candidates.filter((tool) => tool.app === parsed.app);
    if (candidates.length === 0) return text(composeNoToolsYet(parsed.app));
  }

  if (asksForBulkChange(parsed)) return text(composeBulkRefusal());
  const tool = chooseTool(parsed, candidates, connectedApps, own !== undefined || parsed.app !== undefined);
  if (!tool) {
    const apps = findAppsForObject(parsed.objects[0]);
    const connected = apps.filter((app) => connectedApps.includes(app));
    if (!own && apps.length > 0 && connected.length === 0) {
      return text(apps.length === 1 && apps[0] ? composeInvitation(apps[0]) : composeCategoryInvitation(apps));
    }
    const settledApp = own ?? parsed.app;
    if (settledApp && parsed.action) return text(composeCannotDoWith(settledApp));
    return text(composeNotUnderstood(assistant, connectedApps));
  }
  // Searching or summarising across apps when none is connected would only ever find nothing.
  if (tool.app === "shifu" && connectedApps.length === 0) return text(composeHelp(assistant, connectedApps));
  if (tool.target) return planFinder(tool, parsed, options.tools);
  const args = readArgs(tool, parsed.request);
  if (args) return { kind: "call", tool, args };
  const listing = readListingInstead(tool, parsed, candidates);
  if (listing) return { kind: "call", ...listing };
  return text(
    composeMissingPiece(
      parsed.action ?? tool.intent.action,
      parsed.objects.length > 0 ? parsed.objects : tool.intent.objects,
    ),
  );
}

/** What was looked for, to say so when nothing turned up. */
function describeSearch(parsed: SpanishRequest): string | undefined {
  const { request } = parsed;
  return request.quoted ?? request.keywords ?? request.person ?? request.channel;
}

/** The final words for a tool's result. */
function describeResult(step: ToolStep, parsed: SpanishRequest, options: LocalEngineOptions): string {
  const result = step.result;
  if (!result) return "La herramienta no devolvió nada. Inténtalo de nuevo en un momento.";
  switch (result.status) {
    case "ok":
      return formatToolOutput(result.output, {
        now: options.now(),
        timeZone: options.timeZone,
        searched: describeSearch(parsed),
        ...(step.toolName === RECALL_KNOWLEDGE_TOOL ? { heading: "Esto es lo que me has contado:" } : {}),
      });
    case "approval_required":
      return `Para hacerlo necesito tu confirmación: **${result.summary}**. Pulsa «Confirmar» o «Cancelar».`;
    case "not_connected":
      return composeInvitation(result.app);
    case "error":
      return `No he podido hacerlo: ${result.message}`;
    case "denied":
      return "De acuerdo, no lo he hecho.";
  }
}

/** After the finder answered: act on the item the user meant, or say that none matched. */
function continueWithTarget(
  plan: Extract<RequestPlan, { kind: "call" }>,
  finderStep: ToolStep,
  parsed: SpanishRequest,
  options: LocalEngineOptions,
): LocalReply {
  const result = finderStep.result;
  if (result?.status !== "ok" || result.output.kind !== "list")
    return { kind: "text", text: describeResult(finderStep, parsed, options) };
  const item = pickTargetItem(result.output.items, parsed.request);
  if (!item) {
    const searched = describeSearch(parsed);
    return {
      kind: "text",
      text: searched
        ? `No he encontrado nada que coincida con «${searched}», así que no he hecho nada.`
        : "No he encontrado nada sobre lo que actuar, así que no he hecho nada.",
    };
  }
  const args = plan.tool.argsFromRequest(parsed.request, item);
  if (!args)
    return { kind: "text", text: composeMissingPiece(parsed.action ?? plan.tool.intent.action, parsed.objects) };
  return { kind: "tool-call", toolName: plan.tool.name, input: args };
}

/**
 * One step of the local engine. Only the user's last message decides what to do; tool results are data that can only
 * be shown, or, when the user asked to act on something, searched for the item they named.
 */
export function planLocalReply(options: LocalEngineOptions, prompt: LanguageModelV3Prompt): LocalReply {
  const conversation = readConversation(prompt);
  const context = { now: options.now(), timeZone: options.timeZone };
  const previous =
    conversation.previousUserText === undefined
      ? undefined
      : parseSpanishRequest(conversation.previousUserText, context);
  const parsed = continueFollowUp(
    parseSpanishRequest(conversation.userText, {
      ...context,
      followsKnowledgeQuestion: previous?.aboutKnowledge === true,
    }),
    previous,
  );
  const plan = planRequest(parsed, options);
  const last = conversation.steps.at(-1);
  if (!last) {
    if (plan.kind === "text") return plan;
    return { kind: "tool-call", toolName: (plan.finder ?? plan.tool).name, input: plan.args };
  }
  const targetPending =
    plan.kind === "call" &&
    plan.finder !== undefined &&
    last.toolName === plan.finder.name &&
    !conversation.steps.some((step) => step.toolName === plan.tool.name);
  if (targetPending && plan.kind === "call" && conversation.steps.length < MAX_STEPS) {
    return continueWithTarget(plan, last, parsed, options);
  }
  return { kind: "text", text: describeResult(last, parsed, options) };
}
