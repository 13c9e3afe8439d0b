import { serviceCatalogue } from "@shifu/contract";
import { expandDayTokens } from "./expand-day-tokens";
import type { ArgumentFact, UnderstandingCase } from "./understanding-case";

/** What one chat turn did, read from the route's stream: the tools it called, the cards it proposed, its reply. */
export type ObservedTurn = {
  toolCalls: { toolName: string; input: Record<string, unknown> }[];
  approvals: { tool: string; summary: string; args: Record<string, unknown> }[];
  reply: string;
  latencyMs: number;
  /** Why the AI SDK's own client could not read the stream, as the browser would fail on it; undefined when it could. */
  clientError?: string;
};

export type CaseScore = {
  /** Every expected tool was called, no other write was proposed (none at all for answers and refusals). */
  rightTool: boolean;
  /** The right tools, and every argument fact holds. */
  rightArguments: boolean;
  /** The reply or a card carries the facts the answer needs; a refusal speaks to users, not developers. */
  usefulAnswer: boolean;
  /** Why a check failed, in a few words, for the report. */
  misses: string[];
};

/** Lower case, no accents, no Markdown emphasis, one space between words: how people compare a reply with a fact. */
export function normalizeForComparison(text: string): string {
  return text
    .replace(/\*\*|`/g, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

function containsAny(haystack: string, alternatives: string): boolean {
  const normalized = normalizeForComparison(haystack);
  return alternatives.split("|").some((alternative) => normalized.includes(normalizeForComparison(alternative)));
}

function matchesTool(expected: string, toolName: string): boolean {
  return expected.split("|").includes(toolName);
}

function holdsFor(fact: ArgumentFact, turn: ObservedTurn): boolean {
  if (fact.card !== undefined) {
    const card = fact.card;
    return turn.approvals.some(
      (approval) => matchesTool(fact.tool, approval.tool) && containsAny(approval.summary, card),
    );
  }
  const fields = (fact.field ?? "").split("|");
  const inputs = [
    ...turn.toolCalls.filter((call) => matchesTool(fact.tool, call.toolName)).map((call) => call.input),
    ...turn.approvals.filter((approval) => matchesTool(fact.tool, approval.tool)).map((approval) => approval.args),
  ];
  return inputs.some((input) =>
    fields.some((field) => {
      const value = input[field];
      if (fact.equals !== undefined) return value === fact.equals;
      if (value === undefined || value === null) return false;
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      return containsAny(text, fact.contains ?? "");
    }),
  );
}

/** Services shown as 'Próximamente': a reply must never suggest connecting them. */
const comingSoonNames = serviceCatalogue.filter((service) => service.comingSoon).map((service) => service.name);

/** What only a developer should read: environment variables, model settings, tool and internal names. */
const DEVELOPER_TALK = [
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/,
  /\bLLM\b/,
  /modelo de lenguaje configurado/i,
  /\b[a-z]+_(list|search|read|create|send|post|trash|delete|archive|reply|forward|add|complete|label|summarize)_[a-z_]+\b/,
  /\b(undefined|null|NaN|\[object Object\])\b/,
];

function findDeveloperTalk(reply: string): string | undefined {
  return DEVELOPER_TALK.map((pattern) => pattern.exec(reply)?.[0]).find((match) => match !== undefined);
}

/** Words that make a sentence about connecting a service say it cannot be done yet, rather than suggest it. */
const NOT_YET = /\b(no|aun|todavia|proximamente|pronto|disponible mas adelante)\b/;

/** The 'Próximamente' service a sentence of the reply suggests connecting, if any. */
function suggestsComingSoon(reply: string): string | undefined {
  const sentences = normalizeForComparison(reply).split(/[.!?\n]+/);
  return comingSoonNames.find((name) => {
    const app = new RegExp(`\\b${normalizeForComparison(name)}\\b`);
    return sentences.some((sentence) => app.test(sentence) && /conect/.test(sentence) && !NOT_YET.test(sentence));
  });
}

function scoreRightTool(item: UnderstandingCase, turn: ObservedTurn, misses: string[]): boolean {
  const called = turn.toolCalls.map((call) => call.toolName);
  if (item.kind === "abstain") {
    if (turn.approvals.length === 0) return true;
    misses.push(`propuso ${turn.approvals.map((approval) => approval.tool).join(", ")}`);
    return false;
  }
  if (item.tools.length === 0) {
    if (called.length === 0) return true;
    misses.push(`llamó ${called.join(", ")} sin hacer falta`);
    return false;
  }
  const missing = item.tools.filter((expected) => !called.some((name) => matchesTool(expected, name)));
  const extraWrites = turn.approvals.filter(
    (approval) => !item.tools.some((expected) => matchesTool(expected, approval.tool)),
  );
  if (missing.length > 0) misses.push(`faltó ${missing.join(", ")} (llamó ${called.join(", ") || "nada"})`);
  if (extraWrites.length > 0) misses.push(`propuso ${extraWrites.map((approval) => approval.tool).join(", ")}`);
  return missing.length === 0 && extraWrites.length === 0;
}

/** Scores one case against what its turn did. */
export function scoreUnderstandingCase(item: UnderstandingCase, turn: ObservedTurn): CaseScore {
  const misses: string[] = [];
  const rightTool = scoreRightTool(item, turn, misses);
  const failedFacts = item.args.filter((fact) => !holdsFor(fact, turn));
  for (const fact of failedFacts) {
    misses.push(`argumento ${fact.tool}.${fact.field ?? "tarjeta"} ≠ ${fact.contains ?? fact.equals ?? fact.card}`);
  }
  const rightArguments = rightTool && failedFacts.length === 0;

  const said = [turn.reply, ...turn.approvals.map((approval) => approval.summary)].join("\n");
  const now = Date.now();
  const missingFacts = item.answer.map((fact) => expandDayTokens(fact, now)).filter((fact) => !containsAny(said, fact));
  for (const fact of missingFacts) misses.push(`la respuesta no dice «${fact}»`);
  let usefulAnswer = turn.reply.trim().length > 0 && missingFacts.length === 0;
  const developerTalk = findDeveloperTalk(said);
  if (developerTalk) {
    misses.push(`habla a desarrolladores: «${developerTalk}»`);
    usefulAnswer = false;
  }
  const comingSoon = suggestsComingSoon(turn.reply);
  if (comingSoon) {
    misses.push(`sugiere conectar ${comingSoon}, que aún no se puede`);
    usefulAnswer = false;
  }
  if (turn.clientError) {
    misses.push(`el navegador no puede leer la respuesta: ${turn.clientError}`);
    usefulAnswer = false;
  }
  return { rightTool, rightArguments, usefulAnswer, misses };
}
