import { useEffect, useId, useRef } from "react";
import { focusRing } from "../../../shared/focus-ring";
import { chatTexts } from "./chat-texts";

/** The screen Escape opens in the chat view. 'Conectar Apps' is for phones, where the app list is not beside it. */
export function WelcomeScreen({ onClose, onConnectApps }: { onClose: () => void; onConnectApps: () => void }) {
  const backButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => backButton.current?.focus(), []);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-10 text-center"
    >
      <img src="/favicon.svg" alt="" className="size-20 rounded-3xl shadow-lg" />
      <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {chatTexts.welcomeTitle}
      </h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{chatTexts.welcomeBody}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          ref={backButton}
          type="button"
          onClick={onClose}
          className={`rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 ${focusRing}`}
        >
          {chatTexts.backToChats}
        </button>
        <button
          type="button"
          onClick={onConnectApps}
          className={`hidden rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 [@media(width<=768px)]:inline-flex ${focusRing}`}
        >
          {chatTexts.connectApps}
        </button>
      </div>
    </section>
  );
}
