import type { NotionPage } from "./client";

/** The title is whichever property has type `title`: `title` under a page, any name in a database row. */
export function readNotionTitle(page: NotionPage): string {
  const property = Object.values(page.properties).find((candidate) => candidate.type === "title");
  const title = (property?.title ?? [])
    .map((part) => part.plain_text)
    .join("")
    .trim();
  return title || "Sin título";
}

export function foldNotionTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[«»"'“”]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
