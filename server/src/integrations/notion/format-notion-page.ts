import type { ListedItem } from "../app-tool";
import type { NotionPage } from "./client";
import { readNotionTitle } from "./read-notion-title";

export function formatNotionPage(page: NotionPage): ListedItem {
  const emoji = page.icon?.type === "emoji" ? page.icon.emoji : undefined;
  return {
    id: page.id,
    title: readNotionTitle(page),
    date: page.last_edited_time,
    link: page.url,
    details: emoji ? [`Icono: ${emoji}`] : undefined,
  };
}
