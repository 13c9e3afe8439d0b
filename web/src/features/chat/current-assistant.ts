import { type AssistantKey, DEFAULT_ASSISTANT_KEY } from "@shifu/contract/chats";

/**
 * The assistant the user is talking to: the general one ('Shifu') or one per connected app. `type` is its assistant
 * key (chat paths, history), `title` the name shown in the header, `icon` the lowercase name its logo is chosen by.
 */
export type CurrentAssistant = { type: AssistantKey; title: string; icon: string };

export const defaultAssistant: CurrentAssistant = { type: DEFAULT_ASSISTANT_KEY, title: "Shifu", icon: "shifu" };
