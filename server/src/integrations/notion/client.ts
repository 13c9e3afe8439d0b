import { NOTION_VERSION } from "../families/notion";
import type { ProviderApi } from "../provider-api";

export const NOTION_API_URL = "https://api.notion.com/v1";

type NotionUser = { id?: string; name?: string | null; person?: { email?: string } };
type NotionBotUser = {
  id: string;
  name?: string | null;
  bot?: { owner?: { user?: NotionUser }; workspace_name?: string | null };
};

/** A Notion token belongs to a bot; the person who connected is the bot's owner. */
export async function fetchNotionBot(api: ProviderApi): Promise<NotionBotUser> {
  return api.request<NotionBotUser>({
    url: `${NOTION_API_URL}/users/me`,
    headers: { "Notion-Version": NOTION_VERSION },
  });
}

export async function fetchNotionAccount(api: ProviderApi): Promise<string | null> {
  const me = await fetchNotionBot(api);
  const owner = me.bot?.owner?.user;
  return owner?.person?.email ?? owner?.name ?? me.bot?.workspace_name ?? null;
}

const notionHeaders = { "Notion-Version": NOTION_VERSION };

export type NotionRichText = { plain_text: string };

export type NotionPage = {
  object: "page";
  id: string;
  created_time: string;
  last_edited_time: string;
  archived?: boolean;
  in_trash?: boolean;
  created_by?: { id: string };
  last_edited_by?: { id: string };
  icon?: { type: string; emoji?: string } | null;
  parent: { type: string; page_id?: string; database_id?: string; workspace?: boolean };
  /** A page under another page has one property, `title`; a database row names its title property freely. */
  properties: Record<string, { type: string; title?: NotionRichText[] }>;
  url: string;
};

type NotionList<T> = { object: "list"; results: T[]; next_cursor: string | null; has_more: boolean };

export type NotionSearchQuery = { query: string; pageSize: number };

/** Pages only, most recently edited first: Notion matches the query against titles. */
export async function searchNotionPages(api: ProviderApi, search: NotionSearchQuery): Promise<NotionPage[]> {
  const answer = await api.request<NotionList<NotionPage>>({
    method: "POST",
    url: `${NOTION_API_URL}/search`,
    headers: notionHeaders,
    idempotent: true,
    json: {
      ...(search.query ? { query: search.query } : {}),
      filter: { property: "object", value: "page" },
      sort: { direction: "descending", timestamp: "last_edited_time" },
      page_size: search.pageSize,
    },
  });
  return answer.results;
}

const MAX_SEARCH_PAGES = 5;

/** Pages edited at or after an instant, most recent first: the search is read until it reaches older edits. */
export async function searchNotionPagesEditedSince(api: ProviderApi, since: Date): Promise<NotionPage[]> {
  const pages: NotionPage[] = [];
  let cursor: string | null = null;
  for (let round = 0; round < MAX_SEARCH_PAGES; round++) {
    const answer: NotionList<NotionPage> = await api.request<NotionList<NotionPage>>({
      method: "POST",
      url: `${NOTION_API_URL}/search`,
      headers: notionHeaders,
      idempotent: true,
      json: {
        filter: { property: "object", value: "page" },
        sort: { direction: "descending", timestamp: "last_edited_time" },
        page_size: 100,
        ...(cursor ? { start_cursor: cursor } : {}),
      },
    });
    const recent = answer.results.filter((page) => Date.parse(page.last_edited_time) >= since.getTime());
    pages.push(...recent);
    cursor = answer.next_cursor;
    if (!answer.has_more || !cursor || recent.length < answer.results.length) break;
  }
  return pages;
}

export type NotionPerson = { id: string; name?: string | null; person?: { email?: string } };

export async function fetchNotionUser(api: ProviderApi, userId: string): Promise<NotionPerson> {
  return api.request<NotionPerson>({
    url: `${NOTION_API_URL}/users/${encodeURIComponent(userId)}`,
    headers: notionHeaders,
  });
}

export async function fetchNotionPage(api: ProviderApi, pageId: string): Promise<NotionPage> {
  return api.request<NotionPage>({
    url: `${NOTION_API_URL}/pages/${encodeURIComponent(pageId)}`,
    headers: notionHeaders,
  });
}

export type NotionBlock = { id: string; type: string; has_children?: boolean } & Record<string, unknown>;

export async function listNotionBlockChildren(
  api: ProviderApi,
  blockId: string,
  cursor?: string,
): Promise<NotionList<NotionBlock>> {
  return api.request<NotionList<NotionBlock>>({
    url: `${NOTION_API_URL}/blocks/${encodeURIComponent(blockId)}/children`,
    headers: notionHeaders,
    query: { page_size: "100", ...(cursor ? { start_cursor: cursor } : {}) },
  });
}

export type NotionNewBlock = {
  object: "block";
  type: "paragraph" | "bulleted_list_item";
} & Record<string, unknown>;

export type NotionNewPage = { parentPageId: string; title: string; children: NotionNewBlock[] };

export async function createNotionPage(api: ProviderApi, page: NotionNewPage): Promise<NotionPage> {
  return api.request<NotionPage>({
    method: "POST",
    url: `${NOTION_API_URL}/pages`,
    headers: notionHeaders,
    json: {
      parent: { page_id: page.parentPageId },
      properties: { title: { title: [{ text: { content: page.title } }] } },
      children: page.children,
    },
  });
}

/** Archiving moves the page to Notion's trash, from where the user can restore it for 30 days. */
export async function archiveNotionPage(api: ProviderApi, pageId: string): Promise<NotionPage> {
  return api.request<NotionPage>({
    method: "PATCH",
    url: `${NOTION_API_URL}/pages/${encodeURIComponent(pageId)}`,
    headers: notionHeaders,
    json: { archived: true },
  });
}
