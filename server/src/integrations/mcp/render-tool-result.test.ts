import { describe, expect, it } from "vitest";
import { renderToolResult } from "./render-tool-result";

describe("an MCP result as chat text", () => {
  it("mentions an image and an audio clip with their type and size, never their bytes", () => {
    const png = Buffer.alloc(2500, 1).toString("base64");
    const text = renderToolResult({
      content: [
        { type: "text", text: "Gráfico de ventas:" },
        { type: "image", mimeType: "image/png", data: png },
        { type: "audio", mimeType: "audio/wav", data: Buffer.alloc(300).toString("base64") },
      ],
    });
    expect(text).toBe(
      "Gráfico de ventas:\n\n(imagen image/png, 2,4 KB: no se muestra en el chat)\n\n(audio audio/wav, 300 B: no se muestra en el chat)",
    );
    expect(text).not.toContain(png.slice(0, 40));
  });

  it("links only web resources and falls back to the structured content", () => {
    expect(
      renderToolResult({
        content: [
          { type: "resource_link", uri: "https://ejemplo.com/f.pdf", name: "f.pdf", title: "Factura" },
          { type: "resource_link", uri: "file:///etc/passwd", name: "passwd" },
        ],
      }),
    ).toBe("[Factura](https://ejemplo.com/f.pdf)\n\npasswd (file:///etc/passwd)");
    expect(renderToolResult({ content: [], structuredContent: { total: 3 } })).toBe('{"total":3}');
  });
});
