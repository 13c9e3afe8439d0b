import type { AppDirectory, ToolContext } from "../app-tool";
import { fetchMicrosoftProfile } from "../families/microsoft";
import { listTeamsChats } from "./client";

/** Graph's largest page of chats. */
const CHAT_WINDOW = 50;

/**
 * The person's chats, each by its topic or, without one, by the other people in it (a one-to-one chat is the other
 * person's name), and everyone they chat with.
 */
export async function listTeamsDirectory({ api }: ToolContext): Promise<AppDirectory> {
  const [me, chats] = await Promise.all([fetchMicrosoftProfile(api), listTeamsChats(api, CHAT_WINDOW)]);
  const people = new Set<string>();
  const places = chats.map((chat) => {
    const others = (chat.members ?? [])
      .filter((member) => member.userId !== me.id)
      .flatMap((member) => (member.displayName ? [member.displayName] : []));
    for (const name of others) people.add(name);
    return {
      id: chat.id,
      name: chat.topic || others.join(", ") || chat.id,
      holds: "message" as const,
      kind: "chat" as const,
    };
  });
  return { places, people: [...people] };
}
