import { findGoneItems } from "../find-gone-items";
import type { NotificationSource, SyncedItem } from "../notification-source";
import { advanceWatermark, pickNewItems, readQueryStart, readWatermark } from "../notification-watermark";
import { type ProviderApi, ProviderError } from "../provider-api";
import {
  archiveNotionPage,
  fetchNotionBot,
  fetchNotionPage,
  fetchNotionUser,
  type NotionPage,
  type NotionPerson,
  searchNotionPagesEditedSince,
} from "./client";
import { readNotionTitle } from "./read-notion-title";

type EditedPage = { providerItemId: string; date: Date; page: NotionPage };

/** One lookup per person or parent page within a sync, however many pages name them. */
function memoize<T>(read: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (id) => {
    const known = cache.get(id);
    if (known) return known;
    const answer = read(id);
    cache.set(id, answer);
    return answer;
  };
}

/** A person or page the integration may not see (no user information capability, not shared) is left unnamed. */
async function readIfVisible<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && [403, 404].includes(error.status)) return null;
    throw error;
  }
}

function createLookups(api: ProviderApi) {
  return {
    person: memoize((id) => readIfVisible<NotionPerson>(() => fetchNotionUser(api, id))),
    pageTitle: memoize(async (id) => {
      const parent = await readIfVisible(() => fetchNotionPage(api, id));
      return parent ? readNotionTitle(parent) : null;
    }),
  };
}

async function toSyncedItem(
  { page, date }: EditedPage,
  ownIds: ReadonlySet<string>,
  lookups: ReturnType<typeof createLookups>,
): Promise<SyncedItem> {
  const title = readNotionTitle(page);
  const editorId = page.last_edited_by?.id;
  const byUser = editorId !== undefined && ownIds.has(editorId);
  const [editor, parentTitle] = await Promise.all([
    editorId && !byUser ? lookups.person(editorId) : null,
    page.parent.page_id ? lookups.pageTitle(page.parent.page_id) : null,
  ]);
  const name = editor?.name ?? null;
  return {
    providerItemId: page.id,
    title: byUser ? `Editaste «${title}»` : `${name ?? "Alguien"} editó «${title}»`,
    body: null,
    subject: title,
    senderFull: name,
    snippet: null,
    date,
    actionUrl: page.url,
    importance: "normal",
    hasAttachments: false,
    signals: {
      // Someone else's edit to a page the person made is addressed to them, as a comment on their document would be.
      directToUser: !byUser && page.created_by !== undefined && ownIds.has(page.created_by.id),
      place: parentTitle ?? title,
      byUser,
      senderAddress: editor?.person?.email ?? name,
    },
  };
}

/**
 * Notion's page edits since the watermark. Notion's webhooks need a public endpoint, so the search sorted by
 * last_edited_time is the change feed. The person's own edits (or the integration's, made for them) come marked
 * as theirs, so that they are stored but need nothing.
 */
export const notionNotifications: NotificationSource = {
  async readChanges(api, { cursor, now, pendingIds }) {
    const watermark = readWatermark(cursor, now);
    const [bot, pages] = await Promise.all([
      fetchNotionBot(api),
      searchNotionPagesEditedSince(api, readQueryStart(watermark)),
    ]);
    const ownIds = new Set([bot.id, bot.bot?.owner?.user?.id].filter((id): id is string => Boolean(id)));
    const edited = pickNewItems(
      pages.map((page) => ({ providerItemId: page.id, date: new Date(page.last_edited_time), page })),
      watermark,
    );
    const lookups = createLookups(api);
    const items = await Promise.all(edited.map((page) => toSyncedItem(page, ownIds, lookups)));
    const deletedIds = await findGoneItems(pendingIds, async (pageId) => {
      const page = await fetchNotionPage(api, pageId);
      return page.archived === true || page.in_trash === true;
    });
    return { items, deletedIds, cursor: advanceWatermark(watermark, items, now) };
  },
  /** Archiving moves the page to Notion's trash, from where the person can restore it for 30 days. */
  deleteItem: async (api, providerItemId) => {
    await archiveNotionPage(api, providerItemId);
  },
};
