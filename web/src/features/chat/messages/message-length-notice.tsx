import { formatSpanishCount } from "@shifu/contract/format-spanish-count";

/** The counter appears in the last eighth before the limit, so short messages stay uncluttered. */
const COUNTER_FROM_SHARE = 0.875;

const messageLengthTexts = {
  tooLong: (max: number) =>
    `El mensaje supera el máximo de ${formatSpanishCount(max)} caracteres; acórtalo para enviarlo.`,
  counter: (length: number, max: number) => `${formatSpanishCount(length)} / ${formatSpanishCount(max)}`,
};

export function isOverMessageLimit(text: string, max: number): boolean {
  return text.length > max;
}

/**
 * Says how close a message is to the server's limit and, past it, that it must be shortened: the input keeps every
 * character rather than cutting a paste silently, and the send button stays off until it fits.
 */
export function MessageLengthNotice({ id, length, max }: { id: string; length: number; max: number }) {
  const isOver = length > max;
  const showsCounter = length >= Math.floor(max * COUNTER_FROM_SHARE);
  return (
    <div
      id={id}
      aria-live="polite"
      className="pointer-events-none absolute right-3 bottom-full mb-1 flex max-w-[calc(100%-1.5rem)] flex-col items-end gap-0.5 text-right text-xs"
    >
      {isOver && (
        <p className="rounded-lg bg-red-50 px-2 py-1 font-medium text-red-700 dark:bg-red-950 dark:text-red-300">
          {messageLengthTexts.tooLong(max)}
        </p>
      )}
      {showsCounter && (
        <p
          className={`rounded-md bg-white/90 px-1.5 tabular-nums dark:bg-slate-900/90 ${isOver ? "text-red-700 dark:text-red-300" : "text-slate-500 dark:text-slate-400"}`}
        >
          {messageLengthTexts.counter(length, max)}
        </p>
      )}
    </div>
  );
}
