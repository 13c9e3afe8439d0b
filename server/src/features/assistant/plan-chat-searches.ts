import type { AppTool } from "../../integrations/app-tool";

/**
 * How many of a chat app's messages a search by words brings: Slack pages back through history only until this many
 * hold the words, so a search across every app stays a few calls.
 */
const MESSAGE_COUNT = 20;

/**
 * The team chats (Slack, Teams, Discord) have no search of their own, so a search across every app would never see
 * what was said in them ('¿quién avisó del corte de luz?'): each such app's listing of messages is asked for the
 * messages with the words (paging back, where it can), for the words to rank them by meaning.
 */
export function planChatSearches(
  appTools: readonly AppTool[],
  query: string,
): { tool: AppTool; args: Record<string, unknown> }[] {
  const searched = new Set(
    appTools.filter((tool) => !tool.writes && tool.intent.action === "search").map((tool) => tool.app),
  );
  const listings = new Map<string, AppTool>();
  for (const tool of appTools) {
    const listsMessages = !tool.writes && tool.intent.action === "list" && tool.intent.objects[0] === "message";
    if (listsMessages && !searched.has(tool.app) && !listings.has(tool.app)) listings.set(tool.app, tool);
  }
  return [...listings.values()].flatMap((tool) => {
    const args = tool.argsFromRequest({ text: query, lookFor: query, count: MESSAGE_COUNT });
    return args ? [{ tool, args }] : [];
  });
}
