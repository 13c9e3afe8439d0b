import { z } from "zod";

/** One chat per assistant: its URL key (GET /get_{key}_chat, POST /api/chat/{key}) and its stored chat name. */
export const assistantChats = [
  { key: "shifu", chatName: "Principal" },
  { key: "gmail", chatName: "GmailChat" },
  { key: "notion", chatName: "NotionChat" },
  { key: "drive", chatName: "DriveChat" },
  { key: "dropbox", chatName: "DropboxChat" },
  { key: "slack", chatName: "SlackChat" },
  { key: "asana", chatName: "AsanaChat" },
  { key: "hubspot", chatName: "HubSpotChat" },
  { key: "outlook", chatName: "OutlookChat" },
  { key: "clickup", chatName: "ClickUpChat" },
  { key: "onedrive", chatName: "OneDriveChat" },
  { key: "docs", chatName: "DocsChat" },
  { key: "sheets", chatName: "SheetsChat" },
  { key: "slides", chatName: "SlidesChat" },
  { key: "discord", chatName: "DiscordChat" },
  { key: "facebook", chatName: "FacebookChat" },
  { key: "jira", chatName: "JiraChat" },
  { key: "linkedin", chatName: "LinkedInChat" },
  { key: "linkedin_sales", chatName: "LinkedInSalesChat" },
  { key: "monday", chatName: "MondayChat" },
  { key: "salesforce", chatName: "SalesforceChat" },
  { key: "whatsapp", chatName: "WhatsAppChat" },
  { key: "teams", chatName: "TeamsChat" },
  { key: "instagram", chatName: "InstagramChat" },
] as const;

export type AssistantKey = (typeof assistantChats)[number]["key"];
export type ChatName = (typeof assistantChats)[number]["chatName"];
export const DEFAULT_ASSISTANT_KEY: AssistantKey = "shifu";
export const MAIN_CHAT_NAME: ChatName = "Principal";

export const CHAT_MESSAGE_MAX_LENGTH = 8_000;
export const CHAT_HISTORY_MAX_MESSAGES = 500;

export function findAssistantChat(key: string) {
  return assistantChats.find((chat) => chat.key === key);
}

export const ChatRoleSchema = z.enum(["user", "assistant"]);

export const StoredChatMessageSchema = z.object({
  content: z.string(),
  timestamp: z.string(),
  role: ChatRoleSchema,
  name: z.string().optional(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

export const ChatHistoryResponseSchema = z.object({ messages: z.array(StoredChatMessageSchema) });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>;

/** The spec sends the full history plus the new message; only the last one, the user's, is new to the server. */
export const ChatRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: ChatRoleSchema,
        content: z.string().max(CHAT_MESSAGE_MAX_LENGTH),
        timestamp: z.string().optional(),
      }),
    )
    .min(1)
    .max(CHAT_HISTORY_MAX_MESSAGES),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatReplySchema = z.object({ message: z.string() });
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const EmailQuerySchema = z.object({ email: z.string().optional() });

export const LatestMessageSchema = z.object({
  chat_name: z.string(),
  content: z.string(),
  unread_count: z.number().int().nonnegative(),
});
export type LatestMessage = z.infer<typeof LatestMessageSchema>;

export const LatestMessagesResponseSchema = z.object({ messages: z.array(LatestMessageSchema) });
export type LatestMessagesResponse = z.infer<typeof LatestMessagesResponseSchema>;

export const MarkChatReadRequestSchema = z.object({ chat_name: z.string() });

export const StepByStepResponseSchema = z.object({ "step-by-step": z.boolean() });
export type StepByStepResponse = z.infer<typeof StepByStepResponseSchema>;

/** The spec's POSTs that identify the user by `{email}` in the body; an empty body is as good. */
export const EmailBodySchema = z.preprocess((body) => body ?? {}, z.object({ email: z.string().optional() }));

export const chatMessages = {
  emptyMessage: "Escribe un mensaje antes de enviarlo.",
  lastMessageNotUser: "El último mensaje debe ser tuyo.",
  unknownChat: "Ese chat no existe.",
  assistantUnavailable: "El asistente todavía no está disponible",
  stepByStepSaved: "Recorrido completado",
} as const;
