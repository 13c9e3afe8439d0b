import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { keepSafeUrl, SafeMarkdown } from "./safe-markdown";

function renderReply(text: string) {
  return render(<SafeMarkdown text={text} />).container;
}

describe("SafeMarkdown", () => {
  it("renders GitHub-flavoured Markdown", () => {
    const container = renderReply("**Hola** _mundo_\n\n- uno\n- dos\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~no~~");
    expect(container.querySelector("strong")?.textContent).toBe("Hola");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("table td")?.textContent).toBe("1");
    expect(container.querySelector("del")?.textContent).toBe("no");
  });

  it("links bare addresses, draws code, nested lists and headings without ids two replies could share", () => {
    const container = renderReply(
      "# Resumen\n\nVer https://ejemplo.com/a y `npm test`\n\n```js\nconst a = 1;\n```\n\n1. uno\n   - dentro\n2. dos",
    );
    expect(container.querySelector("h1")?.textContent).toBe("Resumen");
    expect(container.querySelector("[id]")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://ejemplo.com/a");
    expect(container.querySelector("pre code")?.textContent).toBe("const a = 1;");
    expect(container.querySelector("ol > li > ul > li")?.textContent).toBe("dentro");
  });

  it("drops raw HTML: no script, iframe or inline handler reaches the page", () => {
    const container = renderReply(
      'Antes <script>alert("x")</script> después\n\n<iframe src="https://evil.example"></iframe>\n\n<b onclick="alert(1)">b</b>',
    );
    expect(container.querySelector("script, iframe, b, [onclick]")).toBeNull();
    expect(container.innerHTML).not.toContain("<script");
  });

  it("never renders an image, only its description", () => {
    const container = renderReply(
      '![logo secreto](http://evil.example/pixel.png?data=abc) <img src="http://evil.example/x.png">\n\n![][ref]\n\n[ref]: https://evil.example/y.png',
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("[Imagen: logo secreto]");
    expect(container.innerHTML).not.toContain("evil.example");
  });

  it("keeps only http(s) and mailto links, opening apart without a referrer", () => {
    const container = renderReply(
      "[web](https://example.com/a) [correo](mailto:ana@example.com) [malo](javascript:alert(1)) [datos](data:text/html,hola) [relativo](/logout) [vb](vbscript:x) [ent](&#106;avascript:alert(1)) <https://auto.example.com>",
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.com/a",
      "mailto:ana@example.com",
      "https://auto.example.com",
    ]);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    }
    expect(container.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
    expect(container.textContent).toContain("malo");
  });
});

describe("keepSafeUrl", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["HTTP://EXAMPLE.COM", "HTTP://EXAMPLE.COM"],
    [" mailto:a@b.c ", "mailto:a@b.c"],
    ["javascript:alert(1)", ""],
    ["JaVaScRiPt:alert(1)", ""],
    ["java\nscript:alert(1)", ""],
    ["//evil.example", ""],
    ["/relative", ""],
    ["data:image/png;base64,AAAA", ""],
  ])("%j becomes %j", (url, expected) => {
    expect(keepSafeUrl(url)).toBe(expected);
  });
});
