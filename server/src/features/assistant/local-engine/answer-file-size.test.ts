import { describe, expect, it } from "vitest";
import type { ListedItem } from "../../../integrations/app-tool";
import { formatSize } from "../../../integrations/format-size";
import { answerFileSize } from "./answer-file-size";

const options = { now: new Date("2026-12-06T12:00:00Z"), timeZone: "Europe/Madrid" };
const file = (title: string, bytes: number): ListedItem => ({
  id: title,
  title,
  details: ["Presentación", `Tamaño: ${formatSize(bytes)}`],
});

describe("answerFileSize", () => {
  it("says first how much the one file found takes up", () => {
    const items = [file("Propuesta.pptx", 2_431_907)];
    expect(answerFileSize(items, "¿cuánto pesa la propuesta?", options)).toMatch(/^El archivo ocupa \*\*2,3 MB\*\*\./);
    expect(answerFileSize(items, "que tamaño tiene la propuesta", options)).toMatch(/^El archivo ocupa \*\*2,3 MB\*\*/);
  });

  it("leaves alone a question about something else, several files, or a file with no size shown", () => {
    const items = [file("Propuesta.pptx", 2_431_907)];
    expect(answerFileSize(items, "¿quién subió la propuesta?", options)).toBeUndefined();
    expect(answerFileSize([...items, file("Otra.pptx", 1200)], "¿cuánto ocupa?", options)).toBeUndefined();
    expect(answerFileSize([{ id: "a", title: "Acta.docx" }], "¿cuánto ocupa el acta?", options)).toBeUndefined();
  });
});
