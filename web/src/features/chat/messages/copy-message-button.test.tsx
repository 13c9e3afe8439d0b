import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyMessageButton } from "./copy-message-button";
import { SafeMarkdown } from "./safe-markdown";

const reply = "Tienes **2 correos**:\n\n- Factura de _luz_\n- Reunión";

function RenderedReply() {
  const rendered = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={rendered} className="burbuja">
        <SafeMarkdown text={reply} />
      </div>
      <CopyMessageButton text={reply} rendered={rendered} />
    </>
  );
}

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return resolve("");
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The browser's ClipboardItem, which jsdom lacks: it keeps what it was given, to read back. */
class RecordedClipboardItem {
  constructor(readonly parts: Record<string, Blob>) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CopyMessageButton", () => {
  it("copies a rendered reply as plain text, without its Markdown marks", async () => {
    const user = userEvent.setup();
    render(<RenderedReply />);
    await user.click(screen.getByRole("button", { name: "Copiar mensaje" }));
    expect(await navigator.clipboard.readText()).toBe("Tienes 2 correos:\n\n- Factura de luz\n- Reunión");
    expect(screen.getByText("Copiado")).toBeTruthy();
  });

  it("adds the formatted reply as HTML where the clipboard takes it", async () => {
    const user = userEvent.setup();
    vi.stubGlobal("ClipboardItem", RecordedClipboardItem);
    const write = vi.spyOn(navigator.clipboard, "write").mockResolvedValue();
    render(<RenderedReply />);
    await user.click(screen.getByRole("button", { name: "Copiar mensaje" }));
    expect(write).toHaveBeenCalledOnce();
    const [[written]] = write.mock.calls[0] ?? [[]];
    const { parts } = written as unknown as RecordedClipboardItem;
    expect(await readBlob(parts["text/plain"])).toBe("Tienes 2 correos:\n\n- Factura de luz\n- Reunión");
    const html = await readBlob(parts["text/html"]);
    expect(html).toContain("<strong>2 correos</strong>");
    expect(html).toContain("<li>Factura de <em>luz</em></li>");
    expect(html).not.toContain("**");
    expect(html).not.toContain("class=");
  });

  it("copies a message that is not Markdown as it is", async () => {
    const user = userEvent.setup();
    render(<CopyMessageButton text="Hola **tal** cual" />);
    await user.click(screen.getByRole("button", { name: "Copiar mensaje" }));
    expect(await navigator.clipboard.readText()).toBe("Hola **tal** cual");
  });
});
