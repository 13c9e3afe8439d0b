import type {
  DocsDocument,
  DocsStructuralElement,
  SeededSpreadsheet,
  SlidesPresentation,
} from "../demo-data/google-data";

function readElementsText(elements: readonly DocsStructuralElement[]): string {
  return elements
    .map((element) => {
      if (element.paragraph) return element.paragraph.elements.map((run) => run.textRun.content).join("");
      if (element.table) {
        return element.table.tableRows
          .map((row) => row.tableCells.map((cell) => readElementsText(cell.content).trim()).join("\t"))
          .join("\n")
          .concat("\n");
      }
      return "";
    })
    .join("");
}

/** A document's text as Drive exports it to text/plain: a byte-order mark and CRLF line ends. */
export function exportDocumentText(document: DocsDocument): string {
  return `\ufeff${readElementsText(document.body.content).replace(/\n/g, "\r\n")}`;
}

function quoteCsvCell(cell: string, separator: string): string {
  return cell.includes(separator) || /["\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Drive exports only a spreadsheet's first sheet to CSV or TSV. */
export function exportSheetText(seeded: SeededSpreadsheet, separator: "," | "\t"): string {
  const first = seeded.spreadsheet.sheets[0]?.properties.title ?? "";
  const rows = seeded.values[first] ?? [];
  return rows.map((row) => row.map((cell) => quoteCsvCell(cell, separator)).join(separator)).join("\r\n");
}

/** Every text box of every slide, in order, as Drive exports a presentation to text/plain. */
export function exportPresentationText(presentation: SlidesPresentation): string {
  const text = presentation.slides
    .flatMap((slide) => slide.pageElements)
    .map((element) => element.shape.text.textElements.map((piece) => piece.textRun?.content ?? "").join(""))
    .join("");
  return `\ufeff${text.replace(/\n/g, "\r\n")}`;
}
