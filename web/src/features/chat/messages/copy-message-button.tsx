import { type RefObject, useEffect, useState } from "react";
import { focusRing } from "../../../shared/focus-ring";
import { ChatIcon } from "./chat-icon";
import { chatTexts } from "./chat-texts";
import { readPlainText } from "./read-plain-text";

/** How long 'Copiado' stays, as the spec's other copy confirmations. */
const COPIED_VISIBLE_MS = 2_000;

/**
 * Puts a rendered reply on the clipboard as a person sees it: plain text without Markdown marks, and the formatted
 * version too where the browser's clipboard takes HTML (pasting into a mail or a document keeps the bold and lists).
 */
async function copyRendered(element: HTMLElement): Promise<void> {
  const plain = readPlainText(element);
  // The page's styling classes mean nothing where it is pasted.
  const formatted = element.cloneNode(true) as HTMLElement;
  for (const styled of formatted.querySelectorAll("[class]")) styled.removeAttribute("class");
  if (typeof ClipboardItem !== "undefined" && typeof navigator.clipboard.write === "function") {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/plain": new Blob([plain], { type: "text/plain" }),
          "text/html": new Blob([formatted.innerHTML], { type: "text/html" }),
        }),
      ]);
      return;
    } catch (error) {
      console.warn("El portapapeles no aceptó el texto con formato; se copia sin formato", error);
    }
  }
  await navigator.clipboard.writeText(plain);
}

/**
 * Copies a message: `rendered`, when given, is the reply as drawn from Markdown, copied as its reader sees it;
 * otherwise `text` as it is. 'Copiado' confirms it briefly and is announced. A refused clipboard is only logged.
 */
export function CopyMessageButton({ text, rendered }: { text: string; rendered?: RefObject<HTMLElement | null> }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      const element = rendered?.current;
      await (element ? copyRendered(element) : navigator.clipboard.writeText(text));
      setIsCopied(true);
    } catch (error) {
      console.warn("No se pudo copiar el mensaje", error);
    }
  }

  return (
    <span className="flex items-center gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={chatTexts.copy}
        title={chatTexts.copy}
        className={`rounded-md p-1 text-slate-400 hover:bg-slate-200 hover:text-slate-700 dark:text-slate-500 dark:hover:bg-slate-700 dark:hover:text-slate-200 ${focusRing}`}
      >
        <ChatIcon name={isCopied ? "check" : "copy"} className="size-3.5" />
      </button>
      <span role="status" className="text-xs text-emerald-700 dark:text-emerald-300">
        {isCopied ? chatTexts.copied : ""}
      </span>
    </span>
  );
}
