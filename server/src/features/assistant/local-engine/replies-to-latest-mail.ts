import type { AppTool } from "../../../integrations/app-tool";
import type { SpanishRequest } from "./parse-spanish-request";

/**
 * 'contéstale a Marta que me parece bien' in the general chat, with no app or place named: answering someone is
 * answering what they sent, their latest mail, even when a team chat also has them among its members. Only an app or
 * a channel said makes it a message in a chat.
 */
export function repliesToLatestMail(parsed: SpanishRequest, tools: readonly AppTool[]): boolean {
  const { request } = parsed;
  if (parsed.action !== "reply" || parsed.app || !request.person || request.channel || request.place) return false;
  if (parsed.objects.some((object) => object !== "email" && object !== "message")) return false;
  return tools.some((tool) => tool.intent.action === "reply" && tool.intent.objects.includes("email"));
}
