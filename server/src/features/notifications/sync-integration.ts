import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { integrations, notificationSyncStates, notifications } from "../../db/schema";
import type { ChangesPage, SyncedItem } from "../../integrations/notification-source";
import { ProviderError, ProviderUnauthorizedError } from "../../integrations/provider-api";
import { findIntegration } from "../../integrations/registry";
import { callWithAccessToken } from "../integrations/access-token.service";
import type { IntegrationsContext } from "../integrations/integrations.service";
import { type KeyContact, triageNotification } from "./triage-notification";

export type SyncContext = IntegrationsContext & {
  timeZone: string;
  /** Seconds between syncs; a 429 without Retry-After waits this long. */
  intervalSeconds: number;
  /** The people the user taught Shifu to treat as key contacts. */
  readKeyContacts(userId: string): Promise<KeyContact[]>;
};

export type SyncOutcome = "synced" | "skipped" | "needs_reconnect" | "rate_limited";

/** Pending items a source without a deletion feed checks at each sync. */
const PENDING_CHECK_LIMIT = 50;

/** One row per provider id: a page that repeats an item (a feed's duplicate) keeps its last version. */
function dedupeItems(items: readonly SyncedItem[]): SyncedItem[] {
  return [...new Map(items.map((item) => [item.providerItemId, item])).values()];
}

async function recordSyncError(context: SyncContext, integrationId: string, error: unknown, retryAfter?: Date) {
  const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
  await context.db
    .insert(notificationSyncStates)
    .values({ integrationId, lastError, retryAfter })
    .onConflictDoUpdate({ target: notificationSyncStates.integrationId, set: { lastError, retryAfter } });
}

async function storePage(
  context: SyncContext,
  integration: { id: string; userId: string; service: string },
  page: ChangesPage,
  now: Date,
): Promise<void> {
  const keyContacts = await context.readKeyContacts(integration.userId);
  const rows = dedupeItems(page.items).map((item) => {
    const triage = triageNotification({
      item,
      service: integration.service,
      keyContacts,
      now,
      timeZone: context.timeZone,
    });
    return {
      userId: integration.userId,
      integrationId: integration.id,
      service: integration.service,
      providerItemId: item.providerItemId,
      title: item.title,
      body: item.body,
      subject: item.subject,
      senderFull: item.senderFull,
      snippet: item.snippet,
      date: item.date,
      actionUrl: item.actionUrl,
      importance: triage.importance ?? item.importance,
      hasAttachments: item.hasAttachments,
      status: triage.status,
      reason: triage.reason,
      updatedAt: now,
    };
  });
  await context.db.transaction(async (tx) => {
    if (rows.length > 0) {
      // A repeat refreshes what the card shows; the person's decision (ignored, deleted) and triage's stay.
      await tx
        .insert(notifications)
        .values(rows)
        .onConflictDoUpdate({
          target: [notifications.integrationId, notifications.providerItemId],
          set: {
            title: sql`excluded.title`,
            body: sql`excluded.body`,
            subject: sql`excluded.subject`,
            senderFull: sql`excluded.sender_full`,
            snippet: sql`excluded.snippet`,
            date: sql`excluded.date`,
            actionUrl: sql`excluded.action_url`,
            importance: sql`excluded.importance`,
            hasAttachments: sql`excluded.has_attachments`,
            updatedAt: now,
          },
        });
    }
    if (page.deletedIds.length > 0) {
      await tx
        .update(notifications)
        .set({ status: "deleted", updatedAt: now })
        .where(
          and(
            eq(notifications.integrationId, integration.id),
            inArray(notifications.providerItemId, page.deletedIds),
            ne(notifications.status, "deleted"),
          ),
        );
    }
    const state = { cursor: page.cursor, lastSyncedAt: now, retryAfter: null, lastError: null };
    await tx
      .insert(notificationSyncStates)
      .values({ integrationId: integration.id, ...state, syncCount: 1 })
      .onConflictDoUpdate({
        target: notificationSyncStates.integrationId,
        set: { ...state, syncCount: sql`${notificationSyncStates.syncCount} + 1` },
      });
  });
}

/**
 * One sync of one integration: what changed at the provider since its cursor becomes stored, triaged notifications.
 * A 429 postpones the next sync by its Retry-After; a token that cannot be renewed leaves the integration waiting
 * for a reconnection, which stops its syncs. Any other failure is thrown, for the job queue to retry with backoff.
 */
export async function syncIntegration(
  context: SyncContext,
  integrationId: string,
  now = new Date(),
): Promise<SyncOutcome> {
  const [integration] = await context.db.select().from(integrations).where(eq(integrations.id, integrationId));
  const source = integration && findIntegration(integration.service)?.notifications;
  if (integration?.status !== "connected" || !source) return "skipped";
  const [state] = await context.db
    .select()
    .from(notificationSyncStates)
    .where(eq(notificationSyncStates.integrationId, integrationId));
  if (state?.retryAfter && state.retryAfter > now) return "rate_limited";
  const pending = await context.db
    .select({ id: notifications.providerItemId })
    .from(notifications)
    .where(and(eq(notifications.integrationId, integrationId), eq(notifications.status, "pending")))
    .limit(PENDING_CHECK_LIMIT);

  let page: ChangesPage;
  try {
    page = await callWithAccessToken(context, integrationId, (api) =>
      source.readChanges(api, {
        cursor: state?.cursor ?? null,
        now,
        account: integration.account,
        pendingIds: pending.map((row) => row.id),
        timeZone: context.timeZone,
      }),
    );
  } catch (error) {
    if (error instanceof ProviderUnauthorizedError) {
      // Refused again right after a refresh: the grant is dead at the provider, only a reconnection helps.
      await context.db
        .update(integrations)
        .set({ status: "needs_reconnect", updatedAt: now })
        .where(eq(integrations.id, integrationId));
    }
    const [after] = await context.db
      .select({ status: integrations.status })
      .from(integrations)
      .where(eq(integrations.id, integrationId));
    if (after?.status === "needs_reconnect") {
      await recordSyncError(context, integrationId, error);
      return "needs_reconnect";
    }
    if (error instanceof ProviderError && error.status === 429) {
      const waitMs = error.retryAfterMs ?? context.intervalSeconds * 1000;
      await recordSyncError(context, integrationId, error, new Date(now.getTime() + waitMs));
      return "rate_limited";
    }
    await recordSyncError(context, integrationId, error);
    throw error;
  }
  await storePage(context, integration, page, now);
  return "synced";
}
