import type { JSONValue } from "@ai-sdk/provider";
import type { ChatName } from "@shifu/contract";
import type { ModelMessage } from "ai";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import type { ListedItem } from "../../integrations/app-tool";
import { isModelToolResult } from "./model-tool-result";

/** One tool call of a turn, kept with the reply in short form so later turns can refer to what it found. */
export type ToolTraceEntry = { tool: string; input: Record<string, unknown>; result: unknown };

/** Items a kept list shows: enough for 'el segundo' or 'el de Laura', small enough for a small model's context. */
const ITEMS_KEPT = 8;
const TITLE_CHARS = 90;
const TEXT_CHARS = 400;
const ARGUMENT_CHARS = 200;
/** Calls kept per turn: a turn makes at most a handful, and the earliest matter least. */
const CALLS_KEPT = 6;

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function compactItem(item: ListedItem): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      id: item.id,
      title: cut(item.title, TITLE_CHARS),
      from: item.from,
      date: item.date,
      due: item.due,
      place: item.place,
      amount: item.amount,
    }).filter(([, value]) => value !== undefined),
  );
}

/** A tool's result as the next turns need it: ids, titles, senders and dates, never whole bodies. */
export function compactToolResult(result: unknown): unknown {
  if (!isModelToolResult(result)) return { status: "error", message: "Sin resultado." };
  if (result.status === "approval_required") return { status: result.status, summary: result.summary };
  if (result.status !== "ok") return result;
  const { output } = result;
  switch (output.kind) {
    case "list":
      return {
        status: "ok",
        kind: "list",
        object: output.object,
        ...(output.total !== undefined ? { total: output.total } : {}),
        items: output.items.slice(0, ITEMS_KEPT).map(compactItem),
        ...(output.items.length > ITEMS_KEPT ? { more: output.items.length - ITEMS_KEPT } : {}),
      };
    case "document":
      return { status: "ok", kind: "document", item: compactItem(output.item), text: cut(output.text, TEXT_CHARS) };
    case "done":
      return {
        status: "ok",
        kind: "done",
        message: cut(output.message, TEXT_CHARS),
        ...(output.item ? { item: compactItem(output.item) } : {}),
      };
  }
}

function compactInput(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === "string" ? cut(value, ARGUMENT_CHARS) : value]),
  );
}

/** The calls of one turn, in the order they were made, cut to what is worth keeping. */
export function compactToolTrace(entries: readonly ToolTraceEntry[]): ToolTraceEntry[] {
  return entries.slice(-CALLS_KEPT).map((entry) => ({
    tool: entry.tool,
    input: compactInput(entry.input),
    result: compactToolResult(entry.result),
  }));
}

/**
 * A stored turn's calls as the model's own tool-call and tool-result messages, placed before the reply they led to,
 * so the model reads them as what it did then.
 */
export function rebuildToolMessages(messageId: string, trace: readonly ToolTraceEntry[]): ModelMessage[] {
  if (trace.length === 0) return [];
  const callId = (index: number) => `past_${messageId.slice(0, 8)}_${index}`;
  return [
    {
      role: "assistant",
      content: trace.map((entry, index) => ({
        type: "tool-call" as const,
        toolCallId: callId(index),
        toolName: entry.tool,
        input: entry.input,
      })),
    },
    {
      role: "tool",
      content: trace.map((entry, index) => ({
        type: "tool-result" as const,
        toolCallId: callId(index),
        toolName: entry.tool,
        output: { type: "json" as const, value: entry.result as JSONValue },
      })),
    },
  ];
}

/** The tool calls of the chat's last replies, newest first: which apps the conversation was about. */
export async function readRecentToolTraces(
  db: Database,
  input: { userId: string; chatName: ChatName; replies: number },
): Promise<ToolTraceEntry[][]> {
  const rows = await db
    .select({ toolTrace: chatMessages.toolTrace })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, input.userId),
        eq(chatMessages.chatName, input.chatName),
        eq(chatMessages.role, "assistant"),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(input.replies);
  return rows.map((row) => row.toolTrace ?? []);
}
