import type { Approval } from "@shifu/contract/chats";
import type { NotificationAction, NotificationActionResponse } from "@shifu/contract/notifications";
import { notificationMessages } from "@shifu/contract/plain/notifications";
import { useEffect, useRef, useState } from "react";
import { readClientErrorText } from "../../shared/api-client";
import type { NotificationCardData } from "./apply-notification-defaults";
import { findNotificationActionTool, postNotificationAction } from "./notification-action-api";

/** How long the spec shows the success dialog before it closes by itself. */
export const ACTION_SUCCESS_DIALOG_MS = 1_500;

/** 'Eliminar' reaches the provider only after this long, so a slip can be taken back with 'Deshacer', as mail apps allow. */
export const DELETE_UNDO_MS = 5_000;

export type ActionPhase =
  | { kind: "idle" }
  | { kind: "undoable"; endsAt: number }
  | { kind: "processing" }
  | { kind: "success"; message: string }
  /** Done nothing yet: the custom action proposed writes, which wait for 'Confirmar' under the card. */
  | { kind: "awaiting"; approvals: readonly Approval[] }
  | { kind: "error"; message: string };

/**
 * The card's action state (spec §4): idle, processing, success for 1.5 s, or an error waiting for 'Entendido'; a
 * custom action that only proposed writes is not a success yet, and says so until 'Entendido'. A
 * second action while one runs is dropped: the ref sees it even before the disabled buttons have re-rendered.
 * `onSucceeded` runs once the success dialog has closed, so the card is not refreshed away under it.
 */
export function useNotificationAction(
  notification: NotificationCardData,
  onSucceeded: (response: NotificationActionResponse) => void,
) {
  const [phase, setPhase] = useState<ActionPhase>({ kind: "idle" });
  const isRunning = useRef(false);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The action waiting out its undo window; it is sent at once if the card goes away first (another chat opened). */
  const waitingAction = useRef<(() => void) | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(successTimer.current);
      clearTimeout(undoTimer.current);
      waitingAction.current?.();
    },
    [],
  );

  /** The route of the notification's app, or the spec's error when it has none. */
  function findRoute() {
    const tool = findNotificationActionTool(notification);
    if (!tool) setPhase({ kind: "error", message: notificationMessages.unknownRoute(notification.from) });
    return tool;
  }

  async function run(action: NotificationAction | null, actionText?: string) {
    if (isRunning.current) return;
    const tool = findRoute();
    if (!tool) return;
    isRunning.current = true;
    setPhase({ kind: "processing" });
    const result = await postNotificationAction(tool, notification, action, actionText);
    if (!result.ok) {
      isRunning.current = false;
      setPhase({
        kind: "error",
        message: readClientErrorText(result) ?? notificationMessages.actionFailed(notification.from),
      });
      return;
    }
    if (!result.data.success) {
      isRunning.current = false;
      setPhase({ kind: "error", message: result.data.error || notificationMessages.unknownError });
      return;
    }
    const approvals = result.data.approvals ?? [];
    if (approvals.length > 0) {
      isRunning.current = false;
      setPhase({ kind: "awaiting", approvals });
      onSucceeded(result.data);
      return;
    }
    setPhase({ kind: "success", message: result.data.message });
    successTimer.current = setTimeout(() => {
      isRunning.current = false;
      setPhase({ kind: "idle" });
      onSucceeded(result.data);
    }, ACTION_SUCCESS_DIALOG_MS);
  }

  /** Runs `action` once the undo window has passed, unless `undo` comes first. */
  function runAfterUndoWindow(action: NotificationAction) {
    if (isRunning.current || waitingAction.current || !findRoute()) return;
    const send = () => {
      waitingAction.current = undefined;
      clearTimeout(undoTimer.current);
      void run(action);
    };
    waitingAction.current = send;
    undoTimer.current = setTimeout(send, DELETE_UNDO_MS);
    setPhase({ kind: "undoable", endsAt: Date.now() + DELETE_UNDO_MS });
  }

  function undo() {
    clearTimeout(undoTimer.current);
    waitingAction.current = undefined;
    setPhase({ kind: "idle" });
  }

  return {
    phase,
    // Waiting for 'Confirmar' is not an action running: the card's other actions stay open once 'Entendido' is pressed.
    isBusy: phase.kind !== "idle" && phase.kind !== "error" && phase.kind !== "awaiting",
    run,
    runAfterUndoWindow,
    undo,
    showError: (message: string) => setPhase({ kind: "error", message }),
    dismiss: () => setPhase({ kind: "idle" }),
  };
}
