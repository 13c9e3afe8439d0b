import type { LatestMessage } from "@shifu/contract/chats";
import { isMcpAppKey } from "@shifu/contract/plain/mcp-servers";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { AppLogoMark } from "../../../shared/brand-logos/app-logo-mark";
import { focusRing } from "../../../shared/focus-ring";
import { PendingNotifications } from "../../notifications/pending-notifications";
import { latestMessagesQueryKey } from "../chat-list/use-latest-messages";
import { type CurrentAssistant, readChatName, selectAssistantLogo } from "../current-assistant";
import { markChatRead } from "./chat-api";
import { ChatIcon } from "./chat-icon";
import { ChatInput } from "./chat-input";
import type { ChatMessage } from "./chat-message";
import { chatTexts } from "./chat-texts";
import { IntroCard } from "./intro-card";
import { MessageList } from "./message-list";
import type { StreamedChatReply } from "./stream-chat-reply";
import { useChatConversation } from "./use-chat-conversation";
import { WelcomeScreen } from "./welcome-screen";

const noMessages: readonly ChatMessage[] = [];

/** Escape belongs to whatever overlay is open (a dialog, the guided tour) before it belongs to the chat. */
function isOverlayOpen(): boolean {
  return (
    document.body.classList.contains("driver-active") ||
    document.querySelector('[role="dialog"], [role="alertdialog"]') !== null
  );
}

function markReadInList(
  latest: ReadonlyMap<string, LatestMessage> | undefined,
  chatName: string,
): ReadonlyMap<string, LatestMessage> | undefined {
  const message = latest?.get(chatName);
  if (!latest || !message || message.unread_count === 0) return latest;
  return new Map(latest).set(chatName, { ...message, unread_count: 0 });
}

/**
 * Marks the open chat read on the server, then clears its unread count in the list: when the chat opens and when a
 * reply arrives in it. The list is asked again only if an answer is on its way, which may predate the mark.
 */
function useChatReadMarker(chatName: string | undefined) {
  const queryClient = useQueryClient();
  const markRead = useCallback(
    async (name: string) => {
      const result = await markChatRead(name);
      if (!result.ok) return;
      if (queryClient.isFetching({ queryKey: latestMessagesQueryKey }) > 0) {
        await queryClient.invalidateQueries({ queryKey: latestMessagesQueryKey });
        return;
      }
      queryClient.setQueriesData<ReadonlyMap<string, LatestMessage>>({ queryKey: latestMessagesQueryKey }, (latest) =>
        markReadInList(latest, name),
      );
    },
    [queryClient],
  );
  useEffect(() => {
    if (chatName) void markRead(chatName);
  }, [chatName, markRead]);
  return markRead;
}

/**
 * The workspace's main area in the chat view: the assistant's header, its messages, the tour's help control and the
 * input. Escape swaps the conversation for the welcome screen until a chat is chosen or 'Volver a Chats' is pressed.
 */
