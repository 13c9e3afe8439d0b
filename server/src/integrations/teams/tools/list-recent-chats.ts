import { z } from "zod";
import { defineTool } from "../../app-tool";
import { fetchMicrosoftProfile, MAX_LIST_COUNT, readListCount } from "../../families/microsoft";
import { listTeamsChats } from "../client";
import { createChatItem } from "../create-teams-item";

const ListRecentChatsInputSchema = z.object({
  count: z.number().int().min(1).max(MAX_LIST_COUNT).optional().describe("Cuántos chats mostrar (5 si no se dice)"),
});

export const teamsListRecentChats = defineTool({
  name: "teams_list_recent_chats",
  app: "teams",
  description:
    "Lista los chats de Microsoft Teams con actividad más reciente: con quién es cada chat, el último mensaje, quién " +
    "lo escribió, cuándo, y el enlace para abrirlo.",
  inputSchema: ListRecentChatsInputSchema,
  writes: false,
  intent: { action: "list", objects: ["chat"] },
  argsFromRequest: (request) => ({ count: readListCount(request.count) }),
  execute: async (context, input) => {
    const [me, chats] = await Promise.all([
      fetchMicrosoftProfile(context.api),
      listTeamsChats(context.api, readListCount(input.count)),
    ]);
    return { kind: "list", object: "chat", items: chats.map((chat) => createChatItem(chat, me.id)) };
  },
});
