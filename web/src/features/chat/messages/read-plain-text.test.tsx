import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readPlainText } from "./read-plain-text";
import { SafeMarkdown } from "./safe-markdown";

function readReply(markdown: string): string {
  return readPlainText(render(<SafeMarkdown text={markdown} />).container);
}

describe("readPlainText", () => {
  it("reads a reply as its reader sees it, without Markdown marks", () => {
    expect(readReply("Tienes **3 correos** nuevos de _Laura_ y `Pedro`.")).toBe(
      "Tienes 3 correos nuevos de Laura y Pedro.",
    );
  });

  it("keeps paragraphs apart by a blank line and puts each list item on its own line", () => {
    expect(readReply("## Resumen\n\nEstos son:\n\n- **Factura** de luz\n- Reunión\n\n1. uno\n2. dos\n\nFin.")).toBe(
      "Resumen\n\nEstos son:\n\n- Factura de luz\n- Reunión\n\n1. uno\n2. dos\n\nFin.",
    );
  });

  it("keeps code as written and a table's cells apart by tabs", () => {
    expect(readReply("```\nconst a = 1;\n  b();\n```\n\n| Día | Hora |\n|---|---|\n| lunes | 10:00 |")).toBe(
      "const a = 1;\n  b();\n\nDía\tHora\nlunes\t10:00",
    );
  });
});
