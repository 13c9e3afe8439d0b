import type { DocsStructuralElement } from "./client";

function readParagraph(element: DocsStructuralElement): string {
  const text = (element.paragraph?.elements ?? []).map((piece) => piece.textRun?.content ?? "").join("");
  const style = element.paragraph?.paragraphStyle?.namedStyleType ?? "";
  // Headings keep a Markdown mark so the model sees the document's outline.
  if (style === "TITLE") return `# ${text}`;
  if (style.startsWith("HEADING_")) return `${"#".repeat(Math.min(Number(style.slice(8)) + 1, 6))} ${text}`;
  return text;
}

/** The text of a Docs body: paragraphs in order, tables as rows of cells separated by ' | '. */
export function readDocumentText(content: readonly DocsStructuralElement[] | undefined): string {
  return (content ?? [])
    .map((element) => {
      if (element.paragraph) return readParagraph(element);
      if (element.table) {
        const rows = element.table.tableRows ?? [];
        return rows
          .map((row) => (row.tableCells ?? []).map((cell) => readDocumentText(cell.content).trim()).join(" | "))
          .join("\n")
          .concat("\n");
      }
      if (element.tableOfContents) return readDocumentText(element.tableOfContents.content);
      return "";
    })
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
