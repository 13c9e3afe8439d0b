import type { SlidesPageElement, SlidesPresentation } from "./client";

type TextElements = { textElements?: { textRun?: { content?: string }; autoText?: { content?: string } }[] };

function readTextElements(text: TextElements | undefined): string {
  return (text?.textElements ?? [])
    .map((element) => element.textRun?.content ?? element.autoText?.content ?? "")
    .join("")
    .trim();
}

function readElementText(element: SlidesPageElement): string[] {
  if (element.shape) {
    const text = readTextElements(element.shape.text);
    return text ? [text] : [];
  }
  if (element.table) {
    return (element.table.tableRows ?? []).map((row) =>
      (row.tableCells ?? []).map((cell) => readTextElements(cell.text)).join(" | "),
    );
  }
  return (element.elementGroup?.children ?? []).flatMap(readElementText);
}

/** The text of every slide, in order, under 'Diapositiva N'. */
export function readPresentationText(presentation: SlidesPresentation): string {
  return (presentation.slides ?? [])
    .map((slide, index) => {
      const texts = (slide.pageElements ?? []).flatMap(readElementText);
      return [`## Diapositiva ${index + 1}`, ...(texts.length > 0 ? texts : ["(sin texto)"])].join("\n");
    })
    .join("\n\n");
}
