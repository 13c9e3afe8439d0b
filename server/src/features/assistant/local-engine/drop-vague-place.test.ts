import { describe, expect, test } from "vitest";
import { dropVaguePlace } from "./drop-vague-place";

describe("a place said without naming one", () => {
  test("is no word to look for", () => {
    expect(dropVaguePlace("me han etiquetado en algun sitio?")).toBe("me han etiquetado?");
    expect(dropVaguePlace("¿me han nombrado por ahí?")).toBe("¿me han nombrado?");
  });

  test("a named place stays", () => {
    expect(dropVaguePlace("qué se dijo en el canal de ventas")).toBe("qué se dijo en el canal de ventas");
  });
});
