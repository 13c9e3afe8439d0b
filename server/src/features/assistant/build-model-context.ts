import type { ChatName } from "@shifu/contract";
import type { ModelMessage } from "ai";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";
import { rebuildToolMessages } from "./tool-trace";

/** No chat turn needs more than this many stored messages, whatever the budget: it bounds the query on huge chats. */
const MAX_MESSAGES_READ = 200;

/** Replies whose tool calls are shown again: older ones are referred to by their text, if at all. */
const REPLIES_WITH_TOOL_CALLS = 3;

/** A rough count that errs high for Spanish text (about 3.5 characters per token), so a budget is never overrun. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3.5) + 4;
}

/**
 * The model's view of the conversation, from the server's own store rather than the history the client sent: the
 * newest messages that fit in the budget left after the system prompt and the tools' schemas, oldest first. The
 * newest replies come with the tool calls that led to them, in short form, while they fit. The newest message (the
 * user's request) is always kept, cut to the budget if it alone is larger.
 */
export async function buildModelContext(
  db: Database,
  input: { userId: string; chatName: ChatName; tokenBudget: number; systemPrompt: string; toolTokens: number },
): Promise<ModelMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      toolTrace: chatMessages.toolTrace,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, input.userId), eq(chatMessages.chatName, input.chatName)))
    .orderBy(desc(chatMessages.seq))
    .limit(MAX_MESSAGES_READ);

  let remaining = Math.max(0, input.tokenBudget - estimateTokens(input.systemPrompt) - input.toolTokens);
  let repliesWithCalls = 0;
  // Newest first; reversed at the end.
  const kept: ModelMessage[] = [];
  for (const [index, row] of rows.entries()) {
    const cost = estimateTokens(row.content);
    if (cost > remaining) {
      if (index === 0) kept.push({ role: row.role, content: row.content.slice(0, Math.max(1, remaining) * 3) });
      break;
    }
    remaining -= cost;
    kept.push({ role: row.role, content: row.content });
    if (row.role !== "assistant" || !row.toolTrace?.length || repliesWithCalls >= REPLIES_WITH_TOOL_CALLS) continue;
    const calls = rebuildToolMessages(row.id, row.toolTrace);
    const callsCost = estimateTokens(JSON.stringify(calls));
    if (callsCost > remaining) continue;
    remaining -= callsCost;
    repliesWithCalls += 1;
    kept.push(...calls.reverse());
  }
  // A model context opens with the user speaking: never with a reply, nor with a call whose request was cut off.
  while (kept.length > 1 && kept.at(-1)?.role !== "user") kept.pop();
  return kept.reverse();
}
