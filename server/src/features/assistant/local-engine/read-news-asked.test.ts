import { describe, expect, it } from "vitest";
import { readNewsAsked } from "./read-news-asked";

describe("what is new somewhere, asked", () => {
  it.each([
    ["hay algo nuevo en ventas?", "qué hay de nuevo en ventas"],
    ["¿Alguna novedad en #general?", "qué hay de nuevo en #general"],
    ["oye, novedades de Laura?", "qué hay de nuevo de Laura"],
    ["tengo algo que no haya visto en el canal de marketing", "qué hay de nuevo en el canal de marketing"],
  ])("«%s» is «%s»", (text, request) => {
    expect(readNewsAsked(text)).toBe(request);
  });

  it.each(["crea algo nuevo en ventas", "hay algo nuevo?", "añade un negocio nuevo en ventas"])(
    "«%s» stays",
    (text) => {
      expect(readNewsAsked(text)).toBe(text);
    },
  );
});
