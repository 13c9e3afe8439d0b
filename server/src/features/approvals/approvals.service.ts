import { createHash } from "node:crypto";
import {
  type Approval,
  type ApprovalDecisionRequest,
  type ApprovalDecisionResponse,
  type ChatName,
  chatMessages as chatTexts,
  isMcpAppKey,
} from "@shifu/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { approvals, notifications } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { findAppTool } from "../../integrations/registry";
import { runAppTool } from "../assistant/run-app-tool";
import { appendChatMessage } from "../chats/chats.service";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { loadMcpServerApp } from "../mcp-servers/mcp-servers.service";

export const APPROVAL_LIFETIME_MS = 10 * 60 * 1000;

type ApprovalRow = typeof approvals.$inferSelect;

/** JSON with sorted keys, so one set of arguments always hashes the same whatever order it was written in. */
function toCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toCanonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function hashApprovalArgs(args: Record<string, unknown>): string {
  return createHash("sha256").update(toCanonicalJson(args)).digest("hex");
}

export function toApproval(row: ApprovalRow, now = new Date()): Approval {
  const expired = row.status === "pending" && row.expiresAt <= now;
  return {
    id: row.id,
    app: row.app,
    tool: row.tool,
    summary: row.summary,
    args: row.args,
    status: expired ? "expired" : row.status,
    expires_at: row.expiresAt.toISOString(),
    ...(row.destructive ? { destructive: true as const } : {}),
  };
}

export async function createApproval(
  db: Database,
  input: {
    userId: string;
    chatName: ChatName;
    app: string;
    tool: string;
    args: Record<string, unknown>;
    summary: string;
    /** The card warns that the action may delete or overwrite. */
    destructive?: boolean;
    /** The notification a custom action proposed it for. */
    notificationId?: string;
    now?: Date;
  },
): Promise<Approval> {
  const now = input.now ?? new Date();
  const [row] = await db
    .insert(approvals)
    .values({
      userId: input.userId,
      chatName: input.chatName,
      app: input.app,
      tool: input.tool,
      args: input.args,
      argsHash: hashApprovalArgs(input.args),
      summary: input.summary,
      destructive: input.destructive ?? false,
      notificationId: input.notificationId,
      status: "pending",
      expiresAt: new Date(now.getTime() + APPROVAL_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError("INTERNAL");
  return toApproval(row, now);
}

export async function attachApprovalsToMessage(db: Database, ids: readonly string[], messageId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(approvals)
    .set({ messageId })
    .where(inArray(approvals.id, [...ids]));
}

/** The approvals proposed by these messages of one chat (a page of its history), by message, with their status now. */
export async function listApprovalsOfChat(
  db: Database,
  userId: string,
  chatName: ChatName,
  messageIds: readonly string[],
): Promise<Map<string, Approval[]>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.userId, userId),
        eq(approvals.chatName, chatName),
        inArray(approvals.messageId, [...messageIds]),
      ),
    )
    .orderBy(asc(approvals.seq));
  const byMessage = new Map<string, Approval[]>();
  const now = new Date();
  for (const row of rows) {
    if (!row.messageId) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), toApproval(row, now)]);
  }
  return byMessage;
}

type Claimed = { row: ApprovalRow; decision: "approve" | "reject" };

/**
 * Takes the approval for this decision, once: only its own user may, only while pending and unexpired, and only with
 * the arguments it was proposed with. Another user's approval answers as if it did not exist.
 */
async function claimApproval(
  db: Database,
  input: { userId: string; approvalId: string; request: ApprovalDecisionRequest; now: Date },
): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvals).where(eq(approvals.id, input.approvalId)).for("update");
    if (!row || row.userId !== input.userId) {
      throw new AppError("NOT_FOUND", { message: chatTexts.approvalNotFound });
    }
    if (row.status !== "pending") throw new AppError("CONFLICT", { message: chatTexts.approvalUsed });
    if (row.expiresAt <= input.now) {
      await tx.update(approvals).set({ status: "expired", decidedAt: input.now }).where(eq(approvals.id, row.id));
      throw new AppError("CONFLICT", { message: chatTexts.approvalExpired });
    }
    if (input.request.args !== undefined && hashApprovalArgs(input.request.args) !== row.argsHash) {
      throw new AppError("BAD_REQUEST", { message: chatTexts.approvalArgsChanged });
    }
    const status = input.request.decision === "approve" ? "approved" : "rejected";
    const [claimed] = await tx
      .update(approvals)
      .set({ status, decidedAt: input.now })
      .where(and(eq(approvals.id, row.id), eq(approvals.status, "pending")))
      .returning();
    if (!claimed) throw new AppError("CONFLICT", { message: chatTexts.approvalUsed });
    return { row: claimed, decision: input.request.decision };
  });
}

function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return "el servicio no respondió como esperaba";
}

/**
 * Runs or drops a proposed write as the user decided, with the stored arguments only, and stores the outcome in the
 * chat as the assistant's message.
 */
export async function decideApproval(
  context: IntegrationsContext & { timeZone: string },
  input: { userId: string; approvalId: string; request: ApprovalDecisionRequest; now?: Date },
): Promise<ApprovalDecisionResponse> {
  const now = input.now ?? new Date();
  const { row, decision } = await claimApproval(context.db, { ...input, now });
  let message: string = chatTexts.approvalRejected;
  let finalRow = row;
  if (decision === "approve") {
    const tool = isMcpAppKey(row.app)
      ? (await loadMcpServerApp(context, row.userId, row.app))?.appTools.find(
          (candidate) => candidate.name === row.tool,
        )
      : findAppTool(row.tool);
    try {
      if (!tool?.writes) throw new AppError("NOT_FOUND", { message: chatTexts.approvalNotFound });
      const args = tool.inputSchema.parse(row.args);
      const output = await runAppTool(context, { userId: row.userId, timeZone: context.timeZone }, tool, args);
      message = output.kind === "done" ? output.message : `Hecho: ${row.summary}.`;
    } catch (error) {
      context.logger.warn({ err: error, tool: row.tool }, "an approved action failed");
      message = `No pude completar «${row.summary}»: ${describeFailure(error)}.`;
      const [failed] = await context.db
        .update(approvals)
        .set({ status: "failed" })
        .where(eq(approvals.id, row.id))
        .returning();
      if (failed) finalRow = failed;
    }
  }
  if (finalRow.status === "approved" && finalRow.notificationId) {
    // The custom action asked for on a notification card is done: the card has nothing more to ask.
    await context.db
      .update(notifications)
      .set({ status: "done", updatedAt: now })
      .where(and(eq(notifications.id, finalRow.notificationId), eq(notifications.status, "pending")));
  }
  // Kept with the approval too: an outside MCP client that repeats the call reads the outcome from here.
  await context.db.update(approvals).set({ outcome: message }).where(eq(approvals.id, row.id));
  await appendChatMessage(context.db, {
    userId: row.userId,
    chatName: row.chatName as ChatName,
    role: "assistant",
    content: message,
  });
  return { message, approval: toApproval(finalRow, now) };
}
