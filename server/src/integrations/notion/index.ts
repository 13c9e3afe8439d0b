import { createNotionOAuth } from "../families/notion";
import type { IntegrationDefinition } from "../types";
import { fetchNotionAccount, NOTION_API_URL } from "./client";
import { notionNotifications } from "./notifications";
import { notionArchivePage } from "./tools/archive-page";
import { notionCreatePage } from "./tools/create-page";
import { notionReadPage } from "./tools/read-page";
import { notionSearchPages } from "./tools/search-pages";

/** Notion offers no revocation endpoint: the user removes the connection in Notion's settings. */
export const notion: IntegrationDefinition = {
  key: "notion",
  family: "notion",
  oauth: createNotionOAuth(),
  apiBaseUrl: NOTION_API_URL,
  fetchAccount: fetchNotionAccount,
  tools: [notionSearchPages, notionReadPage, notionCreatePage, notionArchivePage],
  notifications: notionNotifications,
};
