import type { ProviderApi } from "./provider-api";

/** What triage reads to decide whether an item needs the person (features/notifications/triage-notification.ts). */
export type NotificationSignals = {
  /** The person is a direct recipient: in a mail's To, a direct message, a task assigned to them, a file shared with them. */
  directToUser?: boolean;
  /** The item mentions the person (@name in a channel, a comment). */
  mentionsUser?: boolean;
  /** Where it happened, for the reason shown on the card: '#equipo', the project's or page's name. */
  place?: string;
  /** A task's due date. */
  dueAt?: Date | null;
  /** Bulk mail: a mailing list, a newsletter, an automated sender. */
  bulk?: boolean;
  /** The person made this change themselves (their own message, their own edit). */
  byUser?: boolean;
  /** The sender's e-mail address or name, matched against the key contacts the person taught in training. */
  senderAddress?: string | null;
  /** What happened to a calendar event: an invitation to answer, a meeting changed or cancelled, one about to start. */
  meeting?: { change: "invitation" | "changed" | "cancelled" | "starting"; startsAt: Date };
};

/** One item read from a provider, with the spec's card fields (null where the provider has none). */
export type SyncedItem = {
  /** The provider's own id: a Gmail message id, a Slack `channel:ts`, an Asana task gid. */
  providerItemId: string;
  /** The card's headline: 'Nuevo correo de Ana Torres', 'Mensaje en #equipo'. */
  title: string | null;
  /** The body as the provider gives it (HTML or text); the browser sanitises it. */
  body: string | null;
  subject: string | null;
  /** The sender as people read it: 'Ana Torres <ana@acme.com>', a Slack display name. */
  senderFull: string | null;
  snippet: string | null;
  /** When it happened at the provider. A clock that runs ahead is kept as it is; the sync never waits for it. */
  date: Date;
  /** Where the person opens it at the provider. */
  actionUrl: string | null;
  importance: "normal" | "high";
  hasAttachments: boolean;
  signals: NotificationSignals;
};

export type ReadChangesInput = {
  /** What the previous sync returned; null on the first sync of an integration. */
  cursor: string | null;
  now: Date;
  /** The connected account's e-mail or name (integrations.account). */
  account: string | null;
  /** Items still pending in Shifu, so that a source without a deletion feed can check that they still exist. */
  pendingIds: readonly string[];
  /** The person's IANA zone, for sources whose cards say when something happens; UTC when absent. */
  timeZone?: string;
};

export type ChangesPage = {
  /** New or changed items. Repeats are harmless: they are stored once, by provider id. */
  items: SyncedItem[];
  /** Items gone at the provider (deleted, trashed); they disappear from Shifu. */
  deletedIds: string[];
  /** What the next sync continues from: the provider's cursor, or a watermark (notification-watermark.ts). */
  cursor: string;
};

/**
 * How an app's new items reach Shifu. On the first sync (`cursor` null) a source returns the recent items (the last
 * 7 days, at most 20) and a cursor; later syncs return what changed since. Each integration's `notifications.ts`
 * exports one.
 */
export type NotificationSource = {
  readChanges(api: ProviderApi, input: ReadChangesInput): Promise<ChangesPage>;
  /** The card's 'Eliminar' ('eliminar_correo'): to the provider's trash where it has one, deleted otherwise. */
  deleteItem(api: ProviderApi, providerItemId: string): Promise<void>;
  /** Custom actions an item's card offers as buttons ('Aceptar', 'Rechazar' on an invitation); none when absent. */
  suggestActions?(providerItemId: string): string[];
};

/** The first sync reaches back this far. */
export const FIRST_SYNC_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** And takes at most this many items. */
export const FIRST_SYNC_MAX_ITEMS = 20;
