import { CHAT_MESSAGE_MAX_LENGTH } from "@shifu/contract/plain/chats";
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect } from "react";
import { focusRing } from "../../../shared/focus-ring";
import { ChatIcon } from "./chat-icon";
import { chatTexts } from "./chat-texts";
import { isOverMessageLimit, MessageLengthNotice } from "./message-length-notice";

/** The spec's cap on the input's height; past it the text scrolls. */
const CHAT_INPUT_MAX_HEIGHT_PX = 120;

function fitToContent(textarea: HTMLTextAreaElement) {
  textarea.style.height = "auto";
  const contentHeight = textarea.scrollHeight;
  textarea.style.height = `${Math.min(contentHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  textarea.style.overflowY = contentHeight > CHAT_INPUT_MAX_HEIGHT_PX ? "auto" : "hidden";
}

/**
 * The message input: Enter sends, Shift+Enter starts a new line, and whitespace alone is never sent. It grows with its
 * text up to 120 px. A text over the server's limit stays whole and is not sent until it is shortened.
 */
export function ChatInput({
  value,
  onChange,
  onSend,
  canSend,
  onStop,
  textareaRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** False while the chat awaits a reply; typing goes on meanwhile. */
  canSend: boolean;
  /** Given while a reply streams in: shows 'Detener', which ends it where it is. */
  onStop?: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const isTooLong = isOverMessageLimit(value, CHAT_MESSAGE_MAX_LENGTH);
  const isSendable = canSend && value.trim() !== "" && !isTooLong;
  const noticeId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, also when a suggestion or a send changes it from outside
  useLayoutEffect(() => {
    if (textareaRef.current) fitToContent(textareaRef.current);
  }, [value, textareaRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter confirms the word rather than sending.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (isSendable) onSend();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isSendable) onSend();
      }}
      className="relative flex flex-1 items-end gap-2 rounded-2xl border border-slate-300 bg-white py-1.5 pr-1.5 pl-4 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
    >
      <textarea
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        rows={1}
        aria-label={chatTexts.inputLabel}
        aria-invalid={isTooLong || undefined}
        aria-describedby={noticeId}
        placeholder={chatTexts.inputPlaceholder}
        className="max-h-[120px] min-h-10 flex-1 resize-none bg-transparent py-2 text-slate-900 outline-none placeholder:text-slate-400 dark:text-white dark:placeholder:text-slate-500"
      />
      <MessageLengthNotice id={noticeId} length={value.length} max={CHAT_MESSAGE_MAX_LENGTH} />
      {onStop && (
        <button
          type="button"
          onClick={onStop}
          className={`flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <ChatIcon name="stop" className="size-4" />
          {chatTexts.stopReply}
        </button>
      )}
      <button
        type="submit"
        aria-label={chatTexts.send}
        disabled={!isSendable}
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-500 dark:disabled:bg-slate-700 dark:disabled:text-slate-400 ${focusRing}`}
      >
        <ChatIcon name="send" className="size-5" />
      </button>
    </form>
  );
}
