import {
  type Approval,
  findAssistantChat,
  findServiceByKey,
  integrationMessages,
  type Notification,
  type NotificationActionRequest,
  type NotificationActionResponse,
  type NotificationActionTool,
  type NotificationService,
  notificationMessages,
  type ServiceKey,
} from "@shifu/contract";
import { and, asc, desc, eq, gt, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { approvals, integrations, notifications } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { findIntegration } from "../../integrations/registry";
import { toApproval } from "../approvals/approvals.service";
import { type AssistantContext, startChatTurn } from "../assistant/assistant.service";
import { loadAiSdk } from "../assistant/load-ai-sdk";
import { callWithAccessToken } from "../integrations/access-token.service";

/** The newest this many: older ones are still stored, and the chat shows what needs the person now. */
const LIST_LIMIT = 200;

type NotificationRow = typeof notifications.$inferSelect;

function nameSource(service: string): string {
  return findServiceByKey(service)?.name ?? service;
}

export function toNotification(row: NotificationRow): Notification {
  const date = row.date.toISOString();
  return {
    id: row.id,
    from: nameSource(row.service),
    service: row.service,
    notification_title: row.title,
    notification_body: row.body,
    date,
    iso_date: date,
    action_url: row.actionUrl,
    subject: row.subject,
    sender_full: row.senderFull,
    snippet: row.snippet,
    importance: row.importance,
    has_attachments: row.hasAttachments,
    status: row.status,
    reason: row.reason,
    suggested_actions: findIntegration(row.service)?.notifications?.suggestActions?.(row.providerItemId) ?? [],
  };
}

/** The user's notifications of one app, or of every app for 'shifu', newest first; deleted ones are gone. */
export async function listNotifications(
  db: Database,
  userId: string,
  service: NotificationService,
  now = new Date(),
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        ne(notifications.status, "deleted"),
        service === "shifu" ? undefined : eq(notifications.service, service),
      ),
    )
    .orderBy(desc(notifications.date), desc(notifications.seq))
    .limit(LIST_LIMIT);
  const waiting = await listWaitingApprovals(db, userId, rows, now);
  return rows.map((row) => {
    const proposed = waiting.get(row.id);
    return proposed ? { ...toNotification(row), approvals: proposed } : toNotification(row);
  });
}

/**
 * The custom actions' proposals still waiting for 'Confirmar', by notification: they live in the app's chat, and the
 * card shows them too, after a reload as well, until they are decided or expire.
 */
async function listWaitingApprovals(
  db: Database,
  userId: string,
  rows: readonly NotificationRow[],
  now: Date,
): Promise<Map<string, Approval[]>> {
  const byNotification = new Map<string, Approval[]>();
  if (rows.length === 0) return byNotification;
  const waiting = await db
    .select()
    .from(approvals)
    .where(
      and(
        eq(approvals.userId, userId),
        eq(approvals.status, "pending"),
        gt(approvals.expiresAt, now),
        inArray(
          approvals.notificationId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(approvals.seq));
  for (const row of waiting) {
    if (!row.notificationId) continue;
    byNotification.set(row.notificationId, [...(byNotification.get(row.notificationId) ?? []), toApproval(row, now)]);
  }
  return byNotification;
}

async function findOwnNotification(db: Database, userId: string, id: string, tool: NotificationActionTool) {
  if (!z.uuid().safeParse(id).success) throw new AppError("NOT_FOUND", { message: notificationMessages.notFound });
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.service, tool)));
  if (!row || row.status === "deleted") throw new AppError("NOT_FOUND", { message: notificationMessages.notFound });
  return row;
}

async function setStatus(db: Database, id: string, status: NotificationRow["status"]): Promise<void> {
  await db.update(notifications).set({ status, updatedAt: new Date() }).where(eq(notifications.id, id));
}

function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return integrationMessages.providerUnavailable;
}

async function deleteAtProvider(context: AssistantContext, row: NotificationRow): Promise<NotificationActionResponse> {
  const source = findIntegration(row.service)?.notifications;
  if (!source) throw new AppError("NOT_FOUND", { message: notificationMessages.unknownRoute(nameSource(row.service)) });
  try {
    await callWithAccessToken(context, row.integrationId, (api) => source.deleteItem(api, row.providerItemId));
  } catch (error) {
    context.logger.warn({ err: error, service: row.service }, "a notification could not be deleted at its provider");
    return {
      success: false,
      message: notificationMessages.actionFailed(nameSource(row.service)),
      error: describeFailure(error),
    };
  }
  await setStatus(context.db, row.id, "deleted");
  return { success: true, message: notificationMessages.deleted(nameSource(row.service)), error: null };
}

/**
 * The card's free-text action: the app's assistant carries it out with that app's tools, knowing which item it is
 * about. Writes wait for the person's confirmation, and confirming one settles the notification.
 */
async function runCustomAction(
  context: AssistantContext,
  userId: string,
  row: NotificationRow,
  text: string,
): Promise<NotificationActionResponse> {
  const chat = findAssistantChat(row.service);
  if (!chat) throw new AppError("NOT_FOUND", { message: notificationMessages.unknownRoute(nameSource(row.service)) });
  try {
    const turn = await startChatTurn(context, {
      userId,
      assistantKey: chat.key,
      chatName: chat.chatName,
      content: text,
      signal: new AbortController().signal,
      focus: {
        app: row.service as ServiceKey,
        notificationId: row.id,
        item: {
          id: row.providerItemId,
          title: row.subject ?? row.title ?? notificationMessages.defaults.subject,
          ...(row.senderFull ? { from: row.senderFull } : {}),
        },
      },
    });
    await (await loadAiSdk()).consumeStream({ stream: turn.stream });
    const result = await turn.result;
    if (result.failed) {
      return {
        success: false,
        message: notificationMessages.actionFailed(nameSource(row.service)),
        error: notificationMessages.unknownError,
      };
    }
    return {
      success: true,
      message: result.message || notificationMessages.customActionDone,
      error: null,
      ...(result.approvals.length > 0 ? { approvals: result.approvals } : {}),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      success: false,
      message: notificationMessages.actionFailed(nameSource(row.service)),
      error: error.message,
    };
  }
}

/** 'eliminar_correo' deletes at the provider, 'ignorar' sets it aside, null runs the free text as a custom action. */
export async function actOnNotification(
  context: AssistantContext,
  input: { userId: string; tool: NotificationActionTool; request: NotificationActionRequest },
): Promise<NotificationActionResponse> {
  const { request } = input;
  const text = request.action_text?.trim() ?? "";
  if (request.action === null && !text) {
    throw new AppError("BAD_REQUEST", { message: notificationMessages.blankCustomAction });
  }
  const row = await findOwnNotification(context.db, input.userId, request.id, input.tool);
  if (request.action === "ignorar") {
    await setStatus(context.db, row.id, "ignored");
    return { success: true, message: notificationMessages.ignored, error: null };
  }
  const [integration] = await context.db
    .select({ status: integrations.status })
    .from(integrations)
    .where(eq(integrations.id, row.integrationId));
  if (integration?.status !== "connected") {
    return {
      success: false,
      message: notificationMessages.actionFailed(nameSource(row.service)),
      error: integrationMessages.needsReconnect,
    };
  }
  if (request.action === "eliminar_correo") return deleteAtProvider(context, row);
  return runCustomAction(context, input.userId, row, text);
}
