import { z } from "zod";
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_HISTORY_PAGE_MAX, CHAT_MESSAGE_MAX_LENGTH } from "./plain/chats";

// The values without zod live apart, so the browser can draw without it; every schema module offers them too.
export * from "./plain/chats";

export const ChatRoleSchema = z.enum(["user", "assistant"]);

export const ApprovalStatusSchema = z.enum(["pending", "approved", "rejected", "expired", "failed"]);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** A write the assistant proposes; nothing runs until the user confirms it with POST /api/approvals/{id}. */
export const ApprovalSchema = z.object({
  id: z.string(),
  /** The service key (gmail, slack, …). */
  app: z.string(),
  tool: z.string(),
  /** The exact action in Spanish: 'Mover a la papelera el correo «Oferta de verano» de Tienda XYZ'. */
  summary: z.string(),
  args: z.record(z.string(), z.unknown()),
  status: ApprovalStatusSchema,
  expires_at: z.string(),
  /** The tool says it may delete or overwrite (an MCP server's destructiveHint): the card says so in red. */
  destructive: z.literal(true).optional(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

export const StoredChatMessageSchema = z.object({
  content: z.string(),
  timestamp: z.string(),
  role: ChatRoleSchema,
  name: z.string().optional(),
  /** The writes this assistant message proposed, with their current status. */
  approvals: z.array(ApprovalSchema).optional(),
  /** On a user's message whose reply failed: the chat shows it failed, with a retry, after a reload too. */
  replyFailed: z.literal(true).optional(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

/**
 * `limit` and `before` page a history, newest page first; neither is the spec's call, answered with the newest
 * CHAT_HISTORY_PAGE_MAX messages. `before` is a cursor a previous answer gave, opaque to the client.
 */
export const ChatHistoryPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).optional(),
  before: z.string().max(200).optional(),
});
export type ChatHistoryPageQuery = z.infer<typeof ChatHistoryPageQuerySchema>;

export const ChatHistoryQuerySchema = z.object({ email: z.string().optional(), ...ChatHistoryPageQuerySchema.shape });

/** Oldest first within the page; `before` asks for the page older than this one, absent at the chat's first message. */
export const ChatHistoryResponseSchema = z.object({
  messages: z.array(StoredChatMessageSchema),
  before: z.string().optional(),
});
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

export const ChatReplySchema = z.object({ message: z.string(), approvals: z.array(ApprovalSchema).optional() });
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const ApprovalDecisionRequestSchema = z.object({
  decision: z.enum(["approve", "reject"]),
  /** When sent, must be exactly the stored arguments: a changed argument refuses the approval. */
  args: z.record(z.string(), z.unknown()).optional(),
});
export type ApprovalDecisionRequest = z.infer<typeof ApprovalDecisionRequestSchema>;

/** The outcome in Spanish, also stored in the chat as the assistant's message. */
export const ApprovalDecisionResponseSchema = z.object({ message: z.string(), approval: ApprovalSchema });
export type ApprovalDecisionResponse = z.infer<typeof ApprovalDecisionResponseSchema>;

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
