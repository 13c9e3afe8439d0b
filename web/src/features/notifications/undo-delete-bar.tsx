import { useEffect, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { notificationTexts } from "./notification-texts";

function readSecondsLeft(endsAt: number): number {
  return Math.max(1, Math.ceil((endsAt - Date.now()) / 1_000));
}

/** The seconds before 'Eliminar' reaches the provider, counted down, with 'Deshacer'. */
export function UndoDeleteBar({ endsAt, onUndo }: { endsAt: number; onUndo: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(() => readSecondsLeft(endsAt));
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(readSecondsLeft(endsAt)), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-700/60 dark:text-slate-100">
      <p role="status" className="flex-1">
        {notificationTexts.deleting(secondsLeft)}
      </p>
      <button
        type="button"
        onClick={onUndo}
        className={`rounded-full px-3 py-1 font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 dark:text-brand-100 dark:ring-brand-500/40 dark:hover:bg-brand-500/15 ${focusRing}`}
      >
        {notificationTexts.undo}
      </button>
    </div>
  );
}
