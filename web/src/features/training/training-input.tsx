import { TRAINING_MESSAGE_MAX_LENGTH } from "@shifu/contract/plain/training";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { focusRing } from "../../shared/focus-ring";
import { ChatIcon } from "../chat/messages/chat-icon";
import { isOverMessageLimit, MessageLengthNotice } from "../chat/messages/message-length-notice";
import { trainingTexts } from "./training-texts";

/** The spec's cap on the training input's height; past it the text scrolls. */
const TRAINING_INPUT_MAX_HEIGHT_PX = 200;

function fitToContent(textarea: HTMLTextAreaElement) {
  textarea.style.height = "auto";
  const contentHeight = textarea.scrollHeight;
  textarea.style.height = `${Math.min(contentHeight, TRAINING_INPUT_MAX_HEIGHT_PX)}px`;
  textarea.style.overflowY = contentHeight > TRAINING_INPUT_MAX_HEIGHT_PX ? "auto" : "hidden";
}

/**
 * The training input: Enter sends, Shift+Enter starts a new line, whitespace alone is never sent, and it grows with its
 * text up to 200 px. While a reply is awaited both the text and the button are disabled, as the spec has it.
 */
export function TrainingInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const isTooLong = isOverMessageLimit(text, TRAINING_MESSAGE_MAX_LENGTH);
  const isSendable = !disabled && text.trim() !== "" && !isTooLong;
  const noticeId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, also when a send clears it
  useLayoutEffect(() => {
    if (textareaRef.current) fitToContent(textareaRef.current);
  }, [text]);

  // A disabled field loses the focus; giving it back when the reply arrives lets the user go on typing.
  useEffect(() => {
    if (!disabled) textareaRef.current?.focus();
  }, [disabled]);

  function send() {
    if (!isSendable) return;
    onSend(text.trim());
    setText("");
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter confirms the word rather than sending.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="relative flex items-end gap-2 rounded-2xl border border-slate-300 bg-white py-1.5 pr-1.5 pl-4 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
    >
      <textarea
        ref={textareaRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        rows={1}
        aria-label={trainingTexts.inputLabel}
        aria-invalid={isTooLong || undefined}
        aria-describedby={noticeId}
        placeholder={trainingTexts.inputPlaceholder}
        className="max-h-[200px] min-h-10 flex-1 resize-none bg-transparent py-2 text-slate-900 outline-none placeholder:text-slate-400 disabled:cursor-not-allowed disabled:opacity-60 dark:text-white dark:placeholder:text-slate-500"
      />
      <MessageLengthNotice id={noticeId} length={text.length} max={TRAINING_MESSAGE_MAX_LENGTH} />
      <button
        type="submit"
        aria-label={trainingTexts.send}
        disabled={!isSendable}
        className={`flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-500 dark:disabled:bg-slate-700 dark:disabled:text-slate-400 ${focusRing}`}
      >
        <ChatIcon name="send" className="size-5" />
      </button>
    </form>
  );
}
