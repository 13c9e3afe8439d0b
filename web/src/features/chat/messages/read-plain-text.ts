// Stand-ins while the text is gathered, so the breaks that meet between elements fold into one: a paragraph break
// (a blank line) and a line break.
const PARAGRAPH = "\u0000";
const LINE = "\u0001";

const BLOCK_TAGS = new Set(["P", "DIV", "H1", "H2", "H3", "H4", "H5", "H6", "PRE", "BLOCKQUOTE", "UL", "OL", "TABLE"]);

function readListMarker(item: Element): string {
  const list = item.parentElement;
  if (list?.tagName !== "OL") return "- ";
  const start = Number(list.getAttribute("start") ?? "1");
  return `${start + [...list.children].indexOf(item)}. `;
}

function gather(node: Node, isPreformatted: boolean): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? "";
    return isPreformatted ? text : text.replace(/\s+/g, " ");
  }
  if (!(node instanceof Element)) return "";
  const inner = () =>
    [...node.childNodes].map((child) => gather(child, isPreformatted || node.tagName === "PRE")).join("");
  switch (node.tagName) {
    case "BR":
      return "\n";
    case "HR":
      return PARAGRAPH;
    case "LI":
      return `${LINE}${readListMarker(node)}${inner().trim()}${LINE}`;
    case "TR":
      return `${LINE}${[...node.children].map((cell) => gather(cell, false).trim()).join("\t")}${LINE}`;
    default:
      return BLOCK_TAGS.has(node.tagName) ? `${PARAGRAPH}${inner()}${PARAGRAPH}` : inner();
  }
}

/**
 * The text a reader sees in rendered Markdown, as one would type it: paragraphs apart by a blank line, list items on
 * their own lines with '-' or their number, table cells by tabs, code as written, and no Markdown marks such as '**'.
 */
export function readPlainText(root: Element): string {
  return gather(root, false)
    .replace(new RegExp(`[ \\n${PARAGRAPH}${LINE}]*${PARAGRAPH}[ \\n${PARAGRAPH}${LINE}]*`, "g"), "\n\n")
    .replace(new RegExp(`[ \\n${LINE}]*${LINE}[ \\n${LINE}]*`, "g"), "\n")
    .replace(/ +$/gm, "")
    .trim();
}
