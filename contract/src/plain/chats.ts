import type { McpAppKey } from "./mcp-servers";

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
  { key: "calendar", chatName: "CalendarChat" },
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

/** Any chat's key: a catalogue assistant's, or a connected MCP server's (its name is the person's, not listed here). */
export type ChatKey = AssistantKey | McpAppKey;

export const DEFAULT_ASSISTANT_KEY: AssistantKey = "shifu";

export const MAIN_CHAT_NAME: ChatName = "Principal";

export const CHAT_MESSAGE_MAX_LENGTH = 8_000;

export const CHAT_HISTORY_MAX_MESSAGES = 500;

export function findAssistantChat(key: string) {
  return assistantChats.find((chat) => chat.key === key);
}

/** The most messages one page of a history holds; an un-paged GET answers this many, the newest. */
export const CHAT_HISTORY_PAGE_MAX = 1_000;

/** A page's size when `before` is given without `limit`. */
export const CHAT_HISTORY_PAGE_DEFAULT = 50;

/** The body of POST /api/chatAi and /api/chat/{app}, in bytes: a larger one is refused with 413. */
export const CHAT_REQUEST_MAX_BYTES = 1_048_576;

export const chatMessages = {
  emptyMessage: "Escribe un mensaje antes de enviarlo.",
  lastMessageNotUser: "El último mensaje debe ser tuyo.",
  unknownChat: "Ese chat no existe.",
  assistantUnavailable: "El asistente todavía no está disponible",
  dailyLimitReached: (limit: number) =>
    `Has llegado al límite de ${limit} mensajes de hoy. Podrás escribir de nuevo mañana, o antes con un plan superior.`,
  modelFailed: "El asistente no pudo responder ahora.",
  noAnswer: "No he sabido preparar una respuesta. ¿Puedes decírmelo de otra forma?",
  badHistoryCursor: "No se pudo leer la página del historial que pediste. Vuelve a abrir el chat.",
  approvalNotFound: "Esa confirmación no existe o no es tuya.",
  approvalUsed: "Esa acción ya se confirmó o se canceló.",
  approvalExpired: "Esa confirmación caducó: pide la acción de nuevo.",
  approvalArgsChanged: "Los datos de la acción no coinciden con los que propuso el asistente.",
  approvalRejected: "Cancelado: no he hecho nada.",
  stepByStepSaved: "Recorrido completado",
} as const;
