import type { Approval, AssistantKey } from "@shifu/contract/chats";
import type { Notification } from "@shifu/contract/notifications";
import { notificationMessages } from "@shifu/contract/plain/notifications";
import { useId, useMemo, useRef, useState } from "react";
import { AppLogoMark } from "../../shared/brand-logos/app-logo-mark";
import { selectLogo } from "../../shared/brand-logos/select-logo";
import { focusRing } from "../../shared/focus-ring";
import { ProgressDialog } from "../../shared/progress-dialog";
import { ChatIcon, type ChatIconName } from "../chat/messages/chat-icon";
import { readIsoTimestamp } from "../chat/messages/format-message-time";
import { applyNotificationDefaults } from "./apply-notification-defaults";
import { CustomActionDialog } from "./custom-action-dialog";
import { formatNotificationTime } from "./format-notification-time";
import { NotificationApprovals } from "./notification-approvals";
import { NotificationOutcomeDialog } from "./notification-outcome-dialog";
import { notificationTexts } from "./notification-texts";
import { isHtmlBody, sanitizeNotificationBody } from "./sanitize-notification-body";
import { UndoDeleteBar } from "./undo-delete-bar";
import { useNotificationAction } from "./use-notification-action";
import { useRefreshAllNotifications } from "./use-notifications";

