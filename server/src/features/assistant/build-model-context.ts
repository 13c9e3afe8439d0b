import type { ChatName } from "@shifu/contract";
import type { ModelMessage } from "ai";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { chatMessages } from "../../db/schema";

/** No chat turn needs more than this many stored messages, whatever the budget: it bounds the query on huge chats. */
const MAX_MESSAGES_READ = 200;

/** A rough count that errs high for Spanish text (about 3.5 characters per token), so a budget is never overrun. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3.5) + 4;
}

/**
 * The model's view of the conversation, from the server's own store rather than the history the client sent: the
 * newest messages that fit in the budget left after the system prompt, oldest first. The newest message (the
 * user's request) is always kept, cut to the budget if it alone is larger.
 */
export async function buildModelContext(
  db: Database,
  input: { userId: string; chatName: ChatName; tokenBudget: number; systemPrompt: string },
): Promise<ModelMessage[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, input.userId), eq(chatMessages.chatName, input.chatName)))
    .orderBy(desc(chatMessages.seq))
    .limit(MAX_MESSAGES_READ);

  let remaining = Math.max(0, input.tokenBudget - estimateTokens(input.systemPrompt));
  const kept: ModelMessage[] = [];
  for (const [index, row] of rows.entries()) {
    const cost = estimateTokens(row.content);
    if (cost > remaining) {
      if (index === 0) kept.push({ role: row.role, content: row.content.slice(0, Math.max(1, remaining) * 3) });
      break;
    }
    remaining -= cost;
    kept.push({ role: row.role, content: row.content });
  }
  // A model context must not open with the assistant speaking.
  while (kept.length > 1 && kept.at(-1)?.role === "assistant") kept.pop();
  return kept.reverse();
}
