import { createNotionOAuth } from "../families/notion";
import type { IntegrationDefinition } from "../types";
import { fetchNotionAccount, NOTION_API_URL } from "./client";

/** Notion offers no revocation endpoint: the user removes the connection in Notion's settings. */
export const notion: IntegrationDefinition = {
  key: "notion",
  family: "notion",
  oauth: createNotionOAuth(),
  apiBaseUrl: NOTION_API_URL,
  fetchAccount: fetchNotionAccount,
  tools: [],
};
