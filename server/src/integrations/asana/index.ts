import { createAsanaOAuth } from "../families/asana";
import type { IntegrationDefinition } from "../types";
import { ASANA_API_URL, fetchAsanaAccount, revokeAsanaTokens } from "./client";
import { listAsanaDirectory } from "./list-asana-directory";
import { asanaNotifications } from "./notifications";
import { asanaAssignTask } from "./tools/assign-task";
import { asanaCompleteTask } from "./tools/complete-task";
import { asanaCreateTask } from "./tools/create-task";
import { asanaDeleteTask } from "./tools/delete-task";
import { asanaListMyTasks } from "./tools/list-my-tasks";
import { asanaMoveTask } from "./tools/move-task";
import { asanaReadTask } from "./tools/read-task";
import { asanaRescheduleTask } from "./tools/reschedule-task";

export const asana: IntegrationDefinition = {
  key: "asana",
  family: "asana",
  // `default` is Asana's full-access scope; its granular scopes do not cover every endpoint the assistant uses.
  oauth: createAsanaOAuth(["default"]),
  apiBaseUrl: ASANA_API_URL,
  fetchAccount: fetchAsanaAccount,
  tools: [
    asanaListMyTasks,
    asanaReadTask,
    asanaCreateTask,
    asanaAssignTask,
    asanaMoveTask,
    asanaRescheduleTask,
    asanaCompleteTask,
    asanaDeleteTask,
  ],
  notifications: asanaNotifications,
  listDirectory: listAsanaDirectory,
  revokeTokens: revokeAsanaTokens,
};
