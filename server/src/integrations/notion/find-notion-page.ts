import type { ProviderApi } from "../provider-api";
import { type NotionPage, searchNotionPages } from "./client";
import { foldNotionTitle, readNotionTitle } from "./read-notion-title";

/** The page a person names: the one titled exactly so, else Notion's best match for the words. */
export async function findNotionPage(api: ProviderApi, title: string): Promise<NotionPage | undefined> {
  const pages = await searchNotionPages(api, { query: title, pageSize: 10 });
  const wanted = foldNotionTitle(title);
  return pages.find((page) => foldNotionTitle(readNotionTitle(page)) === wanted) ?? pages[0];
}
