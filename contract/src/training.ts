import { z } from "zod";
import { ChatHistoryPageQuerySchema } from "./chats";
import {
  type KnowledgePanelType,
  knowledgePanels,
  TRAINING_CHAT_NAME,
  TRAINING_MESSAGE_MAX_LENGTH,
} from "./plain/training";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/training";

export const KnowledgePanelTypeSchema = z.enum(knowledgePanels.map((panel) => panel.type) as [KnowledgePanelType]);

/** One thing Shifu learned, as the spec's summary item: fecha (YYYY-MM-DD), hora (HH:mm), descripcion, content. */
export const KnowledgeItemSchema = z.object({
  id: z.string(),
  fecha: z.string().nullable(),
  hora: z.string().nullable(),
  descripcion: z.string(),
  /** Details: text, or structured (a contact's e-mail, a meeting's people). */
  content: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  /** The panel it belongs to. */
  type: KnowledgePanelTypeSchema,
});
export type KnowledgeItem = z.infer<typeof KnowledgeItemSchema>;

/** A panel of the summary: the spec's summary entry (title, icon, type, items). */
export const SummaryPanelSchema = z.object({
  title: z.string(),
  icon: z.string(),
  type: KnowledgePanelTypeSchema,
  items: z.array(KnowledgeItemSchema),
});
export type SummaryPanel = z.infer<typeof SummaryPanelSchema>;

/** `GET /api/summary?chat_name=TrainingChat`: only the panels that hold something, in the panels' order. */
export const SummaryResponseSchema = z.object({ response: z.array(SummaryPanelSchema) });
export type SummaryResponse = z.infer<typeof SummaryResponseSchema>;

export const TrainingQuerySchema = z.object({
  email: z.string().optional(),
  chat_name: z.string().max(64).default(TRAINING_CHAT_NAME),
});

/**
 * One of the person's next meetings from a connected calendar, shown in the 'Reuniones' panel beside what they taught
 * (not shown in the spec; decision 31). `start` is an ISO instant; `source` the app's name.
 */
export const UpcomingMeetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  place: z.string().nullable(),
  source: z.string(),
  link: z.string().nullable(),
});
export type UpcomingMeeting = z.infer<typeof UpcomingMeetingSchema>;

export const UpcomingMeetingsResponseSchema = z.object({ meetings: z.array(UpcomingMeetingSchema) });
export type UpcomingMeetingsResponse = z.infer<typeof UpcomingMeetingsResponseSchema>;

export const TrainingChatRequestSchema = z.object({
  email: z.string().optional(),
  user_query: z.string().max(TRAINING_MESSAGE_MAX_LENGTH),
  chat_name: z.string().max(64).default(TRAINING_CHAT_NAME),
});
export type TrainingChatRequest = z.infer<typeof TrainingChatRequestSchema>;

/** `POST /api/chat/training`: the reply, and what was learned from this message. */
export const TrainingChatResponseSchema = z.object({
  response: z.string(),
  learned: z.array(KnowledgeItemSchema).optional(),
});
export type TrainingChatResponse = z.infer<typeof TrainingChatResponseSchema>;

/** `DELETE /api/summary/items/:id`: one item of the summary. */
export const KnowledgeItemParamsSchema = z.object({ id: z.string().max(64) });

export const TrainingMessageSchema = z.object({
  content: z.string(),
  timestamp: z.string(),
  role: z.enum(["user", "assistant"]),
});
/** `GET /api/get_messages`: paged like the assistants' histories (`limit`, `before`), newest page first. */
export const TrainingMessagesQuerySchema = z.object({
  ...TrainingQuerySchema.shape,
  ...ChatHistoryPageQuerySchema.shape,
});
export const TrainingMessagesResponseSchema = z.object({
  messages: z.array(TrainingMessageSchema),
  before: z.string().optional(),
});
export type TrainingMessagesResponse = z.infer<typeof TrainingMessagesResponseSchema>;