export function ChatMainArea({
  assistant,
  headerActions,
  onConnectApps,
  onRestartTour,
}: {
  assistant: CurrentAssistant;
  headerActions?: ReactNode;
  onConnectApps: () => void;
  onRestartTour: () => void;
}) {
  const chatName = readChatName(assistant);
  const { history, olderMessages, isAwaitingReply, sendMessage, retryMessage, stopReply } = useChatConversation(
    assistant.type,
  );
  const [draft, setDraft] = useState("");
  const [isWelcomeOpen, setIsWelcomeOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const openChatName = useRef(chatName);
  openChatName.current = chatName;
  const markRead = useChatReadMarker(chatName);

  // Choosing any chat, even the open one (the list hands over a new object), leaves the welcome screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the assistant object's identity is the event itself
  useEffect(() => {
    setIsWelcomeOpen(false);
  }, [assistant]);

  useEffect(() => {
    function openWelcomeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented || isOverlayOpen()) return;
      setIsWelcomeOpen(true);
    }
    window.addEventListener("keydown", openWelcomeOnEscape);
    return () => window.removeEventListener("keydown", openWelcomeOnEscape);
  }, []);

  const chooseSuggestion = useCallback((text: string) => {
    setDraft(text);
    textareaRef.current?.focus();
  }, []);

  function receiveReplyIn(sentTo: string | undefined) {
    return (reply: StreamedChatReply) => {
      // Announced once, whole: the growing bubble itself stays quiet while it streams.
      setAnnouncement([reply.text, reply.notice].filter(Boolean).join(" "));
      // The reply is stored as unread; it is read already if its chat is still the one on screen.
      if (sentTo && openChatName.current === sentTo) void markRead(sentTo);
    };
  }

  function sendDraft() {
    const text = draft.trim();
    if (!text) return;
    setDraft("");
    sendMessage(text, receiveReplyIn(chatName));
  }

  const receiveReply = useRef(receiveReplyIn);
  receiveReply.current = receiveReplyIn;
  // Stable, so the memoised list does not re-render for it; the refs give it this render's chat.
  const retryFailedMessage = useCallback(
    (message: ChatMessage) => retryMessage(message, receiveReply.current(openChatName.current)),
    [retryMessage],
  );

  function closeWelcome() {
    setIsWelcomeOpen(false);
    // The input is gone while the welcome screen shows; focus returns to it once it is back.
    requestAnimationFrame(() => textareaRef.current?.focus());
  }

  // A failed load shows an empty history, as the spec says.
  const messages = history.data ?? noMessages;
  const isLoadingHistory = history.isPending;

  return (
    <section aria-label={assistant.title} className="flex h-full min-h-0 flex-1 flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <AppLogoMark logo={selectAssistantLogo(assistant)} size="sm" />
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 dark:text-white">
          {assistant.title}
        </h2>
        {headerActions && <div className="flex shrink-0 items-center gap-2">{headerActions}</div>}
      </header>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {isWelcomeOpen ? (
        <WelcomeScreen onClose={closeWelcome} onConnectApps={onConnectApps} />
      ) : (
        <>
          {isLoadingHistory ? (
            <p role="status" className="flex flex-1 items-center justify-center text-slate-500 dark:text-slate-400">
              {chatTexts.loadingHistory}
            </p>
          ) : messages.length === 0 && !isAwaitingReply ? (
            <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 py-8">
              <div className="my-auto">
                <IntroCard assistant={assistant} onChooseSuggestion={chooseSuggestion} />
              </div>
            </div>
          ) : (
            <MessageList
              // Its own key, never the pending notifications' beside it: two siblings with one key leave one of them
              // in the page when the chat changes.
              key={`messages-${assistant.type}`}
              messages={messages}
              isAwaitingReply={isAwaitingReply}
              assistantKey={assistant.type}
              assistantTitle={assistant.title}
              onRetry={retryFailedMessage}
              hasOlder={olderMessages.hasOlder}
              isLoadingOlder={olderMessages.isLoadingOlder}
              hasOlderFailed={olderMessages.hasOlderFailed}
              onLoadOlder={olderMessages.loadOlder}
              onRetryOlder={olderMessages.retryOlder}
            />
          )}
          {/*
            Pending notifications sit pinned above the input rather than merged into the virtualized history by time:
            they are waiting for the user, so an old one must not scroll away out of sight; they come and go as they
            are handled, which would shift rows under a list anchored to its end; and they show even when the chat has
            no history yet and the intro card stands in for the list. The section folds away when it is in the way.
          */}
          {!isMcpAppKey(assistant.type) && (
            <PendingNotifications key={`pending-${assistant.type}`} assistantKey={assistant.type} />
          )}
          <div className="flex items-end gap-2 border-t border-slate-200 bg-white px-3 py-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900">
            <button
              type="button"
              onClick={onRestartTour}
              aria-label={chatTexts.restartTour}
              title={chatTexts.restartTour}
              className={`mb-1 flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
            >
              <ChatIcon name="help" />
            </button>
            <ChatInput
              value={draft}
              onChange={setDraft}
              onSend={sendDraft}
              canSend={!isAwaitingReply}
              onStop={isAwaitingReply ? stopReply : undefined}
              textareaRef={textareaRef}
            />
          </div>
        </>
      )}
    </section>
  );
}
