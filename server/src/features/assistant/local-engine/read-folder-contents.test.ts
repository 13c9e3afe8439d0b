import { describe, expect, it } from "vitest";
import { readFolderContents } from "./read-folder-contents";

describe("what is in a folder, asked by the kind of file", () => {
  it.each([
    [
      "¿qué documentos tenemos metidos en la carpeta de Recursos Humanos?",
      "¿qué hay en la carpeta de Recursos Humanos?",
    ],
    ["qué archivos hay en la carpeta Facturas", "qué hay en la carpeta Facturas"],
    ["y que fotos tengo guardadas en la carpeta del evento", "y qué hay en la carpeta del evento"],
    ["qué facturas hay guardadas en la carpeta Facturas del onedrive?", "qué hay en la carpeta Facturas del onedrive?"],
  ])("«%s» asks what the folder holds", (text, asked) => {
    expect(readFolderContents(text)).toBe(asked);
  });

  it("leaves a kind asked for with no folder named", () => {
    expect(readFolderContents("¿qué documentos ha subido Laura?")).toBe("¿qué documentos ha subido Laura?");
  });
});
