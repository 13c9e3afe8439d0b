import { createAtlassianOAuth } from "../families/atlassian";
import type { IntegrationDefinition } from "../types";
import { fetchJiraAccount, JIRA_API_URL } from "./client";

/** Atlassian offers no revocation for 3LO tokens: the user removes the app from their Atlassian account. */
export const jira: IntegrationDefinition = {
  key: "jira",
  family: "atlassian",
  oauth: createAtlassianOAuth(["read:jira-work", "write:jira-work", "read:jira-user"]),
  apiBaseUrl: JIRA_API_URL,
  fetchAccount: fetchJiraAccount,
  tools: [],
};
