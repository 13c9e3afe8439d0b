import type { ListedItem, ToolContext } from "../app-tool";
import { getGmailMessage, listGmailLabels, listGmailMessages } from "./client";
import { createGmailItem } from "./create-gmail-item";

/**
 * Gmail lists only ids, so each message's headers are fetched beside the labels that name its folders. `total` is
 * Gmail's own count of every match, not the length of this page.
 */
export async function listGmailItems(
  context: ToolContext,
  options: { q?: string; labelId?: string; count: number },
): Promise<{ items: ListedItem[]; total?: number }> {
  const [list, labels] = await Promise.all([
    listGmailMessages(context.api, { q: options.q, labelId: options.labelId, maxResults: options.count }),
    listGmailLabels(context.api),
  ]);
  const messages = await Promise.all(
    (list.messages ?? []).slice(0, options.count).map((entry) => getGmailMessage(context.api, entry.id, "metadata")),
  );
  return { items: messages.map((message) => createGmailItem(message, labels)), total: list.resultSizeEstimate };
}
