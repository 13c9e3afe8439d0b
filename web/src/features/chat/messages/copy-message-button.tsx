import { useEffect, useState } from "react";
import { focusRing } from "../../../shared/focus-ring";
import { ChatIcon } from "./chat-icon";
import { chatTexts } from "./chat-texts";

/** How long 'Copiado' stays, as the spec's other copy confirmations. */
const COPIED_VISIBLE_MS = 2_000;

/** Copies a message's text; 'Copiado' confirms it briefly and is announced. A refused clipboard is only logged. */
export function CopyMessageButton({ text }: { text: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
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
