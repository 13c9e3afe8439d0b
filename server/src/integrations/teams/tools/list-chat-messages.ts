import { z } from "zod";
import type { ToolContext } from "../../app-tool";
import { defineTool } from "../../app-tool";
import { fetchMicrosoftProfile, MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { matchesPersonName } from "../../match-person-name";
import { listTeamsChatMessages, listTeamsChats, type TeamsChat } from "../client";
import { createChatMessageItem } from "../create-teams-item";

const ListChatMessagesInputSchema = z.object({
  chatId: z.string().optional().describe("Identificador del chat, tal como lo da teams_list_recent_chats"),
  chat: z.string().optional().describe("Persona con la que es el chat, o tema de un chat de grupo"),
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos mensajes mostrar (5 si no se dice)"),
  from: z.string().min(1).optional().describe("Solo los mensajes que escribió esta persona (su nombre)"),
});

/** With no chat named, the newest messages come from this many of the most recently active chats. */
const RECENT_CHATS = 5;
/** Graph's largest page of chats, to find a chat by person or topic. */
const CHAT_WINDOW = 50;

/** The chat a person or topic means: a one-on-one chat with that person before a group they are in. */
function pickChat(chats: readonly TeamsChat[], wanted: string, myUserId: string): TeamsChat | undefined {
  const byTopic = chats.find((chat) => chat.topic && matchesPersonName(chat.topic, wanted));
  const withPerson = chats.filter((chat) =>
    (chat.members ?? []).some(
      (member) =>
        member.userId !== myUserId && matchesPersonName(`${member.displayName ?? ""} ${member.email ?? ""}`, wanted),
    ),
  );
  return withPerson.find((chat) => chat.chatType === "oneOnOne") ?? byTopic ?? withPerson[0];
}

async function findChats(context: ToolContext, input: { chatId?: string; chat?: string }, myUserId: string) {
  const chats = await listTeamsChats(context.api, input.chatId || input.chat ? CHAT_WINDOW : RECENT_CHATS);
  if (input.chatId) {
    const chat = chats.find((candidate) => candidate.id === input.chatId);
    return [chat ?? { id: input.chatId, topic: null, chatType: "oneOnOne" }];
  }
  if (!input.chat) return chats;
  const chat = pickChat(chats, input.chat, myUserId);
  if (!chat) throw new Error(`No tienes ningún chat de Teams con «${input.chat}».`);
  return [chat];
}

export const teamsListChatMessages = defineTool({
  name: "teams_list_chat_messages",
  app: "teams",
  description:
    "Lista los últimos mensajes de Microsoft Teams, del más nuevo al más antiguo, con autor y fecha: los de un chat " +
    "(por su identificador, la persona con quien es o su tema) o, si no se indica ninguno, los de los chats más recientes; " +
    "con `from`, solo los que escribió esa persona.",
  inputSchema: ListChatMessagesInputSchema,
  writes: false,
  intent: { action: "list", objects: ["message"] },
  argsFromRequest: (request) => {
    const { place } = request;
    const from = request.author ? { from: request.author } : {};
    if (place) return { count: readListCount(request.count), chatId: place.id, chat: place.name, ...from };
    const chat = request.quoted ?? request.email ?? request.person;
    return { count: readListCount(request.count), ...(chat ? { chat } : {}), ...from };
  },
  execute: async (context, input) => {
    const count = readListCount(input.count);
    const me = await fetchMicrosoftProfile(context.api);
    const chats = await findChats(context, input, me.id);
    const perChat = await Promise.all(
      chats.map(async (chat) => {
        // One person's messages are picked out of a longer stretch: Graph's chat messages take no author filter.
        const messages = await listTeamsChatMessages(context.api, chat.id, input.from ? MAX_LIST_COUNT : count);
        // System events (members added, calls) are not messages anyone wrote.
        return messages
          .filter(
            (message) =>
              message.messageType === "message" &&
              !message.deletedDateTime &&
              (!input.from || matchesPersonName(message.from?.user?.displayName ?? "", input.from)),
          )
          .map((message) => ({ message, chat }));
      }),
    );
    const newestFirst = perChat
      .flat()
      .sort((left, right) => Date.parse(right.message.createdDateTime) - Date.parse(left.message.createdDateTime));
    return {
      kind: "list",
      object: "message",
      items: newestFirst.slice(0, count).map(({ message, chat }) => createChatMessageItem(message, chat, me.id)),
    };
  },
});
