import { describe, expect, test } from "vitest";
import { readBinAsTrash } from "./read-bin-as-trash";

describe("the bin people name", () => {
  test.each([
    ["manda a la basura la publi de la tienda", "manda a la papelera la publi de la tienda"],
    ["échalo al cubo", "échalo a la papelera"],
    ["tira en la basura el correo de LinkedIn", "tira en la papelera el correo de LinkedIn"],
    ["manda a eliminados el boletín de la tienda", "manda a la papelera el boletín de la tienda"],
    ["mueve a elementos eliminados lo de LinkedIn", "mueve a la papelera lo de LinkedIn"],
    ["pasa a la carpeta de borrados la promo", "pasa a la papelera la promo"],
  ])("%s is the trash", (text, trash) => {
    expect(readBinAsTrash(text)).toBe(trash);
  });

  test("a mail about rubbish keeps its words", () => {
    expect(readBinAsTrash("qué dice el correo de la recogida de basura")).toBe(
      "qué dice el correo de la recogida de basura",
    );
  });
});
