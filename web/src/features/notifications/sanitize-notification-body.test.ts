import { describe, expect, it } from "vitest";
import { isHtmlBody, sanitizeNotificationBody } from "./sanitize-notification-body";

describe("sanitizeNotificationBody", () => {
  it("drops scripts and event handlers", () => {
    const clean = sanitizeNotificationBody(
      '<p onclick="steal()">Hola</p><script>steal()</script><b onmouseover="x()">!</b>',
    );
    expect(clean).toBe("<p>Hola</p><b>!</b>");
  });

  it("replaces remote images by their alt text and keeps inline ones", () => {
    const clean = sanitizeNotificationBody(
      '<img src="https://tracker.example.com/p.gif" alt="Logo" onerror="steal()"><img src="//cdn.example.com/a.png"><img src="data:image/png;base64,AAAA" alt="Firma">',
    );
    expect(clean).not.toContain("tracker.example.com");
    expect(clean).not.toContain("cdn.example.com");
    expect(clean).not.toContain("onerror");
    expect(clean).toContain("[Imagen: Logo][Imagen]");
    expect(clean).toContain('src="data:image/png;base64,AAAA"');
  });

  it("drops styles and media that could load from outside", () => {
    const clean = sanitizeNotificationBody(
      '<style>@import url(https://x.example.com/a.css)</style><div style="background:url(https://x.example.com/b.png)">Texto</div><video poster="https://x.example.com/c.png"><source src="https://x.example.com/d.mp4"></video>',
    );
    expect(clean).toBe("<div>Texto</div>");
  });

  it("opens links in a new tab without handing over the page", () => {
    expect(sanitizeNotificationBody('<a href="https://example.com">Ver</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Ver</a>',
    );
    expect(sanitizeNotificationBody('<a href="javascript:alert(1)">Ver</a>')).toBe("<a>Ver</a>");
  });
});

describe("isHtmlBody", () => {
  it("tells HTML from plain text", () => {
    expect(isHtmlBody("<p>Hola</p>")).toBe(true);
    expect(isHtmlBody("Precio < 5 y > 3")).toBe(false);
    expect(isHtmlBody("Línea 1\nLínea 2")).toBe(false);
  });
});
