import type { IntentObject, ListedItem } from "../../../integrations/app-tool";

/** The text an item holds: a message is its text; anything else its name, its text and its notes. */
export function readItemText(item: ListedItem, object: IntentObject): string {
  const body = item.snippet && item.snippet.length > item.title.length ? item.snippet : "";
  // A chat's listing shows a message's start as its title and the whole of it, when longer, as its snippet.
  if (object === "message") return body || item.title;
  return [item.title, body, ...(item.details ?? [])].filter(Boolean).join("\n");
}

/**
 * The text of a listed thing that may answer a question about it, and the thing as it is read: a message, or a thing
 * the listing shows only by its name (a chat message found by a search), is its own text with no title apart; a mail
 * or a task is read for its text and notes, its name saying only which one it is.
 */
export function readAnsweringText(item: ListedItem, object: IntentObject): { text: string; asRead: ListedItem } {
  const body = item.snippet && item.snippet.length > item.title.length ? item.snippet : "";
  const own = object === "message" ? "" : [body, ...(item.details ?? [])].filter(Boolean).join("\n");
  if (own) return { text: own, asRead: item };
  return { text: body || item.title, asRead: { ...item, title: "" } };
}
