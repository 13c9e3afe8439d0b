import type { NotionBlock, NotionRichText } from "./client";

type TextContent = { rich_text?: NotionRichText[]; checked?: boolean; title?: string };

const prefixes: Record<string, string> = {
  heading_1: "# ",
  heading_2: "## ",
  heading_3: "### ",
  bulleted_list_item: "- ",
  numbered_list_item: "1. ",
  quote: "> ",
  callout: "> ",
  toggle: "- ",
};

/** One block as a line of Markdown-like text; blocks without text (images, dividers) give null. */
export function readNotionBlockText(block: NotionBlock): string | null {
  const content = block[block.type] as TextContent | undefined;
  if (!content) return null;
  if (block.type === "child_page") return content.title ? `Subpágina: ${content.title}` : null;
  if (!Array.isArray(content.rich_text)) return null;
  const text = content.rich_text.map((part) => part.plain_text).join("");
  if (block.type === "to_do") return `${content.checked ? "[x]" : "[ ]"} ${text}`;
  if (!text.trim()) return null;
  return `${prefixes[block.type] ?? ""}${text}`;
}
