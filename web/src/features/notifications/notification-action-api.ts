import type {
  NotificationAction,
  NotificationActionResponse,
  NotificationActionTool,
} from "@shifu/contract/notifications";
import { notificationActionTools } from "@shifu/contract/plain/notifications";
import { callApi } from "../../shared/api-client";
import type { NotificationCardData } from "./apply-notification-defaults";

function isActionTool(name: string): name is NotificationActionTool {
  return (notificationActionTools as readonly string[]).includes(name);
}

/** The action route of the notification's source: its service key, or its `from` lowercased; none for others. */
export function findNotificationActionTool({
  service,
  from,
}: Pick<NotificationCardData, "service" | "from">): NotificationActionTool | undefined {
  return [service, from].map((name) => name.trim().toLowerCase()).find(isActionTool);
}

/** Deletes, ignores, or (action null) asks for the custom action described in `actionText`. */
export function postNotificationAction(
  tool: NotificationActionTool,
  notification: NotificationCardData,
  action: NotificationAction | null,
  actionText?: string,
) {
  return callApi<NotificationActionResponse>({
    method: "POST",
    path: `/notificaciones/${tool}/action`,
    json: {
      id: notification.id,
      action,
      ...(actionText === undefined ? {} : { action_text: actionText }),
      subject: notification.subject,
      sender: notification.sender_full,
    },
  });
}
