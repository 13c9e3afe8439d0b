import type { AssistantKey } from "@shifu/contract/chats";
import { DEFAULT_ASSISTANT_KEY, findAssistantChat } from "@shifu/contract/plain/chats";
import { isMcpAppKey, type McpAppKey, toMcpChatName } from "@shifu/contract/plain/mcp-servers";
import { type AppLogo, selectInitialLogo, selectLogo } from "../../shared/brand-logos/select-logo";

/**
 * The assistant the user is talking to: the general one ('Shifu') or one per connected app. `type` is its assistant
 * key (chat paths, history), `title` the name shown in the header, `icon` the lowercase name its logo is chosen by.
 */
export type CurrentAssistant = { type: AssistantKey | McpAppKey; title: string; icon: string };

/** The stored chat's name: the catalogue's for an app, '{name}Chat' for a connected MCP server. */
export function readChatName(assistant: CurrentAssistant): string | undefined {
  return isMcpAppKey(assistant.type) ? toMcpChatName(assistant.title) : findAssistantChat(assistant.type)?.chatName;
}

export const defaultAssistant: CurrentAssistant = { type: DEFAULT_ASSISTANT_KEY, title: "Shifu", icon: "shifu" };

/** Its logo: the brand's for an app, a generic mark with the initial for a connected MCP server. */
export function selectAssistantLogo(assistant: CurrentAssistant): AppLogo {
  return isMcpAppKey(assistant.type) ? selectInitialLogo(assistant.title) : selectLogo(assistant.icon);
}
