import { createClickUpOAuth } from "../families/clickup";
import type { IntegrationDefinition } from "../types";
import { CLICKUP_API_URL, fetchClickUpAccount } from "./client";
import { listClickUpDirectory } from "./list-clickup-directory";
import { clickupNotifications } from "./notifications";
import { clickupAssignTask } from "./tools/assign-task";
import { clickupCompleteTask } from "./tools/complete-task";
import { clickupCreateTask } from "./tools/create-task";
import { clickupDeleteTask } from "./tools/delete-task";
import { clickupListMyTasks } from "./tools/list-my-tasks";
import { clickupMoveTask } from "./tools/move-task";
import { clickupReadTask } from "./tools/read-task";
import { clickupRescheduleTask } from "./tools/reschedule-task";

/** ClickUp offers no revocation: the user removes the app in ClickUp's settings. */
export const clickup: IntegrationDefinition = {
  key: "clickup",
  family: "clickup",
  oauth: createClickUpOAuth(),
  apiBaseUrl: CLICKUP_API_URL,
  fetchAccount: fetchClickUpAccount,
  tools: [
    clickupListMyTasks,
    clickupReadTask,
    clickupCreateTask,
    clickupMoveTask,
    clickupRescheduleTask,
    clickupAssignTask,
    clickupCompleteTask,
    clickupDeleteTask,
  ],
  notifications: clickupNotifications,
  listDirectory: listClickUpDirectory,
};
