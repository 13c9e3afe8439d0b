import {
  type ChatName,
  knowledgePanels,
  type SummaryPanel,
  TRAINING_CHAT_NAME,
  type TrainingChatResponse,
  type TrainingMessagesResponse,
  trainingMessages,
} from "@shifu/contract";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import type { AssistantContext } from "../assistant/assistant.service";
import { formatZonedIso } from "../assistant/local-engine/zoned-time";
import { appendChatMessage } from "../chats/chats.service";
import { listChatHistory } from "../chats/list-chat-history";
import { composeTrainingReply } from "./compose-training-reply";
import { extractKnowledge, removeRepeatedItems } from "./extract-knowledge";
import { extractKnowledgeWithModel } from "./extract-knowledge-with-model";
import {
  deleteKnowledgeItem,
  insertKnowledgeItems,
  listKnowledgeItems,
  type NewKnowledgeItem,
} from "./knowledge-store";

export type TrainingContext = AssistantContext;

/** The chats' store is typed by the assistants' chats; the training chat is stored beside them under its own name. */
const TRAINING_CHAT = TRAINING_CHAT_NAME as ChatName;

/** Only the training chat is served here, so a training call never writes into an assistant's chat. */
export function requireTrainingChat(chatName: string): void {
  if (chatName !== TRAINING_CHAT_NAME) throw new AppError("BAD_REQUEST", { message: trainingMessages.otherChat });
}

/** A page of the training chat, as the assistants' histories are paged. */
export async function listTrainingMessages(
  context: TrainingContext,
  userId: string,
  page: { limit?: number; before?: string } = {},
): Promise<TrainingMessagesResponse> {
  const history = await listChatHistory(context.db, userId, TRAINING_CHAT, page);
  return {
    messages: history.messages.map(({ content, timestamp, role }) => ({ content, timestamp, role })),
    ...(history.before ? { before: history.before } : {}),
  };
}

/** The model's reading when one is configured; the rules' when there is none or it fails. */
async function readKnowledge(context: TrainingContext, message: string, now: Date): Promise<NewKnowledgeItem[]> {
  const { model, timeZone, totalTimeoutMs } = context.settings;
  if (model) {
    try {
      return await extractKnowledgeWithModel(model, message, { now, timeZone, timeoutMs: totalTimeoutMs });
    } catch (error) {
      context.logger.warn({ err: error }, "training: the model could not read the message; the rules read it");
    }
  }
  return extractKnowledge(message, { now, timeZone });
}

/** Stores the person's message, learns what it says, and stores and returns Shifu's reply. */
export async function sendTrainingMessage(
  context: TrainingContext,
  input: { userId: string; message: string; now?: Date },
): Promise<TrainingChatResponse> {
  const message = input.message.trim();
  if (!message) throw new AppError("BAD_REQUEST", { message: trainingMessages.emptyMessage });
  const now = input.now ?? new Date();
  const stored = await appendChatMessage(context.db, {
    userId: input.userId,
    chatName: TRAINING_CHAT,
    role: "user",
    content: message,
  });
  const read = await readKnowledge(context, message, now);
  const known = await listKnowledgeItems(context.db, input.userId);
  const fresh = removeRepeatedItems(read, known);
  const learned = await insertKnowledgeItems(context.db, {
    userId: input.userId,
    sourceMessageId: stored.id,
    items: fresh,
  });
  const today = formatZonedIso(now, context.settings.timeZone).slice(0, 10);
  const reply =
    read.length > 0 && learned.length === 0 ? trainingMessages.alreadyKnown : composeTrainingReply(learned, today);
  const response = reply.trim() || trainingMessages.defaultReply;
  await appendChatMessage(context.db, {
    userId: input.userId,
    chatName: TRAINING_CHAT,
    role: "assistant",
    content: response,
  });
  return { response, learned };
}

/** The summary diagram's panels: only those that hold something, in the panels' order. */
export async function readTrainingSummary(context: TrainingContext, userId: string): Promise<SummaryPanel[]> {
  const items = await listKnowledgeItems(context.db, userId);
  return knowledgePanels
    .map((panel) => ({
      title: panel.title,
      icon: panel.icon,
      type: panel.type,
      items: items.filter((item) => item.type === panel.type),
    }))
    .filter((panel) => panel.items.length > 0);
}

export async function deleteTrainingItem(context: TrainingContext, userId: string, id: string): Promise<void> {
  // An id that is not a uuid names no item; the database would refuse it as a malformed value.
  const deleted = z.uuid().safeParse(id).success && (await deleteKnowledgeItem(context.db, userId, id));
  if (!deleted) throw new AppError("NOT_FOUND", { message: trainingMessages.itemNotFound });
}
