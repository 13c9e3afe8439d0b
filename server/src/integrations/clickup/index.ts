import { createClickUpOAuth } from "../families/clickup";
import type { IntegrationDefinition } from "../types";
import { CLICKUP_API_URL, fetchClickUpAccount } from "./client";

/** ClickUp offers no revocation: the user removes the app in ClickUp's settings. */
export const clickup: IntegrationDefinition = {
  key: "clickup",
  family: "clickup",
  oauth: createClickUpOAuth(),
  apiBaseUrl: CLICKUP_API_URL,
  fetchAccount: fetchClickUpAccount,
  tools: [],
};