/** Only a web address may become the 'open at the provider' link; a javascript: one would run here. */
function readProviderUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function NotificationBody({ body, id }: { body: string; id: string }) {
  const html = useMemo(() => (isHtmlBody(body) ? sanitizeNotificationBody(body) : undefined), [body]);
  const className =
    "mt-2 max-h-96 overflow-auto rounded-xl bg-slate-50 px-3 py-2 text-sm leading-relaxed break-words text-slate-800 dark:bg-slate-900/60 dark:text-slate-200 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_img]:max-w-full";
  if (html === undefined) {
    return (
      <div id={id} className={`${className} whitespace-pre-wrap`}>
        {body}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify, remote images and styles removed
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const actionButton = `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

function ActionButton({
  icon,
  label,
  disabled,
  onClick,
  tone,
}: {
  icon: ChatIconName;
  label: string;
  disabled: boolean;
  onClick: () => void;
  tone: "danger" | "brand" | "plain";
}) {
  const toneClass = {
    danger: "text-red-700 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-900 dark:hover:bg-red-950/60",
    brand: "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700",
    plain:
      "text-slate-700 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700",
  }[tone];
  return (
    <button type="button" disabled={disabled} onClick={onClick} className={`${actionButton} ${toneClass}`}>
      <ChatIcon name={icon} className="size-4" />
      {label}
    </button>
  );
}

/** Each proposal once, in the order they were made. */
function mergeApprovals(listed: readonly Approval[], proposed: readonly Approval[]): Approval[] {
  const known = new Set(listed.map((approval) => approval.id));
  return [...listed, ...proposed.filter((approval) => !known.has(approval.id))];
}

/**
 * The spec's notification card: a bubble for one pending notification from a source app, with 'Eliminar', 'Acción
 * personalizada' and 'Ignorar', after the custom actions its source suggests ('Aceptar', 'Rechazar' on an invitation),
 * each sent as a custom action. `assistantKey` is the chat it is shown for, where a custom action's confirmations
 * write their outcome. A collapsible card is one line (title and subject) until it is opened.
 */
export function NotificationCard({
  notification,
  assistantKey,
  isCollapsible = false,
}: {
  notification: Notification;
  assistantKey: AssistantKey;
  isCollapsible?: boolean;
}) {
  const card = applyNotificationDefaults(notification);
  const refreshNotifications = useRefreshAllNotifications();
  const [isOpen, setIsOpen] = useState(!isCollapsible);
  const [isBodyOpen, setIsBodyOpen] = useState(false);
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const [customText, setCustomText] = useState("");
  const [proposed, setProposed] = useState<readonly Approval[]>([]);
  const [decidedIds, setDecidedIds] = useState<ReadonlySet<string>>(new Set());
  // What waits for 'Confirmar': the server's list (so it survives a reload) and what this card's action just proposed.
  const approvals = mergeApprovals(notification.approvals ?? [], proposed).filter(
    (approval) => !decidedIds.has(approval.id),
  );
  const action = useNotificationAction(card, (response) => {
    setIsCustomOpen(false);
    setCustomText("");
    if (response.approvals?.length) {
      // The notification stays pending until its proposals are decided; refreshing now could take the card away.
      setProposed(response.approvals);
      return;
    }
    void refreshNotifications();
  });
  const bodyId = useId();
  const detailsId = useId();
  const articleRef = useRef<HTMLElement>(null);

  function toggleOpen() {
    const opening = !isOpen;
    setIsOpen(opening);
    // An opened card can reach below the strip it sits in; its actions are what the person opened it for.
    if (opening) requestAnimationFrame(() => articleRef.current?.scrollIntoView?.({ block: "nearest" }));
  }
  const titleId = useId();
  const providerUrl = readProviderUrl(card.action_url);
  const isHigh = card.importance === "high";
  const isBusy = action.isBusy;

  function submitCustomAction() {
    const text = customText.trim();
    if (!text) {
      action.showError(notificationMessages.blankCustomAction);
      return;
    }
    void action.run(null, text);
  }

  function forgetApproval(approvalId: string) {
    setDecidedIds((current) => new Set(current).add(approvalId));
    void refreshNotifications();
  }

  return (
    <div className="flex flex-col gap-2">
      <article
        ref={articleRef}
        aria-labelledby={titleId}
        data-open={isCollapsible && isOpen ? "" : undefined}
        aria-busy={action.phase.kind === "processing"}
        data-importance={card.importance}
        className={`relative w-full max-w-[min(100%,42rem)] overflow-hidden rounded-2xl rounded-bl-md bg-white pr-4 pl-5 ${isOpen ? "py-3" : "py-1.5"} ring-1 ring-slate-200 data-[importance=high]:ring-red-200 dark:bg-slate-800 dark:ring-slate-700 dark:data-[importance=high]:ring-red-900`}
      >
        {isHigh && <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-red-500 dark:bg-red-400" />}
        <header className="flex items-start gap-3">
          <AppLogoMark logo={selectLogo(card.service)} size="sm" />
          <div className="min-w-0 flex-1">
            <div className="flex min-h-8 items-center gap-2">
              <h3 className={`min-w-0 flex-1 text-slate-900 dark:text-white ${isOpen ? "break-words" : "truncate"}`}>
                {isCollapsible ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={detailsId}
                    onClick={toggleOpen}
                    className={`flex w-full min-w-0 items-center gap-1.5 rounded text-left ${focusRing}`}
                  >
                    <ChatIcon
                      name="chevron-down"
                      className={`size-4 shrink-0 text-slate-500 transition-transform dark:text-slate-400 ${isOpen ? "rotate-180" : ""}`}
                    />
                    {isOpen ? (
                      <span id={titleId} className="min-w-0 font-semibold break-words">
                        {card.notification_title}
                      </span>
                    ) : (
                      // Closed, the subject leads: titles such as 'Nuevo correo de …' repeat from card to card.
                      <span className="min-w-0 truncate">
                        <span className="font-semibold">{card.subject}</span>
                        <span className="text-slate-600 dark:text-slate-300">
                          {" · "}
                          <span id={titleId}>{card.notification_title}</span>
                        </span>
                      </span>
                    )}
                  </button>
                ) : (
                  <span id={titleId} className="font-semibold">
                    {card.notification_title}
                  </span>
                )}
              </h3>
              {isHigh && (
                <span className="text-red-600 dark:text-red-400">
                  <ChatIcon name="warning" label={notificationTexts.important} className="size-4" />
                </span>
              )}
              {card.has_attachments && (
                <span className="text-slate-500 dark:text-slate-400">
                  <ChatIcon name="paperclip" label={notificationTexts.hasAttachments} className="size-4" />
                </span>
              )}
              <time
                dateTime={readIsoTimestamp(card.iso_date) ?? readIsoTimestamp(card.date)}
                className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
              >
                {formatNotificationTime(card.iso_date, card.date)}
              </time>
            </div>
            {isOpen && (
              <>
                <p className="truncate text-sm text-slate-700 dark:text-slate-200">{card.sender_full}</p>
                <p className="truncate text-sm font-medium text-slate-600 dark:text-slate-300">{card.subject}</p>
              </>
            )}
          </div>
        </header>

        {isOpen && (
          // The reason badge and 'Ver mensaje completo' are blocks, each on its own line even with no snippet between.
          <div id={detailsId}>
            {card.reason && (
              <p className="mt-2 flex w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100 ring-inset dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30">
                {card.reason}
              </p>
            )}
            {card.snippet && (
              <p className="mt-2 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{card.snippet}</p>
            )}

            <button
              type="button"
              aria-expanded={isBodyOpen}
              aria-controls={bodyId}
              onClick={() => setIsBodyOpen((open) => !open)}
              className={`mt-2 flex w-fit items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100 ${focusRing}`}
            >
              {isBodyOpen ? notificationTexts.hideBody : notificationTexts.showBody}
              <ChatIcon
                name="chevron-down"
                className={`size-4 transition-transform ${isBodyOpen ? "rotate-180" : ""}`}
              />
            </button>
            {isBodyOpen && <NotificationBody id={bodyId} body={card.notification_body} />}

            <footer className="mt-3 flex flex-wrap items-center gap-2">
              {card.suggested_actions.map((label) => (
                <ActionButton
                  key={label}
                  icon="check"
                  tone="brand"
                  label={label}
                  disabled={isBusy}
                  onClick={() => void action.run(null, label)}
                />
              ))}
              <ActionButton
                icon="trash"
                tone="danger"
                label={notificationTexts.delete}
                disabled={isBusy}
                onClick={() => action.runAfterUndoWindow("eliminar_correo")}
              />
              <ActionButton
                icon="wand"
                tone="brand"
                label={notificationTexts.customAction}
                disabled={isBusy}
                onClick={() => setIsCustomOpen(true)}
              />
              <ActionButton
                icon="eye-off"
                tone="plain"
                label={notificationTexts.ignore}
                disabled={isBusy}
                onClick={() => void action.run("ignorar")}
              />
              {providerUrl && (
                <a
                  href={providerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`ml-auto inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100 ${focusRing}`}
                >
                  {notificationTexts.openAt(card.from)}
                  <ChatIcon name="external" className="size-4" />
                </a>
              )}
            </footer>
          </div>
        )}
        {action.phase.kind === "undoable" && <UndoDeleteBar endsAt={action.phase.endsAt} onUndo={action.undo} />}
      </article>

      {approvals.length > 0 && (
        <NotificationApprovals approvals={approvals} assistantKey={assistantKey} onDecided={forgetApproval} />
      )}

      <CustomActionDialog
        open={isCustomOpen}
        subject={card.subject}
        text={customText}
        isBusy={isBusy}
        onTextChange={setCustomText}
        onSubmit={submitCustomAction}
        onClose={() => setIsCustomOpen(false)}
      />
      <ProgressDialog open={action.phase.kind === "processing"} title={notificationMessages.processing} />
      <NotificationOutcomeDialog phase={action.phase} onDismiss={action.dismiss} />
    </div>
  );
}
