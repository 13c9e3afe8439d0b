import { describe, expect, it } from "vitest";
import { stripMarkdown } from "./strip-markdown";

describe("stripMarkdown", () => {
  it("keeps the words of bold text, links, code, quotes and list items on one line", () => {
    expect(
      stripMarkdown(
        "Para hacerlo necesito tu confirmación: **Mover a la papelera el correo «Oferta»**.\n\n- **Informe** — [Abrir](https://x.test/1)\n  > `nota`",
      ),
    ).toBe("Para hacerlo necesito tu confirmación: Mover a la papelera el correo «Oferta». Informe — Abrir nota");
  });

  it("leaves plain text as it is", () => {
    expect(stripMarkdown("Hola, ¿qué tal? 2 * 3 = 6")).toBe("Hola, ¿qué tal? 2 * 3 = 6");
  });
});
